// The Logs group (spec §2): Machine Logs (`logs/machine`), what the lockers report, and Member Logs
// (`logs/operator`), the operation log every write keeps.
import { defineSection } from '../define-section.js';
import { pages } from './logs.pages.js';
import {
  logRetentionAct,
  machineLogsAct,
  machineTimelineAct,
  setLogRetentionAct,
} from './machine-logs.acts.js';
import { memberLogsAct } from './member-logs.acts.js';

export const logsSection = defineSection({
  id: 'logs',
  summary: 'What staff read when something went wrong: who did what, when, from where, and what it changed.',
  acts: [memberLogsAct, machineLogsAct, machineTimelineAct, logRetentionAct, setLogRetentionAct],
  operations: {
    'log-retention-changed': { category: 'Machine', template: 'Machine log retention set to {} days' },
  },
  pages,
});
export * from './machine-log-model.js';
export * from './machine-logs.acts.js';
export * from './member-logs.acts.js';
