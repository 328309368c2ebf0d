// Subscription (spec §2 `subscription`, "charge mode"; issue 18 item 8). Act codes 65501–65599 are this section's.
import { defineSection } from '../define-section.js';
import { SUBSCRIPTION_ACTS } from './subscription.acts.js';
import { pages } from './subscription.pages.js';

export const subscriptionSection = defineSection({
  id: 'subscription',
  summary:
    'What each building is billed: its plan (prices per active unit and per locker a month), its units and the invoices of each month.',
  acts: SUBSCRIPTION_ACTS,
  operations: {
    'unit-added': { category: 'Unit', template: 'Unit {} added' },
    'unit-renamed': { category: 'Unit', template: 'Unit {} renamed' },
    'unit-deactivated': { category: 'Unit', template: 'Unit {} deactivated' },
    'unit-reactivated': { category: 'Unit', template: 'Unit {} reactivated' },
    'subscription-plan-saved': { category: 'Order', template: 'Subscription plan of {} saved' },
    'subscription-invoice-generated': { category: 'Order', template: 'Subscription invoice {} generated' },
    'subscription-invoice-issued': { category: 'Order', template: 'Subscription invoice {} issued' },
    'subscription-invoice-paid': { category: 'Order', template: 'Subscription invoice {} paid' },
    'subscription-invoice-voided': { category: 'Order', template: 'Subscription invoice {} voided' },
    'subscription-invoice-sent': { category: 'Order', template: 'Subscription invoice {} emailed' },
  },
  pages,
});
export * from './subscription-vocabulary.js';
export * from './subscription-fields.js';
export * from './subscription.acts.js';
