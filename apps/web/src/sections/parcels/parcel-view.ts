// What the list shows (its filters, sort and page) as the route #/parcels/{json}, so a reload, the back button and
// a copied link bring the same view back. The JSON keeps the spec's fields (buid, c, p and id always present, as
// the bell and the navbar search write them) and adds only what differs from the defaults; /parcels/{text} and
// the spec's own links read as before.
import { MAX_PARCEL_OFFSET, PARCEL_SORTS } from '@bluemanager/protocol';
import type { SortState } from '../../shared/data-table/data-table-types';
import type { ViewAddress } from '../../shared/list-page/list-view';
import { EMPTY_FILTERS, filtersFromJson, routeJson, type ParcelFilters } from './parcel-filters';

export interface ParcelView {
  filters: ParcelFilters;
  sort: SortState;
  /** The first row shown (the page times its size). */
  offset: number;
}

export const DEFAULT_SORT: SortState = { key: 'deposited', dir: 'desc' };
export const DEFAULT_VIEW: ParcelView = { filters: EMPTY_FILTERS, sort: DEFAULT_SORT, offset: 0 };

export const PARCELS_PATH = '/parcels';

type ServerSort = (typeof PARCEL_SORTS)[number];
export const serverSort = (key: unknown): ServerSort | undefined => PARCEL_SORTS.find((sort) => sort === key);

function offsetOf(value: unknown): number {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isInteger(number) && number > 0
    ? Math.min(number, MAX_PARCEL_OFFSET)
    : 0;
}

/** The route's segment (already URL-decoded; undefined for bare /parcels) as the view it asks for. */
export function viewFromRoute(segment: string | undefined): ParcelView {
  if (!segment || segment.trim() === '') return DEFAULT_VIEW;
  const json = routeJson(segment);
  if (!json) return { ...DEFAULT_VIEW, filters: { ...EMPTY_FILTERS, s: segment.trim() } };
  return {
    filters: filtersFromJson(json),
    sort: { key: serverSort(json.sort) ?? DEFAULT_SORT.key, dir: json.dir === 'asc' ? 'asc' : 'desc' },
    offset: offsetOf(json.m),
  };
}

/** The route of a view: bare /parcels for the default one, else /parcels/{json}, URL-encoded. */
export function routeOfView(view: ParcelView): string {
  const { filters, sort, offset } = view;
  const json: Record<string, string | number | boolean> = {
    buid: filters.buid === '' ? '' : Number(filters.buid),
    c: filters.c,
    p: filters.p,
    id: filters.id,
  };
  for (const [key, value] of Object.entries(filters)) {
    if (!(key in json) && value !== EMPTY_FILTERS[key]) json[key] = value;
  }
  if (sort.key !== DEFAULT_SORT.key || sort.dir !== DEFAULT_SORT.dir) {
    json.sort = sort.key;
    json.dir = sort.dir;
  }
  if (offset > 0) json.m = offset;
  const isDefault =
    Object.keys(json).length === 4 && filters.buid === '' && !filters.c && !filters.p && !filters.id;
  return isDefault ? PARCELS_PATH : `${PARCELS_PATH}/${encodeURIComponent(JSON.stringify(json))}`;
}

/** The parcel route's segment in a location hash ('' for bare /parcels), or undefined for another route. */
export function parcelSegmentOf(hash: string): string | undefined {
  const path = hash.replace(/^#/, '').split('?')[0] ?? '';
  if (path === PARCELS_PATH || path === `${PARCELS_PATH}/`) return '';
  if (!path.startsWith(`${PARCELS_PATH}/`)) return undefined;
  const encoded = path.slice(PARCELS_PATH.length + 1);
  try {
    return decodeURIComponent(encoded);
  } catch {
    // A hand-typed '%' that is no escape: read it as typed, as a text search.
    return encoded;
  }
}

/** Whether two views show the same thing (their routes are equal). */
export const sameView = (a: ParcelView, b: ParcelView): boolean => routeOfView(a) === routeOfView(b);

/** The list kit's address for Parcels: the view lives in the path, as spec §2's /parcels/{json} says. */
export const PARCEL_ADDRESS: ViewAddress<ParcelFilters> = {
  read: (hash) => {
    const segment = parcelSegmentOf(hash);
    return segment === undefined ? undefined : viewFromRoute(segment);
  },
  write: routeOfView,
};
