// The customer-service section's web entry: the Support queue, one ticket, and their texts.
import { supportCatalogue } from './i18n/catalogue';

export { SupportPage } from './SupportPage';
export { TicketPage } from './TicketPage';
export const catalogues = [supportCatalogue];
