// The Crash Logs texts in every language, each its own small chunk fetched with the pages that use them.
import { sectionCatalogue } from '../../../i18n/section-catalogues';
import type { CrashesCatalogue } from './en';

export const crashesCatalogue = sectionCatalogue<CrashesCatalogue>('crashes', {
  en: () => import('./en').then((module) => module.crashesEn),
  fr: () => import('./fr').then((module) => module.crashesFr),
  de: () => import('./de').then((module) => module.crashesDe),
  pt: () => import('./pt').then((module) => module.crashesPt),
});
