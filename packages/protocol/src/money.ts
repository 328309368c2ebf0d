// Money is never a float (spec issue 18): an amount is a whole number of the currency's minor units (cents) with its
// currency code. Sums and differences stay integers; formatting builds the decimal text from the digits themselves,
// so no figure ever passes through a binary fraction on its way to the screen.
import { z } from 'zod';

/** The currencies the portal takes; each has two minor-unit digits. */
export const CURRENCIES = ['CAD', 'USD', 'EUR'] as const;
export type Currency = (typeof CURRENCIES)[number];

const MINOR_DIGITS: Readonly<Record<Currency, number>> = { CAD: 2, USD: 2, EUR: 2 };

/** An amount in minor units; integer and within JavaScript's exact integers. */
export const minorUnits = z.number().int().min(-Number.MAX_SAFE_INTEGER).max(Number.MAX_SAFE_INTEGER);

export const money = z.object({
  amount: minorUnits.describe('whole minor units (cents)'),
  currency: z.enum(CURRENCIES),
});
export type Money = z.infer<typeof money>;

export class MoneyError extends Error {
  override readonly name = 'MoneyError';
}

export function minorDigits(currency: Currency): number {
  return MINOR_DIGITS[currency];
}

function checked(amount: number): number {
  if (!Number.isSafeInteger(amount)) throw new MoneyError(`${amount} is not a whole number of minor units`);
  return amount;
}

export function moneyOf(amount: number, currency: Currency): Money {
  return { amount: checked(amount), currency };
}

function sameCurrency(a: Money, b: Money): void {
  if (a.currency !== b.currency) throw new MoneyError(`cannot combine ${a.currency} with ${b.currency}`);
}

export function addMoney(a: Money, b: Money): Money {
  sameCurrency(a, b);
  return moneyOf(a.amount + b.amount, a.currency);
}

export function subtractMoney(a: Money, b: Money): Money {
  sameCurrency(a, b);
  return moneyOf(a.amount - b.amount, a.currency);
}

/** The sum of amounts of one currency; an empty list sums to zero of `currency`. */
export function sumMoney(amounts: readonly Money[], currency: Currency): Money {
  return amounts.reduce((total, next) => addMoney(total, next), moneyOf(0, currency));
}

/** `12345` CAD as the exact decimal text `123.45` (a minus sign first when negative). */
export function decimalText(value: Money): `${number}` {
  const digits = minorDigits(value.currency);
  const magnitude = String(Math.abs(checked(value.amount))).padStart(digits + 1, '0');
  const whole = magnitude.slice(0, magnitude.length - digits);
  const fraction = magnitude.slice(magnitude.length - digits);
  return `${value.amount < 0 ? '-' : ''}${whole}${digits > 0 ? `.${fraction}` : ''}` as `${number}`;
}

/**
 * Reads what a person typed (`12`, `12.5`, `12,50`, `1 234.56`) as minor units of `currency`, or undefined when it is
 * not an amount or has more decimals than the currency has. Digits are read as text, never through a float.
 */
export function parseMoney(text: string, currency: Currency): Money | undefined {
  const compact = text.trim().replace(/[\s\u00a0\u202f]/g, '');
  const match = /^(-?)(\d{1,13})(?:[.,](\d*))?$/.exec(compact);
  if (!match) return undefined;
  const [, sign, whole, fraction = ''] = match;
  const digits = minorDigits(currency);
  if (fraction.length > digits) return undefined;
  const amount = Number(`${whole}${fraction.padEnd(digits, '0')}`);
  return moneyOf(sign === '-' && amount !== 0 ? -amount : amount, currency);
}

/**
 * Formats in a language's way (`$1,234.56`, `1 234,56 $`, `1.234,56 CA$`). Intl.NumberFormat reads a decimal string
 * exactly (ECMA-402's string numerals), so the amount goes in as `decimalText`, never as a division's result.
 */
export function formatMoney(value: Money, language: string): string {
  return new Intl.NumberFormat(language, {
    style: 'currency',
    currency: value.currency,
    minimumFractionDigits: minorDigits(value.currency),
    maximumFractionDigits: minorDigits(value.currency),
  }).format(decimalText(value));
}
