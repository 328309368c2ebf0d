// The New building texts in every language, each its own small chunk fetched with the page.
import { sectionCatalogue } from '../../../i18n/section-catalogues';
import type { NewSettingCatalogue } from './en';

export const newSettingCatalogue = sectionCatalogue<NewSettingCatalogue>('newSetting', {
  en: () => import('./en').then((module) => module.newSettingEn),
  fr: () => import('./fr').then((module) => module.newSettingFr),
  de: () => import('./de').then((module) => module.newSettingDe),
  pt: () => import('./pt').then((module) => module.newSettingPt),
});
