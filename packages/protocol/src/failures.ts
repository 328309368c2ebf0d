// The one failure envelope of the act channel: {ret <= 0, code, msg}. Every way a call can fail is listed here so
// the server, the clients and docs/protocol.md agree on it.

export const FAILURES = {
  BAD_CREDENTIALS: { ret: 0, http: 401, meaning: 'Login failed: unknown user or wrong password.' },
  TWO_FACTOR_REQUIRED: {
    ret: -11,
    http: 401,
    meaning: 'The account uses two-factor authentication: send the current code as `v`.',
  },
  TWO_FACTOR_INVALID: { ret: -12, http: 401, meaning: 'The two-factor code is wrong or was already used.' },
  ACCOUNT_LOCKED: {
    ret: -13,
    http: 429,
    meaning:
      'Too many failed logins for this account or address; `retryAfterSeconds` says when to try again.',
  },
  TWO_FACTOR_SETUP_REQUIRED: {
    ret: -14,
    http: 403,
    meaning:
      "The account's level requires two-factor sign-in and none is set up: until it is, the session answers only " +
      'the enrolment acts (8004, 8006, 8007, 60201, 60302) and sign-out (8003).',
  },
  UNKNOWN_ACT: { ret: -1, http: 404, meaning: 'No act has this code.' },
  MALFORMED_REQUEST: {
    ret: -2,
    http: 400,
    meaning: 'The body is not a form with `act`, `m` and `par`, or `par` is not base64 of encrypted JSON.',
  },
  INVALID_PARAMS: { ret: -3, http: 400, meaning: 'The parameters do not match the act; `issues` lists why.' },
  UNAUTHENTICATED: {
    ret: -4,
    http: 401,
    meaning: 'The act needs a token `t` and none was given or it is unknown.',
  },
  SESSION_EXPIRED: {
    ret: -5,
    http: 401,
    meaning: 'The token was revoked or has passed its idle or absolute expiry.',
  },
  FORBIDDEN: {
    ret: -6,
    http: 403,
    meaning:
      "The caller's level may not call this act, or a parameter names a building, locker or user out of scope.",
  },
  NOT_FOUND: { ret: -7, http: 404, meaning: 'A parameter names something that does not exist.' },
  CONFLICT: { ret: -8, http: 409, meaning: 'The request makes no sense in the current state.' },
  RATE_LIMITED: {
    ret: -9,
    http: 429,
    meaning: 'Too many requests from this address; `retryAfterSeconds` says when.',
  },
  PAYLOAD_TOO_LARGE: { ret: -10, http: 413, meaning: 'The request body is over the size limit.' },
  INTERNAL: {
    ret: -99,
    http: 500,
    meaning: 'The server failed; nothing was written. The log has the details.',
  },
} as const satisfies Record<string, { ret: number; http: number; meaning: string }>;

export type FailureCode = keyof typeof FAILURES;

export interface ParamIssue {
  path: string;
  message: string;
}

export interface ActFailure {
  ret: number;
  code: FailureCode;
  msg: string;
  retryAfterSeconds?: number;
  issues?: ParamIssue[];
}

export function isActFailure(value: unknown): value is ActFailure {
  if (typeof value !== 'object' || value === null) return false;
  const { ret, code } = value as { ret?: unknown; code?: unknown };
  return typeof ret === 'number' && ret <= 0 && typeof code === 'string' && code in FAILURES;
}
