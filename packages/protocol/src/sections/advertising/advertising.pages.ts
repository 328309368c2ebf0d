// The pages of the advertising section, by route (without the leading '/'). The web app reads every section's
// pages file to build its routes, so this file holds nothing heavier than the declarations.
import type { PageDeclaration } from '../define-section.js';

export const pages = {
  'advertise-setting': { page: 'AdAgentsPage' },
  business: { page: 'AdGroupsPage' },
  'ad-test': { page: 'AdAnalyticsPage' },
  'redirect-setting': { page: 'RedirectsPage' },
  // The advertising admin's home (level 6 lands here); no menu entry holds it.
  'ad-overview': { page: 'AdOverviewPage', access: ['6', '10'] },
  // Spec §2's lazy sections without a menu entry: the screen layouts, reached from Ad Groups and the overview.
  display: { page: 'ScreensPage', access: ['6', '10'] },
  'header-plus-screen': { page: 'HeaderScreensPage', access: ['6', '10'] },
} as const satisfies Readonly<Record<string, PageDeclaration>>;
