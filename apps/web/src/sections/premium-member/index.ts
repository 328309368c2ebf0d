// Premium Member's web entry (spec §2 `premium-member`): the subscribers, the plans, one subscription.
import { premiumCatalogue } from './i18n/catalogue';

export { PremiumSubscribersPage } from './PremiumSubscribersPage';
export { PremiumPlansPage } from './PremiumPlansPage';
export { PremiumSubscriptionPage } from './PremiumSubscriptionPage';
export const catalogues = [premiumCatalogue];
