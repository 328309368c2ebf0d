// A section's texts load with the section, in each language as its own small chunk, so the entry chunk holds only
// the shell's texts and a new section costs the login page and the shell nothing. A section's entry module lists
// the catalogues its pages use; the route loads them before the page renders (withSectionCatalogues), and once
// loaded they stay registered, so a later language switch fetches them in that language before it switches.
import i18next from 'i18next';
import { addTextsOnce } from './add-texts';
import { isLanguage, type Language } from './catalogue';

export interface SectionCatalogue {
  /** The top-level key the texts go under: `machines` serves t('machines.title'). */
  readonly key: string;
  /** One loader per language, each a dynamic import, so a language's texts are fetched only when needed. */
  readonly load: Readonly<Record<Language, () => Promise<object>>>;
}

/** T is the English catalogue's Shape: every language's loader must give one with all its keys. */
export function sectionCatalogue<T extends object>(
  key: string,
  load: Readonly<Record<Language, () => Promise<T>>>,
): SectionCatalogue {
  return { key, load };
}

const registered = new Set<SectionCatalogue>();
/** The language last asked for: a section that loads while a switch is under way needs that one too. */
let requestedLanguage: Language | undefined;

function loadIn(catalogue: SectionCatalogue, language: Language): Promise<void> {
  return addTextsOnce(language, catalogue.key, () =>
    catalogue.load[language]().then((texts) => ({ [catalogue.key]: texts })),
  );
}

/** Registers a section's catalogues and loads them in the language shown (and the one being switched to). */
export async function loadSectionCatalogues(catalogues: readonly SectionCatalogue[]): Promise<void> {
  const shown = isLanguage(i18next.language) ? i18next.language : 'en';
  const languages = new Set([shown, requestedLanguage ?? shown]);
  for (const catalogue of catalogues) registered.add(catalogue);
  await Promise.all(
    catalogues.flatMap((catalogue) => [...languages].map((language) => loadIn(catalogue, language))),
  );
}

/** Called by setLanguage before it switches, so no page shows a raw key in the new language. */
export async function loadRegisteredCatalogues(language: Language): Promise<void> {
  requestedLanguage = language;
  await Promise.all([...registered].map((catalogue) => loadIn(catalogue, language)));
}

/** For a route's lazy import: resolves the section module once its catalogues are in, so Suspense waits for them. */
export async function withSectionCatalogues<M extends { catalogues: readonly SectionCatalogue[] }>(
  module: M,
): Promise<M> {
  await loadSectionCatalogues(module.catalogues);
  return module;
}
