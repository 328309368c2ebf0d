// BlueKey and carriers (spec §2 `bluekey`, level 10, act block 64001–64099, device call `courier-key`): the carrier
// companies with their logos and figures, and the couriers' access keys the lockers check before a drop-off.
import { defineSection } from '../define-section.js';
import { CARRIER_ACTS } from './carrier.acts.js';
import { COURIER_KEY_ACTS } from './courier-key.acts.js';
import { pages } from './bluekey.pages.js';

export * from './bluekey.vocabulary.js';
export * from './carrier.acts.js';
export * from './courier-key.acts.js';
export * from './bluekey.device.js';

export const bluekeySection = defineSection({
  id: 'bluekey',
  summary:
    'Carrier companies (name, code, logo, active) with their parcels’ figures, and courier access keys (PIN, QR code or tag, for chosen buildings or lockers and a period) that lockers check before a drop-off, every use logged, revocable at once.',
  acts: [...CARRIER_ACTS, ...COURIER_KEY_ACTS],
  operations: {
    'carrier-created': { category: 'Locker-setting', template: 'Carrier {} created' },
    'carrier-updated': { category: 'Locker-setting', template: 'Carrier {} updated' },
    'carrier-deleted': { category: 'Locker-setting', template: 'Carrier {} deleted' },
    'carrier-logo-changed': { category: 'Locker-setting', template: 'Logo of carrier {} changed' },
    'courier-key-created': { category: 'Locker-setting', template: 'Courier key for {} created' },
    'courier-key-revoked': { category: 'Locker-setting', template: 'Courier key for {} revoked' },
  },
  pages,
});
