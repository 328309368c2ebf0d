// A snapshot as the acts answer it (without its picture), with its locker, building and compartment.
import type { Kysely } from 'kysely';
import { SNAPSHOT_EVENTS, type SnapshotItem } from '@bluemanager/protocol';
import type { Database } from '../../db/schema.js';

export function snapshotQuery(db: Kysely<Database>) {
  return db
    .selectFrom('camera_snapshots')
    .innerJoin('machines', 'machines.id', 'camera_snapshots.machine_id')
    .innerJoin('buildings', 'buildings.id', 'machines.building_id')
    .leftJoin('compartments', 'compartments.id', 'camera_snapshots.compartment_id')
    .select([
      'camera_snapshots.id',
      'camera_snapshots.event',
      'camera_snapshots.parcel_id',
      'camera_snapshots.taken_at',
      'camera_snapshots.bytes',
      'machines.uuid',
      'machines.name as locker',
      'machines.building_id',
      'buildings.name as bname',
      'buildings.timezone',
      'compartments.label as compartment',
    ]);
}

type SnapshotRow = Awaited<ReturnType<ReturnType<typeof snapshotQuery>['executeTakeFirstOrThrow']>>;

export function toSnapshotItem(row: SnapshotRow): SnapshotItem {
  return {
    id: row.id,
    uuid: row.uuid,
    locker: row.locker,
    buid: row.building_id,
    bname: row.bname,
    tz: row.timezone,
    event: SNAPSHOT_EVENTS.find((event) => event === row.event) ?? 'door-opened',
    compartment: row.compartment,
    parcel: row.parcel_id,
    taken_at: row.taken_at,
    bytes: row.bytes,
  };
}
