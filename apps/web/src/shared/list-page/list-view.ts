// What a list shows (its filters, sort and first row) and how that view is written in the address, so a reload,
// Back and a copied link bring the same view back. Most lists keep it in the hash's query (`?view={json}`, only
// what differs from the defaults); a list whose route itself carries its filters (Parcels, spec §2's
// /parcels/{json}) hands the kit an address of its own.
import type { FilterValues, SortState } from '../data-table/data-table-types';

export interface ListView<Filters extends FilterValues> {
  filters: Filters;
  sort: SortState;
  /** The first row shown (the page times its size). */
  offset: number;
}

/** Reads and writes a list's view in the location hash. */
export interface ViewAddress<Filters extends FilterValues> {
  /** The view the hash asks for, or undefined when the hash is another route's (the list is leaving). */
  read: (hash: string) => ListView<Filters> | undefined;
  /** The route (without '#') that shows `view`. */
  write: (view: ListView<Filters>) => string;
}

export interface ListDefaults<Filters extends FilterValues> {
  /** The route path of the list, e.g. '/machines/lockers'. */
  path: string;
  view: ListView<Filters>;
  /** Reads filters back from stored values: unknown keys and values fall back to the defaults. */
  readFilters: (values: FilterValues) => Filters;
  /** The deepest first row the server allows. */
  maxOffset?: number;
}

const VIEW_PARAM = 'view';

function offsetOf(value: unknown, max: number): number {
  return typeof value === 'number' && Number.isInteger(value) && value > 0 ? Math.min(value, max) : 0;
}

function differences<Filters extends FilterValues>(
  view: ListView<Filters>,
  defaults: ListView<Filters>,
): Record<string, unknown> {
  const stored: Record<string, unknown> = {};
  const filters: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(view.filters)) {
    if (value !== defaults.filters[key]) filters[key] = value;
  }
  if (Object.keys(filters).length > 0) stored.filters = filters;
  if (view.sort.key !== defaults.sort.key || view.sort.dir !== defaults.sort.dir) stored.sort = view.sort;
  if (view.offset > 0) stored.offset = view.offset;
  return stored;
}

function parseStored(text: string | null): Record<string, unknown> | undefined {
  if (!text) return undefined;
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined;
  } catch {
    // A hand-edited address that is no JSON: show the default view rather than fail.
    return undefined;
  }
}

function sortOf(value: unknown, fallback: SortState): SortState {
  if (typeof value !== 'object' || value === null) return fallback;
  const { key, dir } = value as Record<string, unknown>;
  return typeof key === 'string' && key !== '' && (dir === 'asc' || dir === 'desc') ? { key, dir } : fallback;
}

/** The address most lists use: the path, then `?view={json}` holding what differs from the default view. */
export function queryViewAddress<Filters extends FilterValues>(
  defaults: ListDefaults<Filters>,
): ViewAddress<Filters> {
  return {
    read(hash) {
      const [path, query = ''] = hash.replace(/^#/, '').split('?');
      if (path !== defaults.path) return undefined;
      const stored = parseStored(new URLSearchParams(query).get(VIEW_PARAM));
      if (!stored) return defaults.view;
      const filters =
        typeof stored.filters === 'object' && stored.filters !== null
          ? defaults.readFilters({ ...defaults.view.filters, ...(stored.filters as FilterValues) })
          : defaults.view.filters;
      return {
        filters,
        sort: sortOf(stored.sort, defaults.view.sort),
        offset: offsetOf(stored.offset, defaults.maxOffset ?? 1_000_000),
      };
    },
    write(view) {
      const stored = differences(view, defaults.view);
      if (Object.keys(stored).length === 0) return defaults.path;
      return `${defaults.path}?${new URLSearchParams({ [VIEW_PARAM]: JSON.stringify(stored) }).toString()}`;
    },
  };
}

/** The route of a list shown with some filters set (the rest at their defaults): a link from a card or the bell. */
export function listRoute(path: string, filters: Readonly<Record<string, string | boolean>>): string {
  return `${path}?${new URLSearchParams({ [VIEW_PARAM]: JSON.stringify({ filters }) }).toString()}`;
}
