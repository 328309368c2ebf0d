// Spec §9: counts over 999 show as K with one decimal, from 1,000,000 as M; digits follow the language.
export function formatCount(value: number, locale = 'en'): string {
  const oneDecimal = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
  if (Math.abs(value) >= 1_000_000) return `${oneDecimal.format(value / 1_000_000)}M`;
  if (Math.abs(value) > 999) return `${oneDecimal.format(value / 1000)}K`;
  return new Intl.NumberFormat(locale).format(value);
}
