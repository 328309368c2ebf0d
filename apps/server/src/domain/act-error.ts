import { FAILURES, type ActFailure, type FailureCode, type ParamIssue } from '@bluemanager/protocol';

/** A failure a handler or the channel reports on purpose; it becomes the failure envelope, never a 500. */
export class ActError extends Error {
  override readonly name = 'ActError';
  readonly code: FailureCode;
  readonly details: { retryAfterSeconds?: number; issues?: ParamIssue[] };

  constructor(code: FailureCode, message: string, details: ActError['details'] = {}) {
    // These are expected outcomes (a wrong password, an unknown act), never logged with a stack, and capturing
    // one is the most expensive part of refusing a request: skip it.
    const stackTraceLimit = Error.stackTraceLimit;
    Error.stackTraceLimit = 0;
    super(message);
    Error.stackTraceLimit = stackTraceLimit;
    this.code = code;
    this.details = details;
  }

  toEnvelope(): ActFailure {
    return { ret: FAILURES[this.code].ret, code: this.code, msg: this.message, ...this.details };
  }
}
