// The Profile texts in every language, each its own small chunk fetched with the page.
import { sectionCatalogue } from '../../../i18n/section-catalogues';
import type { ProfileCatalogue } from './en';

export const profileCatalogue = sectionCatalogue<ProfileCatalogue>('profile', {
  en: () => import('./en').then((module) => module.profileEn),
  fr: () => import('./fr').then((module) => module.profileFr),
  de: () => import('./de').then((module) => module.profileDe),
  pt: () => import('./pt').then((module) => module.profilePt),
});
