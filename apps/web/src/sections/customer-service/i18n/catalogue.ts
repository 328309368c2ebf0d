// The Support texts in every language, each its own small chunk fetched with the pages that use them.
import { sectionCatalogue } from '../../../i18n/section-catalogues';
import type { SupportCatalogue } from './en';

export const supportCatalogue = sectionCatalogue<SupportCatalogue>('support', {
  en: () => import('./en').then((module) => module.supportEn),
  fr: () => import('./fr').then((module) => module.supportFr),
  de: () => import('./de').then((module) => module.supportDe),
  pt: () => import('./pt').then((module) => module.supportPt),
});
