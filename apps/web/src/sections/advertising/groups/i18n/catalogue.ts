// The Ad Groups page's texts in every language, each its own small chunk fetched with the pages that use them.
import { sectionCatalogue } from '../../../../i18n/section-catalogues';
import type { adGroupsEn } from './en';

export const adGroupsCatalogue = sectionCatalogue<typeof adGroupsEn>('adGroups', {
  en: () => import('./en').then((module) => module.adGroupsEn),
  fr: () => import('./fr').then((module) => module.adGroupsFr),
  de: () => import('./de').then((module) => module.adGroupsDe),
  pt: () => import('./pt').then((module) => module.adGroupsPt),
});
