// The community section's texts in every language, each its own small chunk fetched with the page.
import { sectionCatalogue } from '../../../i18n/section-catalogues';
import type { CommunityCatalogue } from './en';

export const communityCatalogue = sectionCatalogue<CommunityCatalogue>('community', {
  en: () => import('./en').then((module) => module.communityEn),
  fr: () => import('./fr').then((module) => module.communityFr),
  de: () => import('./de').then((module) => module.communityDe),
  pt: () => import('./pt').then((module) => module.communityPt),
});
