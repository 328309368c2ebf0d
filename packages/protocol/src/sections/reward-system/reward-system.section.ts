// Reward System (spec §2 `reward-system`, BLUEMART; issue 18 Commerce): an append-only points ledger per member.
import { defineSection } from '../define-section.js';
import { REWARD_ACTS } from './reward-system.acts.js';
import { pages } from './reward-system.pages.js';

export const rewardSystemSection = defineSection({
  id: 'reward-system',
  summary:
    'An append-only points ledger per member: earnings by rule, redemptions, expiries and staff adjustments.',
  acts: REWARD_ACTS,
  operations: {
    'reward-rule-changed': { category: 'Member', template: 'Reward rule {} changed' },
    'reward-points-earned': { category: 'Member', template: 'Member {} earned points' },
    'reward-points-redeemed': { category: 'Member', template: 'Member {} redeemed points' },
    'reward-points-adjusted': { category: 'Member', template: 'Member {} points adjusted' },
  },
  pages,
});
export * from './reward-system.acts.js';
