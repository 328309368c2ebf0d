// The Compartments texts in every language, each its own small chunk; the Models pages load them too (layouts).
import { sectionCatalogue } from '../../../i18n/section-catalogues';
import type { compartmentsEn } from './en';

export const compartmentsCatalogue = sectionCatalogue<typeof compartmentsEn>('compartments', {
  en: () => import('./en').then((module) => module.compartmentsEn),
  fr: () => import('./fr').then((module) => module.compartmentsFr),
  de: () => import('./de').then((module) => module.compartmentsDe),
  pt: () => import('./pt').then((module) => module.compartmentsPt),
});
