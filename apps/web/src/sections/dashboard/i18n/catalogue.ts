// The Dashboard's texts in every language, each its own small chunk fetched with the pages that use them.
import { sectionCatalogue } from '../../../i18n/section-catalogues';
import type { DashboardsCatalogue } from './en';

export const dashboardsCatalogue = sectionCatalogue<DashboardsCatalogue>('dashboards', {
  en: () => import('./en').then((module) => module.dashboardsEn),
  fr: () => import('./fr').then((module) => module.dashboardsFr),
  de: () => import('./de').then((module) => module.dashboardsDe),
  pt: () => import('./pt').then((module) => module.dashboardsPt),
});
