// The Logs texts in every language, each its own small chunk fetched with the section's pages.
import { sectionCatalogue } from '../../../i18n/section-catalogues';
import type { logsEn } from './en';

export const logsCatalogue = sectionCatalogue<typeof logsEn>('logs', {
  en: () => import('./en').then((module) => module.logsEn),
  fr: () => import('./fr').then((module) => module.logsFr),
  de: () => import('./de').then((module) => module.logsDe),
  pt: () => import('./pt').then((module) => module.logsPt),
});
