// A session as the acts answer it: its locker, building, dock and member, with its duration and fee computed at
// `now` while it is open (and as charged once it ended), whether it overstays, and its open collection's state.
import type { Kysely } from 'kysely';
import type { BikeSessionItem } from '@bluemanager/protocol';
import type { Database } from '../../db/schema.js';
import { ActError } from '../../domain/act-error.js';
import { sessionFee, sessionMinutes } from './bike-fee.js';

export function sessionQuery(db: Kysely<Database>) {
  return db
    .selectFrom('bike_sessions')
    .innerJoin('machines', 'machines.id', 'bike_sessions.machine_id')
    .innerJoin('buildings', 'buildings.id', 'machines.building_id')
    .innerJoin('compartments', 'compartments.id', 'bike_sessions.compartment_id')
    .innerJoin('bike_locations', 'bike_locations.machine_id', 'bike_sessions.machine_id')
    .leftJoin('members', 'members.id', 'bike_sessions.member_id')
    .select((eb) => [
      'bike_sessions.id',
      'bike_sessions.kind',
      'bike_sessions.member_id',
      'bike_sessions.started_at',
      'bike_sessions.ended_at',
      'bike_sessions.fee_cents',
      'bike_sessions.ending',
      'bike_sessions.end_reason',
      'machines.uuid',
      'machines.name as location',
      'machines.building_id',
      'buildings.name as bname',
      'buildings.timezone',
      'compartments.label as dock',
      'members.name as member',
      'bike_locations.overstay_hours',
      'bike_locations.hourly_cents',
      'bike_locations.free_minutes',
      'bike_locations.day_cap_cents',
      'bike_locations.currency',
      eb
        .selectFrom('bike_collections')
        .select('bike_collections.state')
        .whereRef('bike_collections.session_id', '=', 'bike_sessions.id')
        .where('bike_collections.state', 'in', ['flagged', 'scheduled'])
        .limit(1)
        .as('collection'),
    ]);
}

type SessionRow = Awaited<ReturnType<ReturnType<typeof sessionQuery>['executeTakeFirstOrThrow']>>;

export function toSessionItem(row: SessionRow, now: Date): BikeSessionItem {
  const end = row.ended_at === null ? now : new Date(row.ended_at);
  const minutes = sessionMinutes(row.started_at, end);
  return {
    id: row.id,
    uuid: row.uuid,
    location: row.location,
    buid: row.building_id,
    bname: row.bname,
    tz: row.timezone,
    dock: row.dock,
    kind: row.kind === 'rental' ? 'rental' : 'parking',
    member_id: row.member_id,
    member: row.member ?? '',
    started_at: row.started_at,
    ended_at: row.ended_at,
    minutes,
    fee_cents: row.fee_cents ?? sessionFee(minutes, row),
    currency: row.currency,
    ending:
      row.ending === 'forced' || row.ending === 'collected' || row.ending === 'undocked' ? row.ending : null,
    end_reason: row.end_reason,
    overstaying: row.ended_at === null && minutes >= row.overstay_hours * 60,
    collection: row.collection === 'flagged' || row.collection === 'scheduled' ? row.collection : null,
  };
}

/** The session `id` at the locker `uuid` (whose scope the dispatcher checked); NOT_FOUND at any other locker. */
export async function findSession(
  db: Kysely<Database>,
  uuid: string,
  id: number,
  now: Date,
): Promise<BikeSessionItem> {
  const row = await sessionQuery(db)
    .where('bike_sessions.id', '=', id)
    .where('machines.uuid', '=', uuid)
    .executeTakeFirst();
  if (!row) throw new ActError('NOT_FOUND', `There is no bike session ${id} at this locker.`);
  return toSessionItem(row, now);
}
