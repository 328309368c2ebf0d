// The BlueExpress texts in every language, each its own small chunk fetched with the pages that use them.
import { sectionCatalogue } from '../../../i18n/section-catalogues';
import type { BlueexpressCatalogue } from './en';

export const blueexpressCatalogue = sectionCatalogue<BlueexpressCatalogue>('blueexpress', {
  en: () => import('./en').then((module) => module.blueexpressEn),
  fr: () => import('./fr').then((module) => module.blueexpressFr),
  de: () => import('./de').then((module) => module.blueexpressDe),
  pt: () => import('./pt').then((module) => module.blueexpressPt),
});
