// The tokens section's web entry: the Tokens page and its texts.
import { tokensCatalogue } from './i18n/catalogue';

export { TokensPage } from './TokensPage';
export const catalogues = [tokensCatalogue];
