// The shop's pages, by route (without the leading '/'). The spec lists `shopping-mall` among its lazy sections but
// in no menu, so each route says who may open it: the shop's own roles (system admins and business partners).
import type { PageDeclaration } from '../define-section.js';
import { SHOP_ROLES } from './shop-vocabulary.js';

export const pages = {
  'shopping-mall': { page: 'ShopCataloguePage', access: SHOP_ROLES },
  'shopping-mall/item/:id': { page: 'ShopItemPage', access: SHOP_ROLES },
  'shopping-mall/orders': { page: 'ShopOrdersPage', access: SHOP_ROLES },
} as const satisfies Readonly<Record<string, PageDeclaration>>;
