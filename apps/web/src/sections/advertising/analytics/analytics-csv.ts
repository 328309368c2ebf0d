// The CSV files of Ad Analytics, written in the browser from what the page shows (the act answers every row the
// file holds): the rows of the current view, and one agent's report, item by item. Which figures a view has depends
// on its grouping: short-link clicks have no item or building, and a short link is never shown on a screen.
import { csvText, type AdAnalyticsDimension, type AdAnalyticsRow } from '@bluemanager/protocol';

/** A share of showings that were touched, as a fraction with four digits (a spreadsheet formats it). */
export const touchRate = (row: { impressions: number; touches: number }): number =>
  row.impressions > 0 ? Math.round((row.touches / row.impressions) * 10_000) / 10_000 : 0;

/** Seconds as hours with one decimal. */
export const playHours = (seconds: number): number => Math.round(seconds / 360) / 10;

export interface CsvHeadings {
  name: string;
  detail: string;
  impressions: string;
  touches: string;
  touchRate: string;
  playHours: string;
  clicks?: string;
}

/** The figures a view shows: the screens' (showings…), the short links' clicks, or both. */
export type AnalyticsColumns = 'showings' | 'clicks' | 'both';

export const columnsOf = (by: AdAnalyticsDimension): AnalyticsColumns =>
  by === 'redirect' ? 'clicks' : by === 'item' || by === 'building' ? 'showings' : 'both';

export function analyticsCsv(
  rows: readonly AdAnalyticsRow[],
  headings: CsvHeadings,
  columns: AnalyticsColumns = 'showings',
): string {
  const showings = columns !== 'clicks';
  const clicks = columns !== 'showings';
  return csvText(
    [
      headings.name,
      headings.detail,
      ...(showings ? [headings.impressions, headings.touches, headings.touchRate, headings.playHours] : []),
      ...(clicks ? [headings.clicks ?? 'Clicks'] : []),
    ],
    rows.map((row) => [
      row.label,
      row.detail,
      ...(showings ? [row.impressions, row.touches, touchRate(row), playHours(row.play_seconds)] : []),
      ...(clicks ? [row.clicks] : []),
    ]),
  );
}

/** A file name with no character a file system refuses. */
export function fileNameOf(...parts: readonly string[]): string {
  return `${parts
    .join('-')
    .toLowerCase()
    .replace(/[^a-z0-9-]+/g, '-')
    .replace(/-+/g, '-')
    .replace(/^-|-$/g, '')}.csv`;
}
