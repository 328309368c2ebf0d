// Support (spec §2 `customer-service`, act block 61000–61099, device call `help`): the support queue as a ticket
// system. Act 50072 and the bell keep reading the same table (support_requests), so their counts are the open tickets.
import { defineSection } from '../define-section.js';
import { SUPPORT_ACTS } from './customer-service.acts.js';
import { pages } from './customer-service.pages.js';

export * from './customer-service.acts.js';
export * from './customer-service.device.js';
export * from './support.vocabulary.js';

export const customerServiceSection = defineSection({
  id: 'customer-service',
  summary:
    'The support queue: tickets from members, buildings and lockers’ help buttons, with state, priority and target time, assignee, links and a thread of replies and internal notes.',
  acts: SUPPORT_ACTS,
  operations: {
    'support-ticket-opened': { category: 'Member', template: 'Support ticket {} opened' },
    'support-ticket-updated': { category: 'Member', template: 'Support ticket {} updated' },
    'support-ticket-replied': { category: 'Member', template: 'Support ticket {} answered' },
    'support-ticket-noted': { category: 'Member', template: 'Internal note on support ticket {}' },
  },
  pages,
});
