// Ad Analytics texts in every language, each its own small chunk fetched with the section.
import { sectionCatalogue } from '../../../../i18n/section-catalogues';
import type { adAnalyticsEn } from './en';

export const adAnalyticsCatalogue = sectionCatalogue<typeof adAnalyticsEn>('adAnalytics', {
  en: () => import('./en').then((module) => module.adAnalyticsEn),
  fr: () => import('./fr').then((module) => module.adAnalyticsFr),
  de: () => import('./de').then((module) => module.adAnalyticsDe),
  pt: () => import('./pt').then((module) => module.adAnalyticsPt),
});
