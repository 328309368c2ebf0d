// The ad files' texts in every language, each its own small chunk fetched with the section.
import { sectionCatalogue } from '../../../../i18n/section-catalogues';
import type { adMediaEn } from './en';

export const adMediaCatalogue = sectionCatalogue<typeof adMediaEn>('adMedia', {
  en: () => import('./en').then((module) => module.adMediaEn),
  fr: () => import('./fr').then((module) => module.adMediaFr),
  de: () => import('./de').then((module) => module.adMediaDe),
  pt: () => import('./pt').then((module) => module.adMediaPt),
});
