// BlueExpress (spec §2 BLUEEXPRESS `blueexpress`, level 10; issue 18 Commerce): members send parcels from a locker.
// Act codes 65301–65399 are this section's block.
import { defineSection } from '../define-section.js';
import { BLUEEXPRESS_ACTS } from './blueexpress.acts.js';
import { pages } from './blueexpress.pages.js';

export const blueexpressSection = defineSection({
  id: 'blueexpress',
  summary:
    'Shipments members send from a locker: priced from a tariff, paid through an order, dropped off with a code, tracked to a locker or an address.',
  acts: BLUEEXPRESS_ACTS,
  operations: {
    'express-created': { category: 'Order', template: 'Shipment {} created' },
    'express-dropped-off': { category: 'Order', template: 'Shipment {} dropped off' },
    'express-picked-up': { category: 'Order', template: 'Shipment {} picked up by the carrier' },
    'express-in-transit': { category: 'Order', template: 'Shipment {} in transit' },
    'express-delivered': { category: 'Order', template: 'Shipment {} delivered' },
    'express-collected': { category: 'Order', template: 'Shipment {} collected from the locker' },
    'express-returned': { category: 'Order', template: 'Shipment {} returned to the sender' },
    'express-cancelled': { category: 'Order', template: 'Shipment {} cancelled' },
    'express-tariff-changed': { category: 'Order', template: 'BlueExpress tariff {} changed' },
  },
  pages,
});
export * from './blueexpress.vocabulary.js';
export * from './blueexpress.acts.js';
export * from './blueexpress.device.js';
