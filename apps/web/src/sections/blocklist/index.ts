// The blocklist section's web entry: the Black List page and its texts.
import { blocklistCatalogue } from './i18n/catalogue';

export { BlackListPage } from './BlackListPage';
export const catalogues = [blocklistCatalogue];
