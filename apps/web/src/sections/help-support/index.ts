// The help-support section's web entry: the Manual and its texts.
import { manualPageCatalogue } from './i18n/catalogue';

export { ManualPage } from './ManualPage';
export const catalogues = [manualPageCatalogue];
