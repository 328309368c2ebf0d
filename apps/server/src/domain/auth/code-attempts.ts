// Every check of a two-factor code outside login (confirming the setup, turning it off) is limited like a login:
// five wrong codes for one account within the window lock the checks for LOCK_MINUTES, counted in the database so
// every instance shares the count. Login's own code check is counted with its failed logins.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { ActError } from '../act-error.js';
import { clearFailures, lockedFor, recordFailure } from './login-throttle.js';

export const CODE_FAILURE_LIMIT = 5;

const codeKey = (userId: number) => `code:${userId}`;

/** Runs `match` (a step, or undefined for a wrong code) unless the account is locked, and counts its outcome. */
export async function checkCodeAttempt(
  db: Kysely<Database>,
  userId: number,
  now: Date,
  match: () => number | undefined,
): Promise<number> {
  const locked = await lockedFor(db, [codeKey(userId)], now);
  if (locked > 0) {
    const minutes = Math.max(1, Math.ceil(locked / 60_000));
    throw new ActError(
      'RATE_LIMITED',
      `Too many wrong codes: try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
      { retryAfterSeconds: Math.ceil(locked / 1000) },
    );
  }
  const step = match();
  if (step === undefined) {
    await recordFailure(db, codeKey(userId), CODE_FAILURE_LIMIT, now);
    throw new ActError('TWO_FACTOR_INVALID', 'That code is wrong or was already used.');
  }
  await clearFailures(db, codeKey(userId));
  return step;
}
