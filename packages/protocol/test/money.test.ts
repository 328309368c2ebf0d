// Money (issue 18): integer minor units with a currency; sums stay exact, mixed currencies are refused, typed amounts
// are read as digits, and formatting is the language's own with the exact decimal.
import { describe, expect, it } from 'vitest';
import {
  addMoney,
  decimalText,
  formatMoney,
  moneyOf,
  MoneyError,
  parseMoney,
  subtractMoney,
  sumMoney,
} from '../src/money.js';

describe('money', () => {
  it('sums ten thousand random amounts exactly, where floats of the same figures drift', () => {
    let seed = 42;
    const next = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed;
    };
    const amounts = Array.from({ length: 10_000 }, () => moneyOf(next() % 1_000_000, 'CAD'));
    const oracle = amounts.reduce((total, value) => total + BigInt(value.amount), 0n);
    const summed = sumMoney(amounts, 'CAD');
    expect(BigInt(summed.amount)).toBe(oracle);
    expect(decimalText(summed)).toBe(`${oracle / 100n}.${String(oracle % 100n).padStart(2, '0')}`);
    // The same figures as floating-point dollars do not come back to the cent: why cents are integers.
    const floats = amounts.reduce((total, value) => total + value.amount / 100, 0);
    expect(floats.toFixed(10)).not.toBe(`${decimalText(summed)}00000000`);
  });

  it('refuses fractions of a minor unit and mixed currencies', () => {
    expect(() => moneyOf(10.5, 'CAD')).toThrow(MoneyError);
    expect(() => addMoney(moneyOf(1, 'CAD'), moneyOf(1, 'USD'))).toThrow(MoneyError);
    expect(subtractMoney(moneyOf(1000, 'EUR'), moneyOf(1, 'EUR'))).toEqual({ amount: 999, currency: 'EUR' });
  });

  it('writes the exact decimal and reads what people type', () => {
    expect(decimalText(moneyOf(5, 'CAD'))).toBe('0.05');
    expect(decimalText(moneyOf(-123_456, 'CAD'))).toBe('-1234.56');
    expect(decimalText(moneyOf(9_007_199_254_740_991, 'CAD'))).toBe('90071992547409.91');
    expect(parseMoney('12', 'CAD')).toEqual({ amount: 1200, currency: 'CAD' });
    expect(parseMoney('12,5', 'CAD')).toEqual({ amount: 1250, currency: 'CAD' });
    expect(parseMoney(' 1 234.56 ', 'CAD')).toEqual({ amount: 123_456, currency: 'CAD' });
    expect(parseMoney('0.1', 'CAD')?.amount).toBe(10);
    expect(parseMoney('1.005', 'CAD')).toBeUndefined();
    expect(parseMoney('abc', 'CAD')).toBeUndefined();
  });

  it('formats in each of the four languages', () => {
    const value = moneyOf(123_456, 'CAD');
    const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');
    expect(plain(formatMoney(value, 'en'))).toBe('CA$1,234.56');
    expect(plain(formatMoney(value, 'en-CA'))).toBe('$1,234.56');
    expect(plain(formatMoney(value, 'fr'))).toBe('1 234,56 $CA');
    expect(plain(formatMoney(value, 'de'))).toBe('1.234,56 CA$');
    expect(plain(formatMoney(value, 'pt'))).toBe('CA$ 1.234,56');
    expect(plain(formatMoney(moneyOf(9_007_199_254_740_991, 'CAD'), 'en-CA'))).toBe('$90,071,992,547,409.91');
  });
});
