// The CSV files of Ad Analytics, written in the browser from what the page shows (the act answers every row the
// file holds): the rows of the current view, and one agent's report, item by item.
import { csvText, type AdAnalyticsRow } from '@bluemanager/protocol';

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
}

export function analyticsCsv(rows: readonly AdAnalyticsRow[], headings: CsvHeadings): string {
  return csvText(
    [
      headings.name,
      headings.detail,
      headings.impressions,
      headings.touches,
      headings.touchRate,
      headings.playHours,
    ],
    rows.map((row) => [
      row.label,
      row.detail,
      row.impressions,
      row.touches,
      touchRate(row),
      playHours(row.play_seconds),
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
