// The camera view's acts (block 58100–58199 of the bike helper's 58xxx): the latest snapshot per locker, a locker's
// recent snapshots, the snapshots of a parcel's deposit and pickup, and one snapshot's picture. Only reading a
// picture is logged (who saw which locker's camera, when): the lists carry no image.
import { z } from 'zod';
import { optionalBuildingUid, positiveInt, timestamp } from '../../schemas.js';
import { defineAct } from '../../acts/define-act.js';
import { SNAPSHOT_EVENTS } from './security-camera-view.device.js';
import { CAMERA_ROLES } from './security-camera-view.roles.js';

export { CAMERA_ROLES };

export const snapshotItem = z.object({
  id: z.number().int(),
  uuid: z.string(),
  locker: z.string().describe("the locker's name, parts separated by '#'"),
  buid: z.number().int(),
  bname: z.string(),
  tz: z.string().describe("the building's time zone"),
  event: z.enum(SNAPSHOT_EVENTS),
  compartment: z.string().nullable(),
  parcel: z.number().int().nullable(),
  taken_at: timestamp,
  bytes: z.number().int(),
});
export type SnapshotItem = z.infer<typeof snapshotItem>;

export const cameraLatestAct = defineAct({
  code: 58101,
  name: 'camera lockers',
  summary:
    "The lockers with a camera in the caller's buildings, each with its latest snapshot (no picture) and how many it keeps; newest first.",
  params: z.object({ buid: optionalBuildingUid.describe('building uid; empty for every building in scope') }),
  result: z.array(snapshotItem.extend({ count: z.number().int() })),
  access: CAMERA_ROLES,
  scope: { buid: 'building' },
});

export const cameraLockerAct = defineAct({
  code: 58102,
  name: 'locker snapshots',
  summary: "One locker's snapshots, newest first (no picture).",
  params: z.object({
    uuid: z.string().trim().min(1).max(64),
    count: z.coerce.number().int().min(1).max(100).default(24),
  }),
  result: z.array(snapshotItem),
  access: CAMERA_ROLES,
  scope: { uuid: 'machine' },
});

export const parcelSnapshotsAct = defineAct({
  code: 58103,
  name: 'parcel snapshots',
  summary: "The snapshots taken at a parcel's deposit and pickup (no picture).",
  params: z.object({ parcel: positiveInt }),
  result: z.array(snapshotItem),
  access: CAMERA_ROLES,
  scope: { parcel: 'parcel' },
});

export const snapshotImageAct = defineAct({
  code: 58104,
  name: 'snapshot image',
  summary:
    "One snapshot's picture, as a data URL. The locker is named too (its scope is checked); every read is logged in the operation log.",
  params: z.object({ uuid: z.string().trim().min(1).max(64), id: positiveInt.describe('the snapshot') }),
  result: snapshotItem.extend({ url: z.string().describe('data:image/…;base64,…') }),
  access: CAMERA_ROLES,
  scope: { uuid: 'machine' },
});
