// Service (spec §2 `web-service`), act codes 60100–60199: the service URLs the portal and the lockers use.
import { defineSection } from '../define-section.js';
import { pages } from './web-service.pages.js';
import { WEB_SERVICE_ACTS } from './web-service.acts.js';

export const webServiceSection = defineSection({
  id: 'web-service',
  summary:
    'The service URLs of act 50038 (image base, community, notification, release notes, statistics, shop).',
  acts: WEB_SERVICE_ACTS,
  operations: {
    'service-url-changed': { category: 'Locker-setting', template: 'Service URL {} changed' },
  },
  pages,
});
export * from './web-service.acts.js';
export * from './web-service-vocabulary.js';
