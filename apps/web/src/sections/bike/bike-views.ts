// The bike lists' views as the address holds them (filters, sort, first row), so a reload or a link from the bike
// home opens the same view: the home's figures link to the sessions and collections they count.
import { BIKE_SESSION_SORTS } from '@bluemanager/protocol';
import type { FilterValues } from '../../shared/data-table/data-table-types';
import { queryViewAddress, type ListView } from '../../shared/list-page/list-view';
import {
  EMPTY_SEARCH_FILTERS,
  filterBuilding,
  filterOneOf,
  filterText,
  readSearchFilters,
  type SearchFilters,
} from '../../shared/list-page/view-filters';

export type LocationFilters = SearchFilters;
export const EMPTY_LOCATION_FILTERS = EMPTY_SEARCH_FILTERS;
export const LOCATION_VIEW: ListView<LocationFilters> = {
  filters: EMPTY_LOCATION_FILTERS,
  sort: { key: 'name', dir: 'asc' },
  offset: 0,
};
export const readLocationFilters = readSearchFilters;
export const LOCATION_ADDRESS = queryViewAddress({
  path: '/bike/list',
  view: LOCATION_VIEW,
  readFilters: readLocationFilters,
});

export const SESSION_STATES = ['open', 'ended', 'overstaying'] as const;
export interface SessionFilters {
  [key: string]: string;
  q: string;
  buid: string;
  state: (typeof SESSION_STATES)[number] | '';
  kind: 'parking' | 'rental' | '';
}
export const EMPTY_SESSION_FILTERS: SessionFilters = { q: '', buid: '', state: '', kind: '' };
export const SESSION_VIEW: ListView<SessionFilters> = {
  filters: EMPTY_SESSION_FILTERS,
  sort: { key: 'open-first', dir: 'asc' },
  offset: 0,
};
export const readSessionFilters = (values: FilterValues): SessionFilters => ({
  q: filterText(values, 'q'),
  buid: filterBuilding(values),
  state: filterOneOf(values, 'state', SESSION_STATES),
  kind: filterOneOf(values, 'kind', ['parking', 'rental'] as const),
});
export const SESSION_ADDRESS = queryViewAddress({
  path: '/bike/session',
  view: SESSION_VIEW,
  readFilters: readSessionFilters,
});
export const sessionSort = (key: string) => BIKE_SESSION_SORTS.find((sort) => sort === key) ?? 'open-first';

export interface CollectionFilters {
  [key: string]: string;
  buid: string;
  state: 'open' | 'all';
}
export const EMPTY_COLLECTION_FILTERS: CollectionFilters = { buid: '', state: 'open' };
export const COLLECTION_VIEW: ListView<CollectionFilters> = {
  filters: EMPTY_COLLECTION_FILTERS,
  sort: { key: 'due', dir: 'asc' },
  offset: 0,
};
export const readCollectionFilters = (values: FilterValues): CollectionFilters => ({
  buid: filterBuilding(values),
  state: values.state === 'all' ? 'all' : 'open',
});
export const COLLECTION_ADDRESS = queryViewAddress({
  path: '/bike/collection',
  view: COLLECTION_VIEW,
  readFilters: readCollectionFilters,
});
