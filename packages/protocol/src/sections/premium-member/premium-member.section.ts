// Premium Member (spec §2 `premium-member`, BLUEMART; issue 18 Commerce): plans with their benefits, members'
// subscriptions paid through the orders section, their renewals and cancellations. Act codes 65101–65199.
import { defineSection } from '../define-section.js';
import { PREMIUM_PLAN_ACTS } from './premium-plan.acts.js';
import { PREMIUM_SUBSCRIPTION_ACTS } from './premium-subscription.acts.js';
import { pages } from './premium-member.pages.js';

export const premiumMemberSection = defineSection({
  id: 'premium-member',
  summary:
    'Premium plans (price, period, longer parcel holds, free deliveries, a discount) and the members on them: subscriptions paid through orders, renewed in the background, cancelled with a pro-rated refund.',
  acts: [...PREMIUM_PLAN_ACTS, ...PREMIUM_SUBSCRIPTION_ACTS],
  operations: {
    'premium-plan-created': { category: 'Order', template: 'Premium plan {} created' },
    'premium-plan-changed': { category: 'Order', template: 'Premium plan {} changed' },
    'premium-plan-retired': { category: 'Order', template: 'Premium plan {} retired' },
    'premium-plan-deleted': { category: 'Order', template: 'Premium plan {} deleted' },
    'premium-subscribed': { category: 'Member', template: 'Member {} subscribed to premium' },
    'premium-renewed': { category: 'Member', template: 'Premium of member {} renewed' },
    'premium-renewal-declined': { category: 'Member', template: 'Premium renewal of member {} declined' },
    'premium-cancel-booked': { category: 'Member', template: 'Premium of member {} to end with its period' },
    'premium-auto-renew-changed': { category: 'Member', template: 'Premium auto-renew of member {} changed' },
    'premium-cancelled': { category: 'Member', template: 'Premium of member {} cancelled' },
    'premium-expired': { category: 'Member', template: 'Premium of member {} expired' },
  },
  pages,
});
export * from './premium-vocabulary.js';
export * from './premium-plan.acts.js';
export * from './premium-subscription.acts.js';
