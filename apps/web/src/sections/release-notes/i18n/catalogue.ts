// Product Update's texts in every language, each its own small chunk fetched with the pages that use them.
import { sectionCatalogue } from '../../../i18n/section-catalogues';
import type { ProductUpdateCatalogue } from './en';

export const productUpdateCatalogue = sectionCatalogue<ProductUpdateCatalogue>('productUpdate', {
  en: () => import('./en').then((module) => module.productUpdateEn),
  fr: () => import('./fr').then((module) => module.productUpdateFr),
  de: () => import('./de').then((module) => module.productUpdateDe),
  pt: () => import('./pt').then((module) => module.productUpdatePt),
});
