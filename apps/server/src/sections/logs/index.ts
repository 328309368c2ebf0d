import { logsSection } from '@bluemanager/protocol';
import { defineServerSection } from '../define-server-section.js';
import { logsHandlers } from './logs.handlers.js';
import { seedMachineLogs } from './machine-log-seed.js';
import { machineLogMigration } from './migrations/machine-log.js';
import './logs-tables.js';

export const serverSection = defineServerSection({
  declaration: logsSection,
  handlers: logsHandlers,
  migrations: { '2026-11-25-logs-machine-log': machineLogMigration },
  seed: (db, context) => seedMachineLogs(db, context.now),
});
