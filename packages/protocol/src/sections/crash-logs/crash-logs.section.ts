// Crash Logs (spec §2 `logs/crash`, act block 61100–61199, device call `crash`, route POST /api/client-errors):
// lockers' crash reports and the portal's browser errors, grouped by signature.
import { defineSection } from '../define-section.js';
import { CRASH_LOGS_ACTS } from './crash-logs.acts.js';
import { pages } from './crash-logs.pages.js';

export * from './crash-logs.acts.js';
export * from './crash-logs.device.js';
export * from './crash-logs.vocabulary.js';

export const crashLogsSection = defineSection({
  id: 'crash-logs',
  summary:
    'Crash reports of lockers and uncaught errors of the portal, grouped by signature with counts, first and last seen, the lockers affected and a resolved flag that reopens on recurrence.',
  acts: CRASH_LOGS_ACTS,
  operations: {
    'crash-group-resolved': { category: 'Machine', template: 'Crash {} marked resolved' },
    'crash-group-reopened': { category: 'Machine', template: 'Crash {} reopened' },
  },
  pages,
});
