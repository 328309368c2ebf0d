// The web-service section's web entry: the Service page, a webhook's delivery log and their texts.
import { webServiceCatalogue } from './i18n/catalogue';

export { ServicePage } from './ServicePage';
export { WebhookDeliveriesPage } from './WebhookDeliveriesPage';
export const catalogues = [webServiceCatalogue];
