// Orders (spec §2 `orders`, levels 10 and 14; issue 18 Commerce): every order the portal takes, its payments and
// refunds. Act codes 57001–57999 are this section's (commerce) block.
import { defineSection } from '../define-section.js';
import { ORDERS_ACTS } from './orders.acts.js';
import { pages } from './orders.pages.js';

export const ordersSection = defineSection({
  id: 'orders',
  summary:
    'Every order the portal takes (shop, group buy, BlueExpress, premium membership, locker rental) with its payments, refunds and where it waits.',
  acts: ORDERS_ACTS,
  operations: {
    'order-charged': { category: 'Order', template: 'Order {} charged' },
    'order-charge-failed': { category: 'Order', template: 'Order {} charge failed' },
    'order-refunded': { category: 'Order', template: 'Order {} refunded' },
    'order-refund-failed': { category: 'Order', template: 'Order {} refund failed' },
  },
  pages,
});
export * from './order-vocabulary.js';
export * from './order-list.acts.js';
export * from './orders.acts.js';
