// The advertising section's web entry (spec §2's Advertisement group): Ad Agents, in one chunk, with its texts
// (the route waits for them, see section-catalogues.ts).
import { adAgentsCatalogue } from './agents/i18n/catalogue';

export { AdAgentsPage } from './agents/AdAgentsPage';
export const catalogues = [adAgentsCatalogue];
