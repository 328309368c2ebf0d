// The camera view (spec §1's lazy section `security-camera-view`, acts 58101–58104): lockers with cameras upload a
// snapshot on door events through the device channel; staff see the latest per locker and those of a parcel's
// deposit and pickup; every picture read is logged.
import { defineSection } from '../define-section.js';
import {
  cameraLatestAct,
  cameraLockerAct,
  parcelSnapshotsAct,
  snapshotImageAct,
} from './security-camera-view.acts.js';
import { pages } from './security-camera-view.pages.js';

export * from './security-camera-view.acts.js';
export * from './security-camera-view.device.js';

export const securityCameraViewSection = defineSection({
  id: 'security-camera-view',
  summary:
    "Lockers' camera snapshots on door events: the latest per locker, a parcel's, each picture read logged.",
  acts: [cameraLatestAct, cameraLockerAct, parcelSnapshotsAct, snapshotImageAct],
  operations: {
    'camera-snapshot-viewed': { category: 'Machine', template: 'Camera snapshot of {} viewed' },
  },
  pages,
});
