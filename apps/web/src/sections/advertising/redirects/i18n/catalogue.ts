// The Redirect Setting page's texts in every language, each its own small chunk fetched with the page.
import { sectionCatalogue } from '../../../../i18n/section-catalogues';
import type { redirectsEn } from './en';

export const redirectsCatalogue = sectionCatalogue<typeof redirectsEn>('redirects', {
  en: () => import('./en').then((module) => module.redirectsEn),
  fr: () => import('./fr').then((module) => module.redirectsFr),
  de: () => import('./de').then((module) => module.redirectsDe),
  pt: () => import('./pt').then((module) => module.redirectsPt),
});
