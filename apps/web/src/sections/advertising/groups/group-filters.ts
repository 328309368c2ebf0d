// The Ad Groups list's view: spec §5's filter and the star, agent and text, and the targets (a building, one of its
// lockers, a screen layout), kept in the address; and how a view becomes act 53010's request.
import { AD_GROUP_FILTERS, AD_GROUP_SORTS } from '@bluemanager/protocol';
import type { FilterValues } from '../../../shared/data-table/data-table-types';
import { filterId, filterText } from '../../../shared/list-page/use-act-list';
import { queryViewAddress, type ListView } from '../../../shared/list-page/list-view';

export interface GroupFilters {
  [key: string]: string | boolean;
  q: string;
  filter: (typeof AD_GROUP_FILTERS)[number];
  star: boolean;
  agent: string;
  buid: string;
  muuid: string;
  screen: string;
}

export const EMPTY_GROUP_FILTERS: GroupFilters = {
  q: '',
  filter: '0',
  star: false,
  agent: '',
  buid: '',
  muuid: '',
  screen: '',
};

export const DEFAULT_GROUP_VIEW: ListView<GroupFilters> = {
  filters: EMPTY_GROUP_FILTERS,
  sort: { key: 'gname', dir: 'asc' },
  offset: 0,
};

export const readGroupFilters = (values: FilterValues): GroupFilters => ({
  q: filterText(values, 'q').slice(0, 64),
  filter: AD_GROUP_FILTERS.find((filter) => filter === values.filter) ?? '0',
  star: values.star === true,
  agent: filterId(values, 'agent'),
  buid: filterId(values, 'buid'),
  muuid: filterText(values, 'muuid').slice(0, 64),
  screen: filterId(values, 'screen'),
});

/** A new building empties the locker: the locker list follows the building and the old one may not be in it. */
export function nextGroupFilters(current: GroupFilters, values: FilterValues): GroupFilters {
  const next = readGroupFilters(values);
  return next.buid !== current.buid ? { ...next, muuid: '' } : next;
}

export const GROUP_ADDRESS = queryViewAddress({
  path: '/business',
  view: DEFAULT_GROUP_VIEW,
  readFilters: readGroupFilters,
});

export const groupRequest = (view: ListView<GroupFilters>) => {
  const { filters } = view;
  return {
    ...(filters.q.trim() ? { q: filters.q.trim() } : {}),
    ...(filters.agent ? { agent_id: Number(filters.agent) } : {}),
    ...(filters.buid ? { buid: Number(filters.buid) } : {}),
    ...(filters.muuid ? { muuid: filters.muuid } : {}),
    ...(filters.screen ? { screen_id: Number(filters.screen) } : {}),
    filter: filters.filter,
    star: filters.star,
    sort: AD_GROUP_SORTS.find((sort) => sort === view.sort.key) ?? 'gname',
    dir: view.sort.dir,
  };
};
