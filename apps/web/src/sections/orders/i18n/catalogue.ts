// The Orders texts in every language, each its own small chunk fetched with the pages that use them.
import { sectionCatalogue } from '../../../i18n/section-catalogues';
import type { OrdersCatalogue } from './en';

export const ordersCatalogue = sectionCatalogue<OrdersCatalogue>('orders', {
  en: () => import('./en').then((module) => module.ordersEn),
  fr: () => import('./fr').then((module) => module.ordersFr),
  de: () => import('./de').then((module) => module.ordersDe),
  pt: () => import('./pt').then((module) => module.ordersPt),
});
