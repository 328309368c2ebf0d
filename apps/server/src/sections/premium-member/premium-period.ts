// The calendar of a subscription: a period is one calendar month or year in UTC from its start (a start on the 31st
// ends on the last day of a shorter month), and what a cancellation now gives back of it, in whole days.
import type { PlanPeriod } from '@bluemanager/protocol';

export const DAY_MS = 86_400_000;

/** The end of a period that starts at `start` (ISO instant). */
export function periodEnd(start: string, period: PlanPeriod): string {
  const from = new Date(start);
  const months = period === 'monthly' ? 1 : 12;
  const day = from.getUTCDate();
  const moved = new Date(from);
  moved.setUTCDate(1);
  moved.setUTCMonth(moved.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(moved.getUTCFullYear(), moved.getUTCMonth() + 1, 0)).getUTCDate();
  moved.setUTCDate(Math.min(day, lastDay));
  return moved.toISOString();
}

/** The period's length in whole days (a month is 28 to 31 of them, a year 365 or 366). */
export function periodDays(start: string, end: string): number {
  return Math.round((Date.parse(end) - Date.parse(start)) / DAY_MS);
}

/**
 * What a cancellation at `now` refunds of `paid` minor units: the whole days left of the period, pro rata. The day
 * of cancelling counts as used (days left are rounded down), and the amount is rounded down to the minor unit:
 * floor(paid × unused days ÷ days in the period), all integers, never a float of money.
 */
export function proratedRefund(paid: number, period: { start: string; end: string }, now: Date): number {
  const total = periodDays(period.start, period.end);
  const unused = Math.floor((Date.parse(period.end) - now.getTime()) / DAY_MS);
  if (total <= 0 || unused <= 0 || paid <= 0) return 0;
  return Math.floor((paid * Math.min(unused, total)) / total);
}
