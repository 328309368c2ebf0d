// The Crash Logs pages, by route: the groups and one group. The menu's Logs group (level 10) guards them.
import type { PageDeclaration } from '../define-section.js';

export const pages = {
  'logs/crash': { page: 'CrashLogsPage' },
  'logs/crash/:id': { page: 'CrashGroupPage' },
} as const satisfies Readonly<Record<string, PageDeclaration>>;
