// A list's CSV export of its current filter, written in the browser: every page of the act is fetched in turn (up
// to a bound, so a careless click cannot pull a million rows), and the columns that say how (`csv`) become the file.
import { csvText } from '@bluemanager/protocol';
import type { DataColumn } from '../data-table/data-table-types';

export type PageFetcher<Row> = (
  offset: number,
  count: number,
) => Promise<{ items: readonly Row[]; total: number }>;

export const EXPORT_ROW_LIMIT = 10_000;

export async function collectRows<Row>(
  fetchPage: PageFetcher<Row>,
  pageSize: number,
  limit = EXPORT_ROW_LIMIT,
): Promise<{ rows: Row[]; capped: boolean }> {
  const rows: Row[] = [];
  for (;;) {
    const page = await fetchPage(rows.length, Math.min(pageSize, limit - rows.length));
    rows.push(...page.items);
    if (page.items.length === 0 || rows.length >= page.total) return { rows, capped: false };
    if (rows.length >= limit) return { rows, capped: page.total > rows.length };
  }
}

export function listCsv<Row>(columns: readonly DataColumn<Row>[], rows: readonly Row[]): string {
  const exported = columns.filter((column) => column.csv);
  return csvText(
    exported.map((column) => column.header),
    rows.map((row) => exported.map((column) => column.csv?.(row) ?? null)),
  );
}

/** The file's name: the list's id and the local date, e.g. machines-2026-11-25.csv. */
export function csvFileName(listId: string, now = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${listId}-${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}.csv`;
}
