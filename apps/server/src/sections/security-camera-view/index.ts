import { securityCameraViewSection } from '@bluemanager/protocol';
import { defineServerSection } from '../define-server-section.js';
import { securityCameraViewHandlers } from './security-camera-view.handlers.js';
import { snapshotsMigration } from './migrations/snapshots.js';
import { seedSnapshots } from './snapshot-seed.js';
import './snapshot.table.js';

export const serverSection = defineServerSection({
  declaration: securityCameraViewSection,
  handlers: securityCameraViewHandlers,
  migrations: { '2026-11-25-security-camera-view-snapshots': snapshotsMigration },
  seed: seedSnapshots,
});
