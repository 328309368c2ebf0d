// A machine mode in words: its number (mm) and its name in the user's language, the server's name as the fallback
// for a mode this portal does not know yet.
import type { TFunction } from 'i18next';

export function modeName(t: TFunction, mm: number, fallback: string): string {
  return t(`machines.modes.${mm}`, { defaultValue: fallback });
}

export function familyName(t: TFunction, family: string): string {
  return t(`family.${family}`, { defaultValue: family });
}
