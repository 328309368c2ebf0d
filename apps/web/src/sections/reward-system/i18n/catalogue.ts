// The Reward System's texts in every language, each its own small chunk fetched with the pages that use them.
import { sectionCatalogue } from '../../../i18n/section-catalogues';
import type { RewardsCatalogue } from './en';

export const rewardsCatalogue = sectionCatalogue<RewardsCatalogue>('rewards', {
  en: () => import('./en').then((module) => module.rewardsEn),
  fr: () => import('./fr').then((module) => module.rewardsFr),
  de: () => import('./de').then((module) => module.rewardsDe),
  pt: () => import('./pt').then((module) => module.rewardsPt),
});
