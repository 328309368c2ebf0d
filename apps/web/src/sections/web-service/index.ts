// The web-service section's web entry: the Service page and its texts.
import { webServiceCatalogue } from './i18n/catalogue';

export { ServicePage } from './ServicePage';
export const catalogues = [webServiceCatalogue];
