// How the bike pages say a duration, a fee and a place: words in the user's language, never raw codes.
import type { TFunction } from 'i18next';
import { readableMachineName } from '../../format/machine-name';

/** '45 min', '3 h 10 min', '4 d 2 h'. */
export function durationText(t: TFunction, minutes: number): string {
  if (minutes < 60) return t('bike.minutes', { count: minutes });
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return t('bike.hoursMinutes', { hours, minutes: minutes % 60 });
  return t('bike.daysHours', { days: Math.floor(hours / 24), hours: hours % 24 });
}

/** Minor units in the currency's own decimals: 150 CAD is $1.50. */
export function moneyText(cents: number, currency: string, language: string): string {
  const format = new Intl.NumberFormat(language, { style: 'currency', currency });
  const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
  return format.format(cents / 10 ** digits);
}

export const locationName = (name: string) => readableMachineName(name);
