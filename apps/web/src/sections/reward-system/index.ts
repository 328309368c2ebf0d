// The reward system's web entry (spec §2 `reward-system`): members with their balance, the rules, one member's ledger.
import { rewardsCatalogue } from './i18n/catalogue';

export { RewardMembersPage } from './RewardMembersPage';
export { RewardRulesPage } from './RewardRulesPage';
export { RewardMemberPage } from './RewardMemberPage';
export const catalogues = [rewardsCatalogue];
