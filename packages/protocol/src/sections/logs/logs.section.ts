// The Logs group (spec §2): Member Logs (`logs/operator`), the operation log every write keeps.
import { defineSection } from '../define-section.js';
import { pages } from './logs.pages.js';
import { memberLogsAct } from './member-logs.acts.js';

export const logsSection = defineSection({
  id: 'logs',
  summary: 'What staff read when something went wrong: who did what, when, from where, and what it changed.',
  acts: [memberLogsAct],
  operations: {},
  pages,
});
export * from './member-logs.acts.js';
