// The Machine pages' texts in every language, each its own small chunk fetched with the pages that use them.
import { sectionCatalogue } from '../../../i18n/section-catalogues';
import type { MachinesCatalogue } from './en';

export const machinesCatalogue = sectionCatalogue<MachinesCatalogue>('machines', {
  en: () => import('./en').then((module) => module.machinesEn),
  fr: () => import('./fr').then((module) => module.machinesFr),
  de: () => import('./de').then((module) => module.machinesDe),
  pt: () => import('./pt').then((module) => module.machinesPt),
});
