// The pages of the dashboard section, by route (without the leading '/'). The web app reads every section's pages file to
// build its routes, so this file holds nothing heavier than the declarations.
import type { PageDeclaration } from '../define-section.js';

export const pages = {
  dashboard: { page: 'ManagerViewPage' },
  'admin-view': { page: 'AdminViewPage' },
  'statistic-view': { page: 'StatisticViewPage' },
} as const satisfies Readonly<Record<string, PageDeclaration>>;
