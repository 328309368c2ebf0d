// The Tokens texts in every language, each its own small chunk fetched with the page.
import { sectionCatalogue } from '../../../i18n/section-catalogues';
import type { TokensCatalogue } from './en';

export const tokensCatalogue = sectionCatalogue<TokensCatalogue>('tokens', {
  en: () => import('./en').then((module) => module.tokensEn),
  fr: () => import('./fr').then((module) => module.tokensFr),
  de: () => import('./de').then((module) => module.tokensDe),
  pt: () => import('./pt').then((module) => module.tokensPt),
});
