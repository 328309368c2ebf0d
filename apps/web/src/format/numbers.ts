// Numbers as people read them. Spec §9's compact form (over 999 as K with one decimal, from 1,000,000 as M) is for
// KPI cards, badges and chart ticks, where space is short; tables, totals and pagers show the whole number, since
// "5K" in a table hides the figure someone came to read.
export function formatCompact(value: number, locale = 'en'): string {
  const oneDecimal = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
  if (Math.abs(value) >= 1_000_000) return `${oneDecimal.format(value / 1_000_000)}M`;
  if (Math.abs(value) > 999) return `${oneDecimal.format(value / 1000)}K`;
  return new Intl.NumberFormat(locale).format(value);
}

/** The whole number with the language's grouping: 12,345 / 12 345 / 12.345. */
export function formatNumber(value: number, locale = 'en'): string {
  return new Intl.NumberFormat(locale).format(value);
}
