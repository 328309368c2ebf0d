// Pure selection helpers for the DataTable's checkboxes: the header box toggles the rows of the visible page.
import type { RowKey } from './data-table-types';

export function toggleKey(selected: ReadonlySet<RowKey>, key: RowKey): Set<RowKey> {
  const next = new Set(selected);
  if (next.has(key)) next.delete(key);
  else next.add(key);
  return next;
}

export type PageSelection = 'none' | 'some' | 'all';

export function pageSelection(selected: ReadonlySet<RowKey>, pageKeys: readonly RowKey[]): PageSelection {
  const count = pageKeys.filter((key) => selected.has(key)).length;
  if (count === 0 || pageKeys.length === 0) return 'none';
  return count === pageKeys.length ? 'all' : 'some';
}

/** All of the page selected: clears them; otherwise selects them all. Rows of other pages stay as they were. */
export function togglePage(selected: ReadonlySet<RowKey>, pageKeys: readonly RowKey[]): Set<RowKey> {
  const next = new Set(selected);
  if (pageSelection(selected, pageKeys) === 'all') for (const key of pageKeys) next.delete(key);
  else for (const key of pageKeys) next.add(key);
  return next;
}

/** The next sort after a click on a column: a new column sorts descending first, the same column flips. */
export function nextSort(
  current: { key: string; dir: 'asc' | 'desc' },
  key: string,
): { key: string; dir: 'asc' | 'desc' } {
  if (current.key !== key) return { key, dir: 'desc' };
  return { key, dir: current.dir === 'desc' ? 'asc' : 'desc' };
}
