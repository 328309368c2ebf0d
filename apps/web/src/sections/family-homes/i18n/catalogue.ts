// The family homes' texts in every language, each its own small chunk fetched with the page.
import { sectionCatalogue } from '../../../i18n/section-catalogues';
import type { FamilyHomesCatalogue } from './en';

export const familyHomesCatalogue = sectionCatalogue<FamilyHomesCatalogue>('familyHomes', {
  en: () => import('./en').then((module) => module.familyHomesEn),
  fr: () => import('./fr').then((module) => module.familyHomesFr),
  de: () => import('./de').then((module) => module.familyHomesDe),
  pt: () => import('./pt').then((module) => module.familyHomesPt),
});
