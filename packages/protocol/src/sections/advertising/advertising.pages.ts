// The pages of the advertising section, by route (without the leading '/'). The web app reads every section's
// pages file to build its routes, so this file holds nothing heavier than the declarations.
import type { PageDeclaration } from '../define-section.js';

export const pages = {
  'advertise-setting': { page: 'AdAgentsPage' },
  business: { page: 'AdGroupsPage' },
} as const satisfies Readonly<Record<string, PageDeclaration>>;
