// The Shop's web entry (the spec's lazy section `shopping-mall`): the catalogue, one item, and the shop's orders,
// with their texts and the Orders section's (the order columns and states the orders page reuses).
import { ordersCatalogue } from '../orders/i18n/catalogue';
import { shopCatalogue } from './i18n/catalogue';

export { ShopCataloguePage } from './ShopCataloguePage';
export { ShopItemPage } from './ShopItemPage';
export { ShopOrdersPage } from './ShopOrdersPage';
export const catalogues = [shopCatalogue, ordersCatalogue];
