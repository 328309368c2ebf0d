// The Locker Settings texts in every language, each its own small chunk fetched with the pages that use them.
import { sectionCatalogue } from '../../../i18n/section-catalogues';
import type { LockerSettingsCatalogue } from './en';

export const lockerSettingsCatalogue = sectionCatalogue<LockerSettingsCatalogue>('lockerSettings', {
  en: () => import('./en').then((module) => module.lockerSettingsEn),
  fr: () => import('./fr').then((module) => module.lockerSettingsFr),
  de: () => import('./de').then((module) => module.lockerSettingsDe),
  pt: () => import('./pt').then((module) => module.lockerSettingsPt),
});
