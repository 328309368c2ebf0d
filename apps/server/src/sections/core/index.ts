import { coreSection } from '@bluemanager/protocol';
import { defineServerSection } from '../define-server-section.js';
import { operationLogChangesMigration } from './migrations/operation-log-changes.js';
import { operationLogScopeMigration } from './migrations/operation-log-scope.js';
import { authHandlers } from './auth.handlers.js';
import { directoryHandlers } from './directory.handlers.js';
import { operationsHandlers } from './operations.handlers.js';

export const serverSection = defineServerSection({
  declaration: coreSection,
  handlers: [...authHandlers, ...directoryHandlers, ...operationsHandlers],
  migrations: {
    '2026-11-24-core-operation-log-changes': operationLogChangesMigration,
    '2026-11-25-core-operation-log-scope': operationLogScopeMigration,
  },
});
