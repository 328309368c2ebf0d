// Reading a list's filters back from its address: what a link or a hand-edited address holds is untrusted, so each
// reader keeps only a value of the right form (text cut to length, one of the allowed words, a building number) and
// reads anything else as "no filter". Most lists filter by a search text and a building: SearchFilters.
import type { FilterValues } from '../data-table/data-table-types';

export const filterText = (values: FilterValues, key: string, max = 64): string => {
  const value = values[key];
  return typeof value === 'string' ? value.slice(0, max) : '';
};

export const filterOneOf = <T extends string>(
  values: FilterValues,
  key: string,
  allowed: readonly T[],
): T | '' => allowed.find((value) => value === values[key]) ?? '';

export const filterBuilding = (values: FilterValues): string =>
  typeof values.buid === 'string' && /^\d+$/.test(values.buid) ? values.buid : '';

export interface SearchFilters {
  [key: string]: string;
  q: string;
  buid: string;
}

export const EMPTY_SEARCH_FILTERS: SearchFilters = { q: '', buid: '' };

export const readSearchFilters = (values: FilterValues): SearchFilters => ({
  q: filterText(values, 'q'),
  buid: filterBuilding(values),
});
