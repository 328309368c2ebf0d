// The amenity section's texts in every language, each its own small chunk fetched with the pages.
import { sectionCatalogue } from '../../../i18n/section-catalogues';
import type { AmenityCatalogue } from './en';

export const amenityCatalogue = sectionCatalogue<AmenityCatalogue>('amenity', {
  en: () => import('./en').then((module) => module.amenityEn),
  fr: () => import('./fr').then((module) => module.amenityFr),
  de: () => import('./de').then((module) => module.amenityDe),
  pt: () => import('./pt').then((module) => module.amenityPt),
});
