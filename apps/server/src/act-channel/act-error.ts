import { FAILURES, type ActFailure, type FailureCode, type ParamIssue } from '@bluemanager/protocol';

/** A failure a handler or the channel reports on purpose; it becomes the failure envelope, never a 500. */
export class ActError extends Error {
  override readonly name = 'ActError';
  constructor(
    readonly code: FailureCode,
    message: string,
    readonly details: { retryAfterSeconds?: number; issues?: ParamIssue[] } = {},
  ) {
    super(message);
  }

  toEnvelope(): ActFailure {
    return { ret: FAILURES[this.code].ret, code: this.code, msg: this.message, ...this.details };
  }
}
