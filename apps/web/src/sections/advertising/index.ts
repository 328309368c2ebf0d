// The advertising section's web entry (spec §2's Advertisement group): Ad Agents, Ad Groups, the advertising
// overview (level 6's home) and Redirect Setting, in one chunk, with their texts (the route waits for them, see
// section-catalogues.ts).
import { adAgentsCatalogue } from './agents/i18n/catalogue';
import { adGroupsCatalogue } from './groups/i18n/catalogue';
import { adOverviewCatalogue } from './overview/i18n/catalogue';
import { redirectsCatalogue } from './redirects/i18n/catalogue';
import { adMediaCatalogue } from './media/i18n/catalogue';
import { adScreensCatalogue } from './screens/i18n/catalogue';
import { adAnalyticsCatalogue } from './analytics/i18n/catalogue';

export { AdAgentsPage } from './agents/AdAgentsPage';
export { AdGroupsPage } from './groups/AdGroupsPage';
export { AdOverviewPage } from './overview/AdOverviewPage';
export { RedirectsPage } from './redirects/RedirectsPage';
export { HeaderScreensPage, ScreensPage } from './screens/ScreensPage';
export { AdAnalyticsPage } from './analytics/AdAnalyticsPage';
export const catalogues = [
  adAgentsCatalogue,
  adGroupsCatalogue,
  adOverviewCatalogue,
  redirectsCatalogue,
  adMediaCatalogue,
  adScreensCatalogue,
  adAnalyticsCatalogue,
];
