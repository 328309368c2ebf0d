// The board's filters as the page holds them, the FilterBar's fields, and the act 56001 parameters they become:
// building, category (spec §5: 9 all, 10 reported), status, sort mode (spec §4) and words.
import {
  CATEGORY_ALL,
  CATEGORY_NAMES,
  CATEGORY_REPORTED,
  POST_CATEGORIES,
  POST_SORTS,
  POST_STATUS_NAMES,
  type ActParams,
  type communityPostsAct,
} from '@bluemanager/protocol';
import type { TFunction } from 'i18next';
import type { FilterField, FilterOption, FilterValues } from '../../shared/data-table/data-table-types';
import { buildingFilterField } from '../../shared/options/building-filter-field';

export interface PostFilters {
  [key: string]: string;
  q: string;
  buid: string;
  category: string;
  status: string;
  sort: string;
}

export const EMPTY_FILTERS: PostFilters = { q: '', buid: '', category: '', status: '', sort: '' };

const oneOf = (values: readonly (string | number)[], value: unknown) =>
  typeof value === 'string' && values.map(String).includes(value) ? value : '';

export const readFilters = (values: FilterValues): PostFilters => ({
  q: typeof values.q === 'string' ? values.q.slice(0, 64) : '',
  buid: typeof values.buid === 'string' && /^\d{1,10}$/.test(values.buid) ? values.buid : '',
  category: oneOf([...POST_CATEGORIES, CATEGORY_REPORTED], values.category),
  status: oneOf(POST_STATUS_NAMES, values.status),
  sort: oneOf(POST_SORTS, values.sort),
});

type FilterParams = Omit<ActParams<typeof communityPostsAct>, 'offset' | 'count'>;

export function filterParams(filters: PostFilters): FilterParams {
  const params: FilterParams = {
    category: filters.category === '' ? CATEGORY_ALL : Number(filters.category),
  };
  if (filters.q.trim() !== '') params.q = filters.q.trim();
  if (filters.buid !== '') params.buid = Number(filters.buid);
  const status = POST_STATUS_NAMES.find((value) => value === filters.status);
  if (status) params.status = status;
  if (filters.sort !== '') params.sort = Number(filters.sort);
  return params;
}

export function postFilterFields(t: TFunction, buildings: readonly FilterOption[]): FilterField[] {
  return [
    {
      id: 'q',
      label: t('community.filters.search'),
      kind: 'text',
      placeholder: t('community.filters.searchHint'),
    },
    buildingFilterField(t('community.filters.building'), t('community.filters.allBuildings'), buildings),
    {
      id: 'category',
      label: t('community.filters.category'),
      kind: 'select',
      options: [
        { value: '', label: t('community.filters.allCategories') },
        { value: String(CATEGORY_REPORTED), label: t('community.filters.reported') },
        ...POST_CATEGORIES.map((category) => ({
          value: String(category),
          label: t(`community.category.${CATEGORY_NAMES[category]}`),
        })),
      ],
    },
    {
      id: 'status',
      label: t('community.filters.status'),
      kind: 'select',
      options: [
        { value: '', label: t('community.filters.allStatuses') },
        ...POST_STATUS_NAMES.map((status) => ({ value: status, label: t(`community.status.${status}`) })),
      ],
    },
    {
      id: 'sort',
      label: t('community.filters.sort'),
      kind: 'select',
      options: POST_SORTS.map((sort) => ({
        value: sort === 0 ? '' : String(sort),
        label: t(`community.sort.${sort}`),
      })),
    },
  ];
}
