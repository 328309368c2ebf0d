// Crash Logs' filters as the page holds them, the FilterBar's fields, and the act 61101 parameters they become.
import { CRASH_ORIGINS, CRASH_STATES, type ActParams, type crashGroupListAct } from '@bluemanager/protocol';
import type { TFunction } from 'i18next';
import type { FilterField, FilterValues } from '../../shared/data-table/data-table-types';

export interface CrashFilters {
  [key: string]: string;
  q: string;
  origin: string;
  state: string;
}

export const EMPTY_FILTERS: CrashFilters = { q: '', origin: '', state: '' };

const oneOf = (values: readonly string[], value: unknown) =>
  typeof value === 'string' && values.includes(value) ? value : '';

export const readFilters = (values: FilterValues): CrashFilters => ({
  q: typeof values.q === 'string' ? values.q.slice(0, 64) : '',
  origin: oneOf(CRASH_ORIGINS, values.origin),
  state: oneOf(CRASH_STATES, values.state),
});

type FilterParams = Omit<ActParams<typeof crashGroupListAct>, 'offset' | 'count'>;

export function filterParams(filters: CrashFilters): FilterParams {
  const params: FilterParams = {};
  if (filters.q.trim() !== '') params.q = filters.q.trim();
  const origin = CRASH_ORIGINS.find((value) => value === filters.origin);
  if (origin) params.origin = origin;
  const state = CRASH_STATES.find((value) => value === filters.state);
  if (state) params.state = state;
  return params;
}

export function crashFilterFields(t: TFunction): FilterField[] {
  return [
    {
      id: 'q',
      label: t('crashes.filters.search'),
      kind: 'text',
      placeholder: t('crashes.filters.searchPlaceholder'),
    },
    {
      id: 'origin',
      label: t('crashes.filters.origin'),
      kind: 'select',
      options: [
        { value: '', label: t('crashes.filters.allOrigins') },
        ...CRASH_ORIGINS.map((value) => ({ value, label: t(`crashes.origin.${value}`) })),
      ],
    },
    {
      id: 'state',
      label: t('crashes.filters.state'),
      kind: 'select',
      options: [
        { value: '', label: t('crashes.filters.allStates') },
        ...CRASH_STATES.map((value) => ({ value, label: t(`crashes.state.${value}`) })),
      ],
    },
  ];
}
