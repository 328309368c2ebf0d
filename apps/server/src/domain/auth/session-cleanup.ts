// Ended sessions and stale throttle counters are kept a while for the record, then deleted. The deletes are
// idempotent, so several server instances may run them at once.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { LOCK_MINUTES, THROTTLE_WINDOW_MINUTES } from './login-throttle.js';

const DAY = 86_400_000;
export const SESSION_RETENTION_DAYS = 7;

export async function purgeEndedSessions(db: Kysely<Database>, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - SESSION_RETENTION_DAYS * DAY).toISOString();
  const sessions = await db
    .deleteFrom('sessions')
    .where((eb) => eb.or([eb('expires_at', '<', cutoff), eb('revoked_at', '<', cutoff)]))
    .executeTakeFirst();
  const staleBefore = new Date(
    now.getTime() - Math.max(LOCK_MINUTES, THROTTLE_WINDOW_MINUTES) * 60_000,
  ).toISOString();
  await db
    .deleteFrom('login_throttle')
    .where('window_started_at', '<', staleBefore)
    .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', now.toISOString())]))
    .execute();
  return Number(sessions.numDeletedRows);
}
