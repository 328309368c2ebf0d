// The bike section's texts in every language, each its own small chunk fetched with the pages.
import { sectionCatalogue } from '../../../i18n/section-catalogues';
import type { BikeCatalogue } from './en';

export const bikeCatalogue = sectionCatalogue<BikeCatalogue>('bike', {
  en: () => import('./en').then((module) => module.bikeEn),
  fr: () => import('./fr').then((module) => module.bikeFr),
  de: () => import('./de').then((module) => module.bikeDe),
  pt: () => import('./pt').then((module) => module.bikePt),
});
