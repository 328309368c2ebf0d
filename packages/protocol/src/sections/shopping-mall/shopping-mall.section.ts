// The Shop (spec's lazy section `shopping-mall`; issue 18 Commerce): a catalogue of items sold through the lockers,
// stock per building kept as a ledger, orders placed for members and fulfilled into compartments. Act codes
// 65401–65499 are this section's block.
import { defineSection } from '../define-section.js';
import { shopItemAct, shopItemCreateAct, shopItemsAct, shopItemUpdateAct } from './shop-catalogue.acts.js';
import {
  shopOrderCancelAct,
  shopOrderCollectedAct,
  shopOrderFulfilAct,
  shopOrderPlaceAct,
  shopOrderPlacesAct,
  shopOrdersAct,
} from './shop-orders.acts.js';
import { shopStockAct } from './shop-stock.acts.js';
import { pages } from './shopping-mall.pages.js';

export const shoppingMallSection = defineSection({
  id: 'shopping-mall',
  summary:
    'A catalogue of items sold through the lockers, stock per building as a ledger, and orders fulfilled into compartments.',
  acts: [
    shopItemsAct,
    shopItemAct,
    shopItemCreateAct,
    shopItemUpdateAct,
    shopStockAct,
    shopOrdersAct,
    shopOrderPlaceAct,
    shopOrderPlacesAct,
    shopOrderFulfilAct,
    shopOrderCollectedAct,
    shopOrderCancelAct,
  ],
  operations: {
    'shop-item-created': { category: 'Order', template: 'Shop item {} created' },
    'shop-item-changed': { category: 'Order', template: 'Shop item {} changed' },
    'shop-image-uploaded': { category: 'Order', template: 'Shop picture {} uploaded' },
    'shop-stock-changed': { category: 'Order', template: 'Stock of {} changed' },
    'shop-order-placed': { category: 'Order', template: 'Shop order {} placed' },
    'shop-order-fulfilled': { category: 'Order', template: 'Shop order {} put in a locker' },
    'shop-order-collected': { category: 'Order', template: 'Shop order {} collected' },
    'shop-order-cancelled': { category: 'Order', template: 'Shop order {} cancelled' },
  },
  pages,
});
export * from './shop-vocabulary.js';
export * from './shop-catalogue.acts.js';
export * from './shop-stock.acts.js';
export * from './shop-orders.acts.js';
