// The Models page's texts in every language, each its own small chunk fetched with the pages that use them.
import { sectionCatalogue } from '../../../../i18n/section-catalogues';
import type { modelsEn } from './en';

export const modelsCatalogue = sectionCatalogue<typeof modelsEn>('models', {
  en: () => import('./en').then((module) => module.modelsEn),
  fr: () => import('./fr').then((module) => module.modelsFr),
  de: () => import('./de').then((module) => module.modelsDe),
  pt: () => import('./pt').then((module) => module.modelsPt),
});
