// The Members texts in every language, each its own small chunk fetched with the pages that use them.
import { sectionCatalogue } from '../../../i18n/section-catalogues';
import type { MembersCatalogue } from './en';

export const membersCatalogue = sectionCatalogue<MembersCatalogue>('members', {
  en: () => import('./en').then((module) => module.membersEn),
  fr: () => import('./fr').then((module) => module.membersFr),
  de: () => import('./de').then((module) => module.membersDe),
  pt: () => import('./pt').then((module) => module.membersPt),
});
