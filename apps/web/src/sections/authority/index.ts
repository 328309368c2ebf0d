// The authority section's web entry: the Authority page and its texts.
import { authorityCatalogue } from './i18n/catalogue';

export { AuthorityPage } from './AuthorityPage';
export const catalogues = [authorityCatalogue];
