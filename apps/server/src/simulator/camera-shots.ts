// The cameras of the simulated fleet: a locker with a camera (one the demo seeded snapshots for) uploads a picture
// when a parcel goes in and when a door is forced, through the device channel's snapshot call, so the camera view
// moves while the demo runs.
import type { Kysely } from 'kysely';
import {
  snapshotPieces,
  type DeviceAnswer,
  type DeviceCallName,
  type DeviceCallParams,
  type SnapshotEvent,
} from '@bluemanager/protocol';
import type { Database } from '../db/schema.js';
import { demoSnapshot } from '../sections/security-camera-view/snapshot-image.js';

/** The machines with a camera: those that have taken a picture before. */
export async function cameraMachineIds(db: Kysely<Database>): Promise<Set<number>> {
  const rows = await db.selectFrom('camera_snapshots').select('machine_id').distinct().execute();
  return new Set(rows.map((row) => row.machine_id));
}

type Call = <N extends DeviceCallName>(name: N, params: DeviceCallParams<N>) => Promise<DeviceAnswer<N>>;

export class CameraShots {
  private readonly pictures = new Map<SnapshotEvent, string[]>();

  constructor(private readonly call: Call) {}

  async shoot(event: SnapshotEvent, compartment: string, parcel?: number): Promise<void> {
    let pieces = this.pictures.get(event);
    if (!pieces) {
      pieces = snapshotPieces(demoSnapshot(event, this.pictures.size));
      this.pictures.set(event, pieces);
    }
    await this.call('snapshot', { event, compartment, parcel, type: 'image/png', image: pieces });
  }
}
