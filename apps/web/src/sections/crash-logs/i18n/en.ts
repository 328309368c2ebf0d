// The Crash Logs texts, loaded with the section as `crashes` (see catalogue.ts).
import type { Shape } from '../../../i18n/catalogue';

export const crashesEn = {
  title: 'Crash Logs',
  intro:
    'Crashes reported by lockers after a restart and errors of the portal’s own pages in browsers, grouped when they are the same fault. A resolved group opens again when it is reported again.',
  caption: 'Crash groups, most recently seen first',
  total_one: '{{total}} group',
  total_other: '{{total}} groups',
  empty: 'No crash matches these filters.',
  failed: 'That did not work: {{reason}}',
  origin: { locker: 'Locker', portal: 'Portal' },
  state: { open: 'Open', resolved: 'Resolved', reopened: 'Reopened' },
  columns: {
    title: 'Crash',
    origin: 'From',
    count: 'Reports',
    machines: 'Lockers',
    versions: 'Versions',
    first: 'First seen',
    last: 'Last seen',
    state: 'State',
  },
  filters: {
    search: 'Search',
    searchPlaceholder: 'Message or code location',
    origin: 'From',
    allOrigins: 'Lockers and portal',
    state: 'State',
    allStates: 'Open and resolved',
  },
  detail: {
    back: 'Back to Crash Logs',
    notFound: 'There is no such crash group.',
    facts: 'Crash',
    where: 'Code location',
    resolvedBy: 'Resolved by {{name}}, {{at}}',
    reopenedAt: 'Reported again after it was resolved, {{at}}',
    resolve: 'Mark resolved',
    reopen: 'Open again',
    resolvedDone: 'Marked resolved.',
    reopenedDone: 'Open again.',
    machines: 'Lockers affected',
    noMachines: 'No locker: these are errors of the portal’s pages.',
    machine: 'Locker',
    building: 'Building',
    reports: 'Latest reports',
    report: '{{at}} · {{where}} · version {{version}}',
    page: 'page {{route}}',
    stack: 'Stack',
    events: 'Last events before the crash',
    noVersion: 'unknown',
  },
};

export type CrashesCatalogue = Shape<typeof crashesEn>;
