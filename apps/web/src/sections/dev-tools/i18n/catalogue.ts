// Developer tools' texts in every language, each its own small chunk fetched with the page.
import { sectionCatalogue } from '../../../i18n/section-catalogues';
import type { DevToolsCatalogue } from './en';

export const devToolsCatalogue = sectionCatalogue<DevToolsCatalogue>('devTools', {
  en: () => import('./en').then((module) => module.devToolsEn),
  fr: () => import('./fr').then((module) => module.devToolsFr),
  de: () => import('./de').then((module) => module.devToolsDe),
  pt: () => import('./pt').then((module) => module.devToolsPt),
});
