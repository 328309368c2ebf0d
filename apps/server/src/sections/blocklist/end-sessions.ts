// A blocked account's sessions end at once: each is revoked (which drops it from this instance's cache) and the
// other instances hear of it through the live hub, as on sign-out.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { revokeSession } from '../../domain/auth/session.service.js';
import { publishSessionEnded } from '../../domain/events/parcel-events.js';

export async function endSessionsOf(db: Kysely<Database>, userId: number, now: Date): Promise<void> {
  const open = await db
    .selectFrom('sessions')
    .select('id')
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .execute();
  for (const { id } of open) {
    await revokeSession(db, id, now);
    await publishSessionEnded(db, id);
  }
}
