// The Shop's texts in every language, each its own small chunk fetched with the pages that use them.
import { sectionCatalogue } from '../../../i18n/section-catalogues';
import type { ShopCatalogue } from './en';

export const shopCatalogue = sectionCatalogue<ShopCatalogue>('shop', {
  en: () => import('./en').then((module) => module.shopEn),
  fr: () => import('./fr').then((module) => module.shopFr),
  de: () => import('./de').then((module) => module.shopDe),
  pt: () => import('./pt').then((module) => module.shopPt),
});
