// The Pending / Collected texts in every language, each its own small chunk fetched with the pages that use them.
import { sectionCatalogue } from '../../../i18n/section-catalogues';
import type { parcelsEn } from './en';

export const parcelsCatalogue = sectionCatalogue<typeof parcelsEn>('parcels', {
  en: () => import('./en').then((module) => module.parcelsEn),
  fr: () => import('./fr').then((module) => module.parcelsFr),
  de: () => import('./de').then((module) => module.parcelsDe),
  pt: () => import('./pt').then((module) => module.parcelsPt),
});
