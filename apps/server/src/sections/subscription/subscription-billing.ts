// What a plan bills for a month, in integer arithmetic only. A line is quantity × monthly price, pro-rated when the
// plan starts within the month: × days billed ÷ days in the month, rounded half up to the minor unit (a half cent
// goes up). The division runs on BigInt, so no figure passes through a binary fraction and any size stays exact.
import type { InvoiceLineKind } from '@bluemanager/protocol';

export interface MonthlyPrices {
  unitAmount: number;
  lockerAmount: number;
  /** yyyy-mm-dd, the first day billed. */
  startsOn: string;
}

export interface BilledCounts {
  units: number;
  lockers: number;
}

export interface BilledLine {
  kind: InvoiceLineKind;
  quantity: number;
  unitAmount: number;
  days: number;
  daysInMonth: number;
  amount: number;
}

function yearAndMonth(month: string): [number, number] {
  const [year, number] = month.split('-').map(Number);
  if (year === undefined || number === undefined || !Number.isInteger(year) || !Number.isInteger(number)) {
    throw new Error(`'${month}' is not a month as yyyy-mm`);
  }
  return [year, number];
}

/** 28 to 31: day 0 of the next month is this month's last day. */
export function daysInMonth(month: string): number {
  const [year, number] = yearAndMonth(month);
  return new Date(Date.UTC(year, number, 0)).getUTCDate();
}

/** The month (yyyy-mm) a moment falls in, in UTC: the portal bills calendar months in UTC. */
export const monthOf = (moment: Date): string => moment.toISOString().slice(0, 7);

/** The month `count` months before `month` (yyyy-mm). */
export function monthsBefore(month: string, count: number): string {
  const [year, number] = yearAndMonth(month);
  return monthOf(new Date(Date.UTC(year, number - 1 - count, 1)));
}

/** How many days of `month` a plan starting on `startsOn` bills: all of them, the days from its start, or none. */
export function billedDays(month: string, startsOn: string): number {
  const total = daysInMonth(month);
  const startMonth = startsOn.slice(0, 7);
  if (startMonth < month) return total;
  if (startMonth > month) return 0;
  return total - Number(startsOn.slice(8, 10)) + 1;
}

/** quantity × price × days ÷ daysInMonth, rounded half up; exact for every safe integer input. */
export function proratedAmount(quantity: number, price: number, days: number, monthDays: number): number {
  const numerator = BigInt(quantity) * BigInt(price) * BigInt(days);
  const divisor = BigInt(monthDays);
  const amount = (numerator * 2n + divisor) / (divisor * 2n);
  return Number(amount);
}

/** The lines a plan bills for `month` with these counts; empty when the plan has not started by the month's end. */
export function invoiceLinesFor(prices: MonthlyPrices, counts: BilledCounts, month: string): BilledLine[] {
  const days = billedDays(month, prices.startsOn);
  if (days === 0) return [];
  const monthDays = daysInMonth(month);
  const line = (kind: InvoiceLineKind, quantity: number, unitAmount: number): BilledLine => ({
    kind,
    quantity,
    unitAmount,
    days,
    daysInMonth: monthDays,
    amount: proratedAmount(quantity, unitAmount, days, monthDays),
  });
  return [
    line('units', counts.units, prices.unitAmount),
    line('lockers', counts.lockers, prices.lockerAmount),
  ];
}

export const linesTotal = (lines: readonly BilledLine[]): number =>
  lines.reduce((total, line) => total + line.amount, 0);
