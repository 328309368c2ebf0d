// The Screens pages' texts in every language, each its own small chunk fetched with the section.
import { sectionCatalogue } from '../../../../i18n/section-catalogues';
import type { adScreensEn } from './en';

export const adScreensCatalogue = sectionCatalogue<typeof adScreensEn>('adScreens', {
  en: () => import('./en').then((module) => module.adScreensEn),
  fr: () => import('./fr').then((module) => module.adScreensFr),
  de: () => import('./de').then((module) => module.adScreensDe),
  pt: () => import('./pt').then((module) => module.adScreensPt),
});
