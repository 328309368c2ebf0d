// Group-Buy Setup (spec §2 `group-buy-schedule`, BLUEMART; issue 18 Commerce): campaigns with price tiers by
// participant count, closed once at their deadline. Act codes 65001–65099 are this section's block.
import { defineSection } from '../define-section.js';
import { GROUP_BUY_ACTS } from './group-buy.acts.js';
import { pages } from './group-buy-schedule.pages.js';

export const groupBuyScheduleSection = defineSection({
  id: 'group-buy-schedule',
  summary:
    'Group-buy campaigns: price tiers by participant count, a minimum, a deadline and pickup buildings; members join, and at the deadline each campaign succeeds (orders charged) or fails once.',
  acts: GROUP_BUY_ACTS,
  operations: {
    'group-buy-created': { category: 'Order', template: 'Group buy {} created' },
    'group-buy-updated': { category: 'Order', template: 'Group buy {} changed' },
    'group-buy-opened': { category: 'Order', template: 'Group buy {} opened' },
    'group-buy-cancelled': { category: 'Order', template: 'Group buy {} cancelled' },
    'group-buy-joined': { category: 'Order', template: 'Member joined group buy {}' },
    'group-buy-succeeded': { category: 'Order', template: 'Group buy {} succeeded' },
    'group-buy-failed': { category: 'Order', template: 'Group buy {} failed' },
  },
  pages,
});
export * from './group-buy-vocabulary.js';
export * from './group-buy.acts.js';
