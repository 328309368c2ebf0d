// The Statistic View's period and the small arithmetic the dashboards show.

export interface Period {
  from: string;
  to: string;
}

const DAY_MS = 86_400_000;
/** The server accepts at most three years (act 52052). */
export const MAX_PERIOD_DAYS = 3 * 366;

function isoDay(time: number): string {
  return new Date(time).toISOString().slice(0, 10);
}

/** The last `days` UTC days, today included: the default period. */
export function lastDays(days: number, now: Date = new Date()): Period {
  return { from: isoDay(now.getTime() - (days - 1) * DAY_MS), to: isoDay(now.getTime()) };
}

export type PeriodProblem = 'missing' | 'order' | 'length';

/** Why a period cannot be asked for, or undefined when it can; `maxDays` is the act's own limit. */
export function periodProblem({ from, to }: Period, maxDays = MAX_PERIOD_DAYS): PeriodProblem | undefined {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(from) || !/^\d{4}-\d{2}-\d{2}$/.test(to)) return 'missing';
  if (from > to) return 'order';
  if ((Date.parse(to) - Date.parse(from)) / DAY_MS > maxDays) return 'length';
  return undefined;
}

/** A rate (0..1) as the user's language writes a percentage with one decimal. */
export function formatRate(rate: number, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 }).format(rate);
}

/** Hours with one decimal in the user's language. */
export function formatHours(hours: number, locale: string): string {
  return new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(hours);
}
