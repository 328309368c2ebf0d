// The Manual page's texts in every language, each its own small chunk fetched with the page.
import { sectionCatalogue } from '../../../i18n/section-catalogues';
import type { ManualPageCatalogue } from './en';

export const manualPageCatalogue = sectionCatalogue<ManualPageCatalogue>('manual', {
  en: () => import('./en').then((module) => module.manualPageEn),
  fr: () => import('./fr').then((module) => module.manualPageFr),
  de: () => import('./de').then((module) => module.manualPageDe),
  pt: () => import('./pt').then((module) => module.manualPagePt),
});
