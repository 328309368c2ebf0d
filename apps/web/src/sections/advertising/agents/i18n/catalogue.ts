// The Ad Agents page's texts in every language, each its own small chunk fetched with the pages that use them.
import { sectionCatalogue } from '../../../../i18n/section-catalogues';
import type { adAgentsEn } from './en';

export const adAgentsCatalogue = sectionCatalogue<typeof adAgentsEn>('adAgents', {
  en: () => import('./en').then((module) => module.adAgentsEn),
  fr: () => import('./fr').then((module) => module.adAgentsFr),
  de: () => import('./de').then((module) => module.adAgentsDe),
  pt: () => import('./pt').then((module) => module.adAgentsPt),
});
