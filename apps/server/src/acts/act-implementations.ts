import { ACTS } from '@bluemanager/protocol';
import type { ActImplementation } from '../act-channel/act-handler.js';
import { authHandlers } from './auth.handlers.js';
import { dashboardsHandlers } from './dashboards.handlers.js';
import { directoryHandlers } from './directory.handlers.js';
import { fleetHandlers } from './fleet.handlers.js';
import { notificationsHandlers } from './notifications.handlers.js';
import { operationsHandlers } from './operations.handlers.js';
import { parcelsHandlers } from './parcels.handlers.js';
import { releaseNotesHandlers } from './release-notes.handlers.js';
import { settingsHandlers } from './settings.handlers.js';

const ALL_HANDLERS: readonly ActImplementation[] = [
  ...authHandlers,
  ...directoryHandlers,
  ...operationsHandlers,
  ...releaseNotesHandlers,
  ...parcelsHandlers,
  ...notificationsHandlers,
  ...settingsHandlers,
  ...fleetHandlers,
  ...dashboardsHandlers,
];

/** Every declared act with its handler; a declaration without a handler, or with two, stops the server starting. */
export function actImplementations(): ReadonlyMap<number, ActImplementation> {
  const byCode = new Map<number, ActImplementation>();
  for (const implementation of ALL_HANDLERS) {
    if (byCode.has(implementation.act.code))
      throw new Error(`act ${implementation.act.code} has two handlers`);
    byCode.set(implementation.act.code, implementation);
  }
  const missing = ACTS.filter((act) => !byCode.has(act.code)).map((act) => act.code);
  if (missing.length > 0) throw new Error(`acts without a handler: ${missing.join(', ')}`);
  return byCode;
}
