// Premium Member's texts in every language, each its own small chunk fetched with the pages that use them.
import { sectionCatalogue } from '../../../i18n/section-catalogues';
import type { PremiumCatalogue } from './en';

export const premiumCatalogue = sectionCatalogue<PremiumCatalogue>('premium', {
  en: () => import('./en').then((module) => module.premiumEn),
  fr: () => import('./fr').then((module) => module.premiumFr),
  de: () => import('./de').then((module) => module.premiumDe),
  pt: () => import('./pt').then((module) => module.premiumPt),
});
