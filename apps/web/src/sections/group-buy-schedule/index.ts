// Group-Buy Setup's web entry (spec §2 `group-buy-schedule`): the campaign list, one campaign, and its form.
import { groupBuyCatalogue } from './i18n/catalogue';

export { GroupBuysPage } from './GroupBuysPage';
export { GroupBuyPage } from './GroupBuyPage';
export { GroupBuyFormPage } from './GroupBuyFormPage';
export const catalogues = [groupBuyCatalogue];
