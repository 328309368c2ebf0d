// The advertising overview's texts in every language, each its own small chunk fetched with the page.
import { sectionCatalogue } from '../../../../i18n/section-catalogues';
import type { adOverviewEn } from './en';

export const adOverviewCatalogue = sectionCatalogue<typeof adOverviewEn>('adOverview', {
  en: () => import('./en').then((module) => module.adOverviewEn),
  fr: () => import('./fr').then((module) => module.adOverviewFr),
  de: () => import('./de').then((module) => module.adOverviewDe),
  pt: () => import('./pt').then((module) => module.adOverviewPt),
});
