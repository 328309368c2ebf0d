// The pages of the logs section, by route (without the leading '/'). The menu's Logs group (level 10) guards them.
import type { PageDeclaration } from '../define-section.js';

export const pages = {
  'logs/machine': { page: 'MachineLogsPage' },
  'logs/machine/:uuid': { page: 'MachineTimelinePage' },
  'logs/operator': { page: 'MemberLogsPage' },
} as const satisfies Readonly<Record<string, PageDeclaration>>;
