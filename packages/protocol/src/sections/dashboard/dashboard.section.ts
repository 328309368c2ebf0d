// The Dashboard group (spec §2): Manager View (`dashboard`), Admin View (`admin-view`) and Statistic View
// (`statistic-view`), one chunk for the three.
import { defineSection } from '../define-section.js';
import { pages } from './dashboard.pages.js';
import { DASHBOARD_ACTS } from './dashboard.acts.js';

export const dashboardSection = defineSection({
  id: 'dashboard',
  summary: 'Manager View, Admin View and Statistic View.',
  acts: DASHBOARD_ACTS,
  operations: {},
  pages,
});
export * from './dashboard.acts.js';
