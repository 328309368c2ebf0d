// The message template pages' texts in every language, each its own small chunk fetched with the page.
import { sectionCatalogue } from '../../../i18n/section-catalogues';
import type { SmsCatalogue } from './en';

export const smsCatalogue = sectionCatalogue<SmsCatalogue>('sms', {
  en: () => import('./en').then((module) => module.smsEn),
  fr: () => import('./fr').then((module) => module.smsFr),
  de: () => import('./de').then((module) => module.smsDe),
  pt: () => import('./pt').then((module) => module.smsPt),
});
