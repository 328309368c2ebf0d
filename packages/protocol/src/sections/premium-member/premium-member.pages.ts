// The pages of the premium-member section, by route (without the leading '/').
import type { PageDeclaration } from '../define-section.js';

export const pages = {
  'premium-member': { page: 'PremiumSubscribersPage' },
  'premium-member/plans': { page: 'PremiumPlansPage' },
  'premium-member/subscription/:id': { page: 'PremiumSubscriptionPage' },
} as const satisfies Readonly<Record<string, PageDeclaration>>;
