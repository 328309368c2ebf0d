// The camera view's reads (acts 58101–58104) and the device's upload (the snapshot call). Reading a picture writes
// an operation log entry in the same transaction, so no picture is ever seen without a trace.
import type { Kysely } from 'kysely';
import type { ActResult, SnapshotItem, cameraLatestAct, snapshotCall } from '@bluemanager/protocol';
import type { z } from 'zod';
import type { Database } from '../../db/schema.js';
import { logFor, type Writer } from '../../act-channel/write.js';
import { ActError } from '../../domain/act-error.js';
import { buildingFilter, type BuildingScope } from '../../domain/buildings/scope.js';
import type { DeviceMachine } from '../../domain/devices/device-auth.js';
import { compartmentOf } from '../../domain/devices/device-health.js';
import { imageBytes } from './snapshot-image.js';
import { snapshotQuery, toSnapshotItem } from './snapshot-row.js';

export async function latestPerLocker(
  db: Kysely<Database>,
  scope: BuildingScope,
  buid: number | undefined,
): Promise<ActResult<typeof cameraLatestAct>> {
  const lockers = await db
    .selectFrom('camera_snapshots')
    .innerJoin('machines', 'machines.id', 'camera_snapshots.machine_id')
    .select((eb) => ['camera_snapshots.machine_id', eb.fn.countAll<number>().as('count')])
    .where('machines.retired_at', 'is', null)
    .where((eb) => buildingFilter(eb.ref('machines.building_id'), scope, buid))
    .groupBy('camera_snapshots.machine_id')
    .execute();
  const latest = await Promise.all(
    lockers.map(async (locker) => {
      const row = await snapshotQuery(db)
        .where('camera_snapshots.machine_id', '=', locker.machine_id)
        .orderBy('camera_snapshots.taken_at', 'desc')
        .orderBy('camera_snapshots.id', 'desc')
        .limit(1)
        .executeTakeFirstOrThrow();
      return { ...toSnapshotItem(row), count: Number(locker.count) };
    }),
  );
  return latest.sort((a, b) => b.taken_at.localeCompare(a.taken_at) || b.id - a.id);
}

export async function lockerSnapshots(
  db: Kysely<Database>,
  uuid: string,
  count: number,
): Promise<SnapshotItem[]> {
  const rows = await snapshotQuery(db)
    .where('machines.uuid', '=', uuid)
    .orderBy('camera_snapshots.taken_at', 'desc')
    .orderBy('camera_snapshots.id', 'desc')
    .limit(count)
    .execute();
  return rows.map(toSnapshotItem);
}

export async function parcelSnapshots(db: Kysely<Database>, parcel: number): Promise<SnapshotItem[]> {
  const rows = await snapshotQuery(db)
    .where('camera_snapshots.parcel_id', '=', parcel)
    .orderBy('camera_snapshots.taken_at')
    .orderBy('camera_snapshots.id')
    .execute();
  return rows.map(toSnapshotItem);
}

export async function snapshotImage(
  db: Kysely<Database>,
  params: { uuid: string; id: number },
  writer: Writer,
): Promise<SnapshotItem & { url: string }> {
  return db.transaction().execute(async (trx) => {
    const row = await snapshotQuery(trx)
      .select(['camera_snapshots.image', 'camera_snapshots.type'])
      .where('camera_snapshots.id', '=', params.id)
      .where('machines.uuid', '=', params.uuid)
      .executeTakeFirst();
    if (!row) throw new ActError('NOT_FOUND', `There is no snapshot ${params.id} of this locker.`);
    const item = toSnapshotItem(row);
    await logFor(trx, writer, {
      operation: 'camera-snapshot-viewed',
      target: item.locker.split('#').join(' '),
      detail: [item.event, item.compartment, item.taken_at].filter(Boolean).join(', '),
      buildingId: item.buid,
    });
    return { ...item, url: `data:${row.type};base64,${row.image}` };
  });
}

export async function snapshotAtLocker(
  db: Kysely<Database>,
  machine: DeviceMachine,
  params: z.output<(typeof snapshotCall)['params']>,
  now: Date,
): Promise<{ snapshot: number }> {
  // Padding may only end the whole picture, not a piece of it.
  const image = params.image.join('');
  const bytes = /=[^=]/.test(image) ? undefined : imageBytes(image, params.type);
  if (!bytes) {
    throw new ActError('INVALID_PARAMS', `The image is not a ${params.type}.`, {
      issues: [{ path: 'image', message: `not a ${params.type}` }],
    });
  }
  const compartment = params.compartment ? await compartmentOf(db, machine, params.compartment) : undefined;
  if (params.parcel !== undefined) {
    const parcel = await db
      .selectFrom('parcels')
      .select('id')
      .where('id', '=', params.parcel)
      .where('machine_id', '=', machine.id)
      .executeTakeFirst();
    if (!parcel) throw new ActError('NOT_FOUND', `This locker holds no parcel ${params.parcel}.`);
  }
  const { id } = await db
    .insertInto('camera_snapshots')
    .values({
      machine_id: machine.id,
      compartment_id: compartment?.id ?? null,
      parcel_id: params.parcel ?? null,
      event: params.event,
      type: params.type,
      image,
      bytes: bytes.length,
      taken_at: now.toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { snapshot: id };
}
