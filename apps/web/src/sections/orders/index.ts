// The orders section's web entry (spec §2 `orders`): the list and one order's page, with their texts.
import { ordersCatalogue } from './i18n/catalogue';

export { OrdersPage } from './OrdersPage';
export { OrderPage } from './OrderPage';
export const catalogues = [ordersCatalogue];
