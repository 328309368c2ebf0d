import type { en } from './locales/en';

/** The keys of an English catalogue with any text as value: a language typed with it must have every key. */
export type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };

/** Every shell catalogue has exactly the keys of the English one: a missing translation is a compile error. */
export type Catalogue = Shape<typeof en>;

export const LANGUAGES = ['en', 'fr', 'de', 'pt'] as const;
export type Language = (typeof LANGUAGES)[number];

export function isLanguage(value: unknown): value is Language {
  return LANGUAGES.some((language) => language === value);
}
