// Demo snapshots: the first parcel lockers of the demo network have cameras; each keeps door events of last week, and
// its latest deposits and pickups carry their pictures, so the camera view and a parcel's snapshots show on a fresh
// start.
import type { Insertable, Kysely } from 'kysely';
import type { SnapshotEvent } from '@bluemanager/protocol';
import type { Database } from '../../db/schema.js';
import { insertRows } from '../../db/seed/insert-rows.js';
import type { SectionSeedContext } from '../define-server-section.js';
import type { CameraSnapshotsTable } from './snapshot.table.js';
import { demoSnapshot } from './snapshot-image.js';

const CAMERA_LOCKERS = 8;
const DOOR_EVENTS: readonly SnapshotEvent[] = [
  'door-opened',
  'door-closed',
  'door-opened',
  'door-closed',
  'door-forced',
];

export async function seedSnapshots(
  db: Kysely<Database>,
  context: SectionSeedContext,
): Promise<Readonly<Record<string, number>>> {
  const machines = await db
    .selectFrom('machines')
    .select('id')
    .where('family', '=', 'main')
    .where('retired_at', 'is', null)
    .orderBy('building_id')
    .orderBy('id')
    .limit(CAMERA_LOCKERS)
    .execute();
  // One picture per event kind is enough for the demo: rows share it, and the seed stays small.
  const pictures = new Map<SnapshotEvent, string>();
  const picture = (event: SnapshotEvent, seed: number) => {
    const known = pictures.get(event);
    if (known) return known;
    const made = demoSnapshot(event, seed);
    pictures.set(event, made);
    return made;
  };
  const rows: Insertable<CameraSnapshotsTable>[] = [];
  const add = (row: Omit<Insertable<CameraSnapshotsTable>, 'image' | 'type' | 'bytes'>, seed: number) => {
    const image = picture(row.event as SnapshotEvent, seed);
    rows.push({ ...row, type: 'image/png', image, bytes: Buffer.from(image, 'base64').length });
  };
  for (const [index, machine] of machines.entries()) {
    const compartments = await db
      .selectFrom('compartments')
      .select('id')
      .where('machine_id', '=', machine.id)
      .orderBy('id')
      .execute();
    DOOR_EVENTS.forEach((event, step) => {
      // The forced door only at every other camera.
      if (event === 'door-forced' && index % 2 === 1) return;
      add(
        {
          machine_id: machine.id,
          compartment_id: compartments[(index + step) % Math.max(1, compartments.length)]?.id ?? null,
          parcel_id: null,
          event,
          // A week back, a few hours apart: older than the locker's latest deposits, which carry their parcel.
          taken_at: new Date(context.now.getTime() - (7 * 24 - step * 4) * 3_600_000).toISOString(),
        },
        index + step,
      );
    });
    const parcels = await db
      .selectFrom('parcels')
      .select(['id', 'compartment_id', 'deposited_at', 'collected_at'])
      .where('machine_id', '=', machine.id)
      .where('deposited_at', 'is not', null)
      .orderBy('deposited_at', 'desc')
      .limit(3)
      .execute();
    for (const parcel of parcels) {
      add(
        {
          machine_id: machine.id,
          compartment_id: parcel.compartment_id,
          parcel_id: parcel.id,
          event: 'deposit',
          taken_at: parcel.deposited_at ?? context.now.toISOString(),
        },
        parcel.id,
      );
      if (parcel.collected_at) {
        add(
          {
            machine_id: machine.id,
            compartment_id: parcel.compartment_id,
            parcel_id: parcel.id,
            event: 'pickup',
            taken_at: parcel.collected_at,
          },
          parcel.id + 1,
        );
      }
    }
  }
  rows.sort((a, b) => a.taken_at.localeCompare(b.taken_at));
  await insertRows(db, 'camera_snapshots', rows);
  return { camera_snapshots: rows.length };
}
