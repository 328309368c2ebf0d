// The staff list's filters as the page holds them, the FilterBar's fields, and the act 60001 parameters they become.
import { LEVELS, STAFF_STATES, type ActParams, type staffListAct } from '@bluemanager/protocol';
import type { TFunction } from 'i18next';
import type { FilterField, FilterValues } from '../../shared/data-table/data-table-types';

export interface StaffFilters {
  [key: string]: string;
  q: string;
  level: string;
  state: string;
}

export const EMPTY_FILTERS: StaffFilters = { q: '', level: '', state: '' };

export const readFilters = (values: FilterValues): StaffFilters => ({
  q: typeof values.q === 'string' ? values.q.slice(0, 64) : '',
  level: LEVELS.find((level) => level === values.level) ?? '',
  state: STAFF_STATES.find((state) => state === values.state) ?? '',
});

export function filterParams(
  filters: StaffFilters,
): Omit<ActParams<typeof staffListAct>, 'offset' | 'count'> {
  const level = LEVELS.find((value) => value === filters.level);
  const state = STAFF_STATES.find((value) => value === filters.state);
  return {
    ...(filters.q.trim() !== '' ? { q: filters.q.trim() } : {}),
    ...(level ? { level } : {}),
    ...(state ? { state } : {}),
  };
}

export function staffFilterFields(t: TFunction): FilterField[] {
  return [
    {
      id: 'q',
      label: t('authority.filters.search'),
      kind: 'text',
      placeholder: t('authority.filters.searchPlaceholder'),
    },
    {
      id: 'level',
      label: t('authority.filters.level'),
      kind: 'select',
      options: [
        { value: '', label: t('authority.filters.allLevels') },
        ...LEVELS.map((level) => ({ value: level, label: t(`levels.${level}`) })),
      ],
    },
    {
      id: 'state',
      label: t('authority.filters.state'),
      kind: 'select',
      options: [
        { value: '', label: t('authority.filters.allStates') },
        ...STAFF_STATES.map((state) => ({ value: state, label: t(`authority.state.${state}`) })),
      ],
    },
  ];
}
