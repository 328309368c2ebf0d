// A collection of an abandoned bike as the acts answer it, with its locker, dock and member.
import type { Kysely } from 'kysely';
import type { BikeCollectionItem, BikeCollectionState } from '@bluemanager/protocol';
import { BIKE_COLLECTION_STATES } from '@bluemanager/protocol';
import type { Database } from '../../db/schema.js';
import { ActError } from '../../domain/act-error.js';

export function collectionQuery(db: Kysely<Database>) {
  return db
    .selectFrom('bike_collections')
    .innerJoin('bike_sessions', 'bike_sessions.id', 'bike_collections.session_id')
    .innerJoin('machines', 'machines.id', 'bike_collections.machine_id')
    .innerJoin('buildings', 'buildings.id', 'machines.building_id')
    .innerJoin('compartments', 'compartments.id', 'bike_sessions.compartment_id')
    .leftJoin('members', 'members.id', 'bike_sessions.member_id')
    .select([
      'bike_collections.id',
      'bike_collections.session_id',
      'bike_collections.state',
      'bike_collections.flagged_at',
      'bike_collections.notified',
      'bike_collections.scheduled_for',
      'bike_collections.result_at',
      'bike_collections.note',
      'bike_sessions.started_at',
      'machines.uuid',
      'machines.name as location',
      'machines.building_id',
      'buildings.name as bname',
      'buildings.timezone',
      'compartments.label as dock',
      'members.name as member',
    ]);
}

type CollectionRow = Awaited<ReturnType<ReturnType<typeof collectionQuery>['executeTakeFirstOrThrow']>>;

const stateOf = (state: string): BikeCollectionState =>
  BIKE_COLLECTION_STATES.find((known) => known === state) ?? 'flagged';

export function toCollectionItem(row: CollectionRow): BikeCollectionItem {
  return {
    id: row.id,
    session_id: row.session_id,
    uuid: row.uuid,
    location: row.location,
    buid: row.building_id,
    bname: row.bname,
    tz: row.timezone,
    dock: row.dock,
    member: row.member ?? '',
    parked_at: row.started_at,
    state: stateOf(row.state),
    flagged_at: row.flagged_at,
    notified: row.notified,
    scheduled_for: row.scheduled_for,
    result_at: row.result_at,
    note: row.note,
  };
}

/** The collection `id` at the locker `uuid` (whose scope the dispatcher checked); NOT_FOUND at any other. */
export async function findCollection(
  db: Kysely<Database>,
  uuid: string,
  id: number,
): Promise<BikeCollectionItem> {
  const row = await collectionQuery(db)
    .where('bike_collections.id', '=', id)
    .where('machines.uuid', '=', uuid)
    .executeTakeFirst();
  if (!row) throw new ActError('NOT_FOUND', `There is no bike collection ${id} at this locker.`);
  return toCollectionItem(row);
}
