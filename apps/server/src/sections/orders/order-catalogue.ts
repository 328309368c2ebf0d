// What the demo's orders are made of: per kind, the number prefix, the goods (prices in cents, CAD) and the
// fulfilment states an order of the kind passes through.
import type { FulfilmentState, OrderKind } from '@bluemanager/protocol';

export interface CatalogueItem {
  name: string;
  sku: string;
  /** Cents. */
  price: number;
}

export interface KindPlan {
  prefix: string;
  items: readonly CatalogueItem[];
  /** At most this many lines, each at most `maxQuantity`. */
  maxLines: number;
  maxQuantity: number;
  fulfilment: readonly FulfilmentState[];
  /** Waits in a locker while in this state. */
  waits: FulfilmentState | null;
}

export const ORDER_CATALOGUE: Readonly<Record<OrderKind, KindPlan>> = {
  shop: {
    prefix: 'SH',
    items: [
      { name: 'Laundry detergent, 2 L', sku: 'SH-LD2', price: 1499 },
      { name: 'Paper towels, 6 rolls', sku: 'SH-PT6', price: 899 },
      { name: 'Coffee beans, 1 kg', sku: 'SH-CB1', price: 2450 },
      { name: 'Phone charger, USB-C', sku: 'SH-USBC', price: 1995 },
      { name: 'Dish soap, 1 L', sku: 'SH-DS1', price: 449 },
    ],
    maxLines: 3,
    maxQuantity: 3,
    fulfilment: ['processing', 'in-transit', 'in-locker', 'collected', 'cancelled'],
    waits: 'in-locker',
  },
  'group-buy': {
    prefix: 'GB',
    items: [
      { name: 'Organic produce box', sku: 'GB-PRODUCE', price: 3200 },
      { name: 'Artisan bread bundle', sku: 'GB-BREAD', price: 1275 },
      { name: 'Maple syrup, 1 L', sku: 'GB-MAPLE', price: 1850 },
    ],
    maxLines: 2,
    maxQuantity: 2,
    fulfilment: ['processing', 'in-locker', 'collected', 'cancelled'],
    waits: 'in-locker',
  },
  express: {
    prefix: 'EX',
    items: [
      { name: 'BlueExpress same-day delivery', sku: 'EX-SAMEDAY', price: 950 },
      { name: 'BlueExpress next-day delivery', sku: 'EX-NEXTDAY', price: 650 },
      { name: 'Parcel insurance', sku: 'EX-INSURE', price: 199 },
    ],
    maxLines: 2,
    maxQuantity: 1,
    fulfilment: ['processing', 'in-transit', 'in-locker', 'collected', 'cancelled'],
    waits: 'in-locker',
  },
  premium: {
    prefix: 'PM',
    items: [
      { name: 'Premium membership, 12 months', sku: 'PM-12M', price: 9900 },
      { name: 'Premium membership, 1 month', sku: 'PM-1M', price: 999 },
    ],
    maxLines: 1,
    maxQuantity: 1,
    fulfilment: ['active', 'ended', 'cancelled'],
    waits: null,
  },
  'locker-rental': {
    prefix: 'LR',
    items: [
      { name: 'Locker rental, large, 1 month', sku: 'LR-L1M', price: 2500 },
      { name: 'Locker rental, small, 1 week', sku: 'LR-S1W', price: 700 },
    ],
    maxLines: 1,
    maxQuantity: 1,
    fulfilment: ['active', 'ended', 'cancelled'],
    waits: 'active',
  },
};
