// The Choose building and locker texts in every language, each its own small chunk fetched with the page.
import { sectionCatalogue } from '../../../i18n/section-catalogues';
import type { LockerSelectCatalogue } from './en';

export const lockerSelectCatalogue = sectionCatalogue<LockerSelectCatalogue>('lockerSelect', {
  en: () => import('./en').then((module) => module.lockerSelectEn),
  fr: () => import('./fr').then((module) => module.lockerSelectFr),
  de: () => import('./de').then((module) => module.lockerSelectDe),
  pt: () => import('./pt').then((module) => module.lockerSelectPt),
});
