// The Authority texts in every language, each its own small chunk fetched with the page.
import { sectionCatalogue } from '../../../i18n/section-catalogues';
import type { AuthorityCatalogue } from './en';

export const authorityCatalogue = sectionCatalogue<AuthorityCatalogue>('authority', {
  en: () => import('./en').then((module) => module.authorityEn),
  fr: () => import('./fr').then((module) => module.authorityFr),
  de: () => import('./de').then((module) => module.authorityDe),
  pt: () => import('./pt').then((module) => module.authorityPt),
});
