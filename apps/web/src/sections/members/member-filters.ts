// The list's filters as the page holds them, the FilterBar's fields, and the act 55001 parameters they become.
import { MEMBER_SORTS, MEMBER_STATUSES, type ActParams, type memberListAct } from '@bluemanager/protocol';
import type { TFunction } from 'i18next';
import type { FilterField, FilterOption } from '../../shared/data-table/data-table-types';
import { filterId, filterText } from '../../shared/list-page/use-act-list';
import { buildingFilterField } from '../../shared/options/building-filter-field';

/** '' lists every status; 'current' all but moved out (the default: a list of who lives there now). */
export const STATUS_FILTERS = ['current', '', ...MEMBER_STATUSES] as const;
type StatusFilter = (typeof STATUS_FILTERS)[number];
type MemberSort = (typeof MEMBER_SORTS)[number];

export interface MemberFilters {
  [key: string]: string;
  q: string;
  buid: string;
  status: StatusFilter;
}

export const EMPTY_FILTERS: MemberFilters = { q: '', buid: '', status: 'current' };

const pick = <T extends string>(values: readonly T[], value: unknown, fallback: T): T =>
  values.find((entry) => entry === value) ?? fallback;

export function asFilters(values: Readonly<Record<string, string | boolean>>): MemberFilters {
  return {
    q: filterText(values, 'q'),
    buid: filterId(values, 'buid'),
    status: pick(STATUS_FILTERS, values.status ?? 'current', 'current'),
  };
}

type FilterParams = Omit<ActParams<typeof memberListAct>, 'sort' | 'dir' | 'offset' | 'count'>;

export function filterParams(filters: MemberFilters): FilterParams {
  const params: FilterParams = {};
  const q = filters.q.trim();
  if (q !== '') params.q = q;
  if (filters.buid !== '') params.buid = Number(filters.buid);
  if (filters.status !== '') params.status = filters.status;
  return params;
}

export const serverSort = (key: string): MemberSort => pick(MEMBER_SORTS, key, 'name');

export function memberFilterFields(t: TFunction, buildings: readonly FilterOption[]): FilterField[] {
  return [
    {
      id: 'q',
      label: t('members.filters.search'),
      kind: 'text',
      placeholder: t('members.filters.searchPlaceholder'),
    },
    buildingFilterField(t('members.filters.building'), t('members.filters.allBuildings'), buildings),
    {
      id: 'status',
      label: t('members.filters.status'),
      kind: 'select',
      options: STATUS_FILTERS.map((status) => ({
        value: status,
        label:
          status === 'current'
            ? t('members.filters.current')
            : status === ''
              ? t('members.filters.all')
              : t(`members.status.${status}`),
      })),
    },
  ];
}
