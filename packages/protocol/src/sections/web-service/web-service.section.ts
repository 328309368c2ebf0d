// Service (spec §2 `web-service`), act codes 60100–60199: the service URLs the portal and the lockers use; and
// 60310–60317 (the access block): outgoing webhooks.
import { defineSection } from '../define-section.js';
import { pages } from './web-service.pages.js';
import { WEB_SERVICE_ACTS } from './web-service.acts.js';
import { WEBHOOK_ACTS } from './webhooks.acts.js';

export const webServiceSection = defineSection({
  id: 'web-service',
  summary:
    'The service URLs of act 50038 (image base, community, notification, release notes, statistics, shop).',
  acts: [...WEB_SERVICE_ACTS, ...WEBHOOK_ACTS],
  operations: {
    'service-url-changed': { category: 'Locker-setting', template: 'Service URL {} changed' },
    'webhook-created': { category: 'Locker-setting', template: 'Webhook {} created' },
    'webhook-changed': { category: 'Locker-setting', template: 'Webhook {} changed' },
    'webhook-secret-rotated': { category: 'Locker-setting', template: 'Secret of webhook {} renewed' },
    'webhook-deleted': { category: 'Locker-setting', template: 'Webhook {} deleted' },
    'webhook-tested': { category: 'Locker-setting', template: 'Test event sent to webhook {}' },
    'webhook-retried': { category: 'Locker-setting', template: 'Delivery of webhook {} retried' },
  },
  pages,
});
export * from './web-service.acts.js';
export * from './webhooks.acts.js';
export * from './web-service-vocabulary.js';
