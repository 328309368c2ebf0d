// The Black List's texts in every language, each its own small chunk fetched with the page.
import { sectionCatalogue } from '../../../i18n/section-catalogues';
import type { BlocklistCatalogue } from './en';

export const blocklistCatalogue = sectionCatalogue<BlocklistCatalogue>('blocklist', {
  en: () => import('./en').then((module) => module.blocklistEn),
  fr: () => import('./fr').then((module) => module.blocklistFr),
  de: () => import('./de').then((module) => module.blocklistDe),
  pt: () => import('./pt').then((module) => module.blocklistPt),
});
