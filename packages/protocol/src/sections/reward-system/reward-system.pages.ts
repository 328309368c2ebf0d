// The pages of the reward system, by route (without the leading '/').
import type { PageDeclaration } from '../define-section.js';

export const pages = {
  'reward-system': { page: 'RewardMembersPage' },
  'reward-system/rules': { page: 'RewardRulesPage' },
  'reward-system/member/:id': { page: 'RewardMemberPage' },
} as const satisfies Readonly<Record<string, PageDeclaration>>;
