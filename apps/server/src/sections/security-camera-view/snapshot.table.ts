// The camera view's table, merged into the Database type (see db/schema.ts).
import type { Generated } from 'kysely';

export interface CameraSnapshotsTable {
  id: Generated<number>;
  machine_id: number;
  compartment_id: number | null;
  parcel_id: number | null;
  /** 'door-opened', 'door-closed', 'door-forced', 'deposit' or 'pickup'. */
  event: string;
  /** 'image/jpeg' or 'image/png'. */
  type: string;
  /** The picture, base64: snapshots are small and few per event, and travel as data URLs anyway. */
  image: string;
  bytes: number;
  taken_at: string;
}

declare module '../../db/schema.js' {
  interface Database {
    camera_snapshots: CameraSnapshotsTable;
  }
}
