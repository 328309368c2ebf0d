// What a dashboard chart shows, as plain data the pages build and the lazily loaded chart chunk draws.

export interface ChartSeries {
  label: string;
  data: number[];
}

export interface ChartSpec {
  type: 'bar' | 'line';
  labels: string[];
  series: ChartSeries[];
  stacked: boolean;
}

/** A palette readable on both the light and the dark skin; series past its end reuse it. */
const PALETTE = ['#7367f0', '#28c76f', '#ff9f43', '#00cfe8', '#ea5455', '#a8aaae', '#e83e8c', '#20c997'];

export function seriesColor(index: number): string {
  return PALETTE[index % PALETTE.length] ?? '#7367f0';
}

/** 'yyyy-mm-dd' → 'mm-dd': thirty labels fit under a chart when the year is left out. */
export function shortDay(day: string): string {
  return day.length === 10 ? day.slice(5) : day;
}

/**
 * The Manager View's 30 days by carrier as a stacked bar chart. Carriers are ordered by their volume so the
 * legend reads from the busiest; the long tail past `maxCarriers` folds into one 'other' series.
 */
export function carrierChart(
  days: readonly string[],
  byCarrier: readonly { carrier: string; deposited: readonly number[] }[],
  otherLabel: string,
  maxCarriers = 6,
): ChartSpec {
  const total = (values: readonly number[]) => values.reduce((sum, value) => sum + value, 0);
  const sorted = [...byCarrier].sort((a, b) => total(b.deposited) - total(a.deposited));
  const shown = sorted.slice(0, maxCarriers);
  const rest = sorted.slice(maxCarriers);
  const series = shown.map((entry) => ({ label: entry.carrier, data: [...entry.deposited] }));
  if (rest.length > 0) {
    series.push({
      label: otherLabel,
      data: days.map((_day, index) => total(rest.map((entry) => entry.deposited[index] ?? 0))),
    });
  }
  return { type: 'bar', labels: days.map(shortDay), series, stacked: true };
}
