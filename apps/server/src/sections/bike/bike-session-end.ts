// Ending a session: the fee is charged up to the end, the dock is freed and the session records how and why it
// ended. Staff's force-end (act 58004) and a collected bike (act 58008) end it here; the dock's undock call too.
import type { Kysely } from 'kysely';
import type { BikeSessionEnding } from '@bluemanager/protocol';
import type { Database } from '../../db/schema.js';
import { ActError } from '../../domain/act-error.js';
import { sessionFee, sessionMinutes } from './bike-fee.js';

export async function closeSession(
  trx: Kysely<Database>,
  sessionId: number,
  ending: BikeSessionEnding,
  reason: string,
  now: Date,
): Promise<void> {
  const session = await trx
    .selectFrom('bike_sessions')
    .innerJoin('bike_locations', 'bike_locations.machine_id', 'bike_sessions.machine_id')
    .select([
      'bike_sessions.compartment_id',
      'bike_sessions.started_at',
      'bike_sessions.ended_at',
      'bike_locations.hourly_cents',
      'bike_locations.free_minutes',
      'bike_locations.day_cap_cents',
    ])
    .where('bike_sessions.id', '=', sessionId)
    .executeTakeFirstOrThrow();
  if (session.ended_at !== null) throw new ActError('CONFLICT', 'The session has already ended.');
  const ended = await trx
    .updateTable('bike_sessions')
    .set({
      ended_at: now.toISOString(),
      fee_cents: sessionFee(sessionMinutes(session.started_at, now), session),
      ending,
      end_reason: reason,
    })
    .where('id', '=', sessionId)
    .where('ended_at', 'is', null)
    .executeTakeFirst();
  // Someone else ended it between the read and the write.
  if (Number(ended.numUpdatedRows) !== 1) throw new ActError('CONFLICT', 'The session has already ended.');
  await trx
    .updateTable('compartments')
    .set({ state: 'free' })
    .where('id', '=', session.compartment_id)
    .where('state', '=', 'occupied')
    .execute();
}
