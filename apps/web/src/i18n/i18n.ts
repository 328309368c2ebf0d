// i18next with the shell's English bundled and its other catalogues loaded on demand, each its own small chunk.
// The sections' texts are not here: each loads with its section (section-catalogues.ts).
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { STORAGE_KEYS } from '../session/storage-keys';
import { isLanguage, type Catalogue, type Language } from './catalogue';
import { addTextsOnce } from './add-texts';
import { en } from './locales/en';
import { loadRegisteredCatalogues } from './section-catalogues';

const loaders: Record<Exclude<Language, 'en'>, () => Promise<Catalogue>> = {
  fr: () => import('./locales/fr').then((module) => module.fr),
  de: () => import('./locales/de').then((module) => module.de),
  pt: () => import('./locales/pt').then((module) => module.pt),
};

export function storedLanguage(): Language {
  const stored = localStorage.getItem(STORAGE_KEYS.language);
  return isLanguage(stored) ? stored : 'en';
}

export async function initI18n(language: Language = storedLanguage()): Promise<void> {
  await i18next.use(initReactI18next).init({
    resources: { en: { translation: en } },
    lng: 'en',
    fallbackLng: 'en',
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  await setLanguage(language);
}

/** Switches the language, remembers it and tells assistive technology through <html lang>. */
export async function setLanguage(language: Language): Promise<void> {
  await Promise.all([
    language === 'en' ? undefined : addTextsOnce(language, 'shell', loaders[language]),
    loadRegisteredCatalogues(language),
  ]);
  await i18next.changeLanguage(language);
  localStorage.setItem(STORAGE_KEYS.language, language);
  document.documentElement.lang = language;
}

export function currentLanguage(): Language {
  return isLanguage(i18next.language) ? i18next.language : 'en';
}
