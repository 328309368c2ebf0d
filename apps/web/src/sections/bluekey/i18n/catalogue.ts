// The BlueKey texts in every language, each its own small chunk fetched with the pages that use them.
import { sectionCatalogue } from '../../../i18n/section-catalogues';
import type { BlueKeyCatalogue } from './en';

export const bluekeyCatalogue = sectionCatalogue<BlueKeyCatalogue>('bluekey', {
  en: () => import('./en').then((module) => module.bluekeyEn),
  fr: () => import('./fr').then((module) => module.bluekeyFr),
  de: () => import('./de').then((module) => module.bluekeyDe),
  pt: () => import('./pt').then((module) => module.bluekeyPt),
});
