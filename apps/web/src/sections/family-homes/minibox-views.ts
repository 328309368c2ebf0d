// The mini-box lists' views as the address holds them (filters, first row), so a reload keeps the view.
import type { FilterValues } from '../../shared/data-table/data-table-types';
import { queryViewAddress, type ListView } from '../../shared/list-page/list-view';

export interface MiniBoxFilters {
  [key: string]: string;
  q: string;
  buid: string;
}
export const EMPTY_MINIBOX_FILTERS: MiniBoxFilters = { q: '', buid: '' };
const viewOf = (key: string): ListView<MiniBoxFilters> => ({
  filters: EMPTY_MINIBOX_FILTERS,
  sort: { key, dir: 'asc' },
  offset: 0,
});
export const LOCKER_VIEW = viewOf('building');
export const EVENT_VIEW = viewOf('newest');
export const readMiniBoxFilters = (values: FilterValues): MiniBoxFilters => ({
  q: typeof values.q === 'string' ? values.q.slice(0, 64) : '',
  buid: typeof values.buid === 'string' && /^\d+$/.test(values.buid) ? values.buid : '',
});
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
