// The pages of the advertising section, by route (without the leading '/'). The web app reads every section's
// pages file to build its routes, so this file holds nothing heavier than the declarations.
import type { PageDeclaration } from '../define-section.js';

export const pages = {
  'advertise-setting': { page: 'AdAgentsPage' },
  business: { page: 'AdGroupsPage' },
  'redirect-setting': { page: 'RedirectsPage' },
  // The advertising admin's home (level 6 lands here); no menu entry holds it.
  'ad-overview': { page: 'AdOverviewPage', access: ['6', '10'] },
} as const satisfies Readonly<Record<string, PageDeclaration>>;
