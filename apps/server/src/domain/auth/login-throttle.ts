// Failed logins are counted per account and per address in the database, so every server instance sees the same
// counts. A key that reaches its limit inside the window is locked for LOCK_MINUTES.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

export const THROTTLE_WINDOW_MINUTES = 15;
export const LOCK_MINUTES = 15;
export const ACCOUNT_FAILURE_LIMIT = 5;
export const ADDRESS_FAILURE_LIMIT = 20;

const MINUTE = 60_000;

export const accountKey = (username: string) => `account:${username.toLowerCase()}`;
export const addressKey = (ip: string) => `address:${ip}`;

/** Milliseconds until the latest lock among the keys ends, or 0 when none is locked. */
export async function lockedFor(db: Kysely<Database>, keys: string[], now: Date): Promise<number> {
  const rows = await db
    .selectFrom('login_throttle')
    .select('locked_until')
    .where('key', 'in', keys)
    .execute();
  const until = Math.max(0, ...rows.map((row) => (row.locked_until ? Date.parse(row.locked_until) : 0)));
  return Math.max(0, until - now.getTime());
}

export async function recordFailure(
  db: Kysely<Database>,
  key: string,
  limit: number,
  now: Date,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom('login_throttle').selectAll().where('key', '=', key).executeTakeFirst();
    const windowOpen =
      row && now.getTime() - Date.parse(row.window_started_at) < THROTTLE_WINDOW_MINUTES * MINUTE;
    const failures = windowOpen ? row.failures + 1 : 1;
    const windowStartedAt = windowOpen ? row.window_started_at : now.toISOString();
    const lockedUntil =
      failures >= limit
        ? new Date(now.getTime() + LOCK_MINUTES * MINUTE).toISOString()
        : (row?.locked_until ?? null);
    // A lock starts a fresh window, so the next lock needs `limit` new failures.
    const values = {
      failures: failures >= limit ? 0 : failures,
      window_started_at: failures >= limit ? now.toISOString() : windowStartedAt,
      locked_until: lockedUntil,
    };
    // An upsert, because another instance may have inserted the key since the read.
    await trx
      .insertInto('login_throttle')
      .values({ key, ...values })
      .onConflict((conflict) => conflict.column('key').doUpdateSet(values))
      .execute();
  });
}

export async function clearFailures(db: Kysely<Database>, key: string): Promise<void> {
  await db.deleteFrom('login_throttle').where('key', '=', key).execute();
}
