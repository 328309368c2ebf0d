// The dev-tools section's web entry: Developer tools.
import { devToolsCatalogue } from './i18n/catalogue';

export { DevToolsPage } from './DevToolsPage';
export const catalogues = [devToolsCatalogue];
