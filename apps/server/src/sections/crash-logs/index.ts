import { crashLogsSection } from '@bluemanager/protocol';
import { defineServerSection } from '../define-server-section.js';
import { crashLogsHandlers } from './crash-logs.handlers.js';
import { crashTablesMigration } from './migrations/crash-tables.js';
import { seedCrashLogs } from './crash-seed.js';
import './crash.table.js';

export const serverSection = defineServerSection({
  declaration: crashLogsSection,
  handlers: crashLogsHandlers,
  migrations: { '2026-11-25-crash-logs-tables': crashTablesMigration },
  seed: seedCrashLogs,
});
