// A provider credential kept in the database (the SMTP password): AES-256-GCM with SETTINGS_SECRET_KEY and a fresh
// nonce each time, sealed as the webhooks' secrets are (domain/secrets/sealed-text.ts, one reader of the form). The
// tag makes a wrong key fail loudly instead of handing a provider garbage.
import { isSealed, openSecret } from '../domain/secrets/sealed-text.js';

export class StoredSecretError extends Error {
  override readonly name = 'StoredSecretError';
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
