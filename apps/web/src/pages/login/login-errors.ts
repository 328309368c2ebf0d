import { ActError } from '../../api/act-error';

export interface LoginMessage {
  key: string;
  values?: Record<string, number>;
}

/** The spec leaves login failures to us: each way a sign-in fails gets a message that says what to do. */
export function loginErrorMessage(error: unknown): LoginMessage {
  if (!(error instanceof ActError)) return { key: 'login.errors.generic' };
  switch (error.code) {
    case 'BAD_CREDENTIALS':
      return { key: 'login.errors.badCredentials' };
    case 'TWO_FACTOR_REQUIRED':
      return { key: 'login.errors.twoFactorRequired' };
    case 'TWO_FACTOR_INVALID':
      return { key: 'login.errors.twoFactorInvalid' };
    case 'ACCOUNT_LOCKED':
      return {
        key: 'login.errors.locked',
        values: { minutes: Math.max(1, Math.ceil((error.retryAfterSeconds ?? 60) / 60)) },
      };
    case 'RATE_LIMITED':
      return {
        key: 'login.errors.rateLimited',
        values: { seconds: Math.max(1, error.retryAfterSeconds ?? 60) },
      };
    case 'NETWORK':
      return { key: 'login.errors.network' };
    case 'INVALID_PARAMS':
      return { key: 'login.errors.invalid' };
    // The only refusal of a right password: the account is on the Black List.
    case 'FORBIDDEN':
      return { key: 'login.errors.blocked' };
    default:
      return { key: 'login.errors.generic' };
  }
}
