// The amenity lists' views as the address holds them (filters, first row), so a reload or a link from the amenity
// home opens the same view: the home's figures link to the lists they count.
import { AMENITY_DEPOSIT_FILTERS, AMENITY_TAG_KINDS, AMENITY_TAG_STATES } from '@bluemanager/protocol';
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

export type MachineFilters = SearchFilters;
export const EMPTY_MACHINE_FILTERS = EMPTY_SEARCH_FILTERS;
export const MACHINE_VIEW: ListView<MachineFilters> = {
  filters: EMPTY_MACHINE_FILTERS,
  sort: { key: 'name', dir: 'asc' },
  offset: 0,
};
export const readMachineFilters = readSearchFilters;
export const MACHINE_ADDRESS = queryViewAddress({
  path: '/amenity/machine',
  view: MACHINE_VIEW,
  readFilters: readMachineFilters,
});

export interface TagFilters {
  [key: string]: string;
  q: string;
  buid: string;
  kind: (typeof AMENITY_TAG_KINDS)[number] | '';
  state: (typeof AMENITY_TAG_STATES)[number] | '';
}
export const EMPTY_TAG_FILTERS: TagFilters = { q: '', buid: '', kind: '', state: '' };
export const TAG_VIEW: ListView<TagFilters> = {
  filters: EMPTY_TAG_FILTERS,
  sort: { key: 'state', dir: 'asc' },
  offset: 0,
};
export const readTagFilters = (values: FilterValues): TagFilters => ({
  q: filterText(values, 'q'),
  buid: filterBuilding(values),
  kind: filterOneOf(values, 'kind', AMENITY_TAG_KINDS),
  state: filterOneOf(values, 'state', AMENITY_TAG_STATES),
});
export const TAG_ADDRESS = queryViewAddress({
  path: '/amenity/tags',
  view: TAG_VIEW,
  readFilters: readTagFilters,
});

export interface DepositFilters {
  [key: string]: string;
  q: string;
  buid: string;
  state: (typeof AMENITY_DEPOSIT_FILTERS)[number] | '';
}
export const EMPTY_DEPOSIT_FILTERS: DepositFilters = { q: '', buid: '', state: '' };
export const DEPOSIT_VIEW: ListView<DepositFilters> = {
  filters: EMPTY_DEPOSIT_FILTERS,
  sort: { key: 'held-first', dir: 'asc' },
  offset: 0,
};
export const readDepositFilters = (values: FilterValues): DepositFilters => ({
  q: filterText(values, 'q'),
  buid: filterBuilding(values),
  state: filterOneOf(values, 'state', AMENITY_DEPOSIT_FILTERS),
});
export const DEPOSIT_ADDRESS = queryViewAddress({
  path: '/amenity/deposits',
  view: DEPOSIT_VIEW,
  readFilters: readDepositFilters,
});
export const depositsWhere = (state: DepositFilters['state']) =>
  DEPOSIT_ADDRESS.write({ ...DEPOSIT_VIEW, filters: { ...EMPTY_DEPOSIT_FILTERS, state } });
