// A provider credential kept in the database (the SMTP password): AES-256-GCM with SETTINGS_SECRET_KEY and a fresh
// nonce each time, in the versioned 'v1:nonce:tag:cipher' form the webhooks' secrets use (so one reader of the form
// exists). The tag makes a wrong key fail loudly instead of handing a provider garbage.
import { openSecret, sealSecret } from '../sections/web-service/webhook-secret.js';

export class StoredSecretError extends Error {
  override readonly name = 'StoredSecretError';
}

const SEALED = /^v1:[^:]+:[^:]+:[^:]+$/;

export function isSealed(stored: string): boolean {
  return SEALED.test(stored);
}

export function sealStoredSecret(key: Buffer, plain: string): string {
  return sealSecret(key, plain);
}

/**
 * The plain secret; `what` names it in the error, which says what to do: the key is not the one it was saved with
 * (SETTINGS_SECRET_KEY changed), or the column holds something that was never sealed.
 */
export function openStoredSecret(key: Buffer, stored: string, what: string): string {
  if (!isSealed(stored)) {
    throw new StoredSecretError(
      `The saved ${what} is not in an encrypted form this server reads: enter it again.`,
    );
  }
  try {
    return openSecret(key, stored);
  } catch {
    throw new StoredSecretError(
      `The saved ${what} cannot be decrypted with this server's SETTINGS_SECRET_KEY (was the key changed?): set the key it was saved with, or enter the ${what} again.`,
    );
  }
}
