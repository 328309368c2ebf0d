// Group-Buy Setup's texts in every language, each its own small chunk fetched with the pages that use them.
import { sectionCatalogue } from '../../../i18n/section-catalogues';
import type { GroupBuyCatalogue } from './en';

export const groupBuyCatalogue = sectionCatalogue<GroupBuyCatalogue>('groupBuy', {
  en: () => import('./en').then((module) => module.groupBuyEn),
  fr: () => import('./fr').then((module) => module.groupBuyFr),
  de: () => import('./de').then((module) => module.groupBuyDe),
  pt: () => import('./pt').then((module) => module.groupBuyPt),
});
