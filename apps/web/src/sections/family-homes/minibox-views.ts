// The mini-box lists' views as the address holds them (filters, first row), so a reload keeps the view.
import { queryViewAddress, type ListView } from '../../shared/list-page/list-view';
import {
  EMPTY_SEARCH_FILTERS,
  readSearchFilters,
  type SearchFilters,
} from '../../shared/list-page/view-filters';

export type MiniBoxFilters = SearchFilters;
export const EMPTY_MINIBOX_FILTERS = EMPTY_SEARCH_FILTERS;
const viewOf = (key: string): ListView<MiniBoxFilters> => ({
  filters: EMPTY_MINIBOX_FILTERS,
  sort: { key, dir: 'asc' },
  offset: 0,
});
export const LOCKER_VIEW = viewOf('building');
export const EVENT_VIEW = viewOf('newest');
export const readMiniBoxFilters = readSearchFilters;
export const LOCKER_ADDRESS = queryViewAddress({
  path: '/minibox-locker-list',
  view: LOCKER_VIEW,
  readFilters: readMiniBoxFilters,
});
export const EVENT_ADDRESS = queryViewAddress({
  path: '/minibox-locker-list/events',
  view: EVENT_VIEW,
  readFilters: readMiniBoxFilters,
});
/** How often the mini-box pages read again: the lockers report as boxes fill and empty. */
export const MINIBOX_REFRESH_MS = 10_000;
