// The Service texts in every language, each its own small chunk fetched with the page.
import { sectionCatalogue } from '../../../i18n/section-catalogues';
import type { WebServiceCatalogue } from './en';

export const webServiceCatalogue = sectionCatalogue<WebServiceCatalogue>('webService', {
  en: () => import('./en').then((module) => module.webServiceEn),
  fr: () => import('./fr').then((module) => module.webServiceFr),
  de: () => import('./de').then((module) => module.webServiceDe),
  pt: () => import('./pt').then((module) => module.webServicePt),
});
