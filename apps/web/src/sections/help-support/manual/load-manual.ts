// The manual's text in a language, each language its own chunk; English for any other.
import type { ManualText } from './manual-types';

const LOADERS: Readonly<Record<string, () => Promise<ManualText>>> = {
  en: () => import('./en').then((module) => module.manualEn),
  fr: () => import('./fr').then((module) => module.manualFr),
  de: () => import('./de').then((module) => module.manualDe),
  pt: () => import('./pt').then((module) => module.manualPt),
};

export function loadManual(language: string): Promise<ManualText> {
  const load = LOADERS[language.slice(0, 2)] ?? LOADERS.en;
  if (!load) throw new Error('the manual has no English text');
  return load();
}
