// The advertising section's web entry (spec §2's Advertisement group): Ad Agents, Ad Groups, the advertising
// overview (level 6's home) and Redirect Setting, in one chunk, with their texts (the route waits for them, see
// section-catalogues.ts).
import { adAgentsCatalogue } from './agents/i18n/catalogue';
import { adGroupsCatalogue } from './groups/i18n/catalogue';
import { adOverviewCatalogue } from './overview/i18n/catalogue';
import { redirectsCatalogue } from './redirects/i18n/catalogue';

export { AdAgentsPage } from './agents/AdAgentsPage';
export { AdGroupsPage } from './groups/AdGroupsPage';
export { AdOverviewPage } from './overview/AdOverviewPage';
export { RedirectsPage } from './redirects/RedirectsPage';
export const catalogues = [adAgentsCatalogue, adGroupsCatalogue, adOverviewCatalogue, redirectsCatalogue];
