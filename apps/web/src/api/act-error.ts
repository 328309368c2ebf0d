import type { FailureCode, ParamIssue } from '@bluemanager/protocol';

/** NETWORK: the server could not be reached; BAD_RESPONSE: it answered something that is not the protocol. */
export type ActErrorCode = FailureCode | 'NETWORK' | 'BAD_RESPONSE';

export class ActError extends Error {
  override readonly name = 'ActError';
  constructor(
    readonly code: ActErrorCode,
    message: string,
    readonly retryAfterSeconds?: number,
    /** INVALID_PARAMS: why each parameter was refused, for forms to show beside their fields. */
    readonly issues?: readonly ParamIssue[],
  ) {
    super(message);
  }
}

/** The failures that mean the session is gone: the user must sign in again. */
export function isSessionLost(error: unknown): boolean {
  return error instanceof ActError && (error.code === 'SESSION_EXPIRED' || error.code === 'UNAUTHENTICATED');
}
