// The keys list's filters as the page holds them, the FilterBar's fields, and the act 64011 parameters they become.
import { KEY_STATES, type ActParams, type courierKeyListAct } from '@bluemanager/protocol';
import type { TFunction } from 'i18next';
import type { FilterField, FilterOption, FilterValues } from '../../shared/data-table/data-table-types';
import { buildingFilterField } from '../../shared/options/building-filter-field';

export interface KeyFilters {
  [key: string]: string;
  q: string;
  carrier: string;
  state: string;
  buid: string;
}

export const EMPTY_FILTERS: KeyFilters = { q: '', carrier: '', state: '', buid: '' };

const id = (value: unknown) => (typeof value === 'string' && /^\d{1,9}$/.test(value) ? value : '');

export const readFilters = (values: FilterValues): KeyFilters => ({
  q: typeof values.q === 'string' ? values.q.slice(0, 64) : '',
  carrier: id(values.carrier),
  state: KEY_STATES.find((state) => state === values.state) ?? '',
  buid: id(values.buid),
});

export function filterParams(
  filters: KeyFilters,
): Omit<ActParams<typeof courierKeyListAct>, 'offset' | 'count'> {
  const state = KEY_STATES.find((value) => value === filters.state);
  return {
    ...(filters.q.trim() !== '' ? { q: filters.q.trim() } : {}),
    ...(filters.carrier !== '' ? { carrier_id: Number(filters.carrier) } : {}),
    ...(state ? { state } : {}),
    ...(filters.buid !== '' ? { buid: Number(filters.buid) } : {}),
  };
}

export function keyFilterFields(
  t: TFunction,
  carriers: readonly FilterOption[],
  buildings: readonly FilterOption[],
): FilterField[] {
  return [
    {
      id: 'q',
      label: t('bluekey.keys.filters.search'),
      kind: 'text',
      placeholder: t('bluekey.keys.filters.searchPlaceholder'),
    },
    {
      id: 'carrier',
      label: t('bluekey.keys.filters.carrier'),
      kind: 'select',
      options: [{ value: '', label: t('bluekey.keys.filters.allCarriers') }, ...carriers],
    },
    {
      id: 'state',
      label: t('bluekey.keys.filters.state'),
      kind: 'select',
      options: [
        { value: '', label: t('bluekey.keys.filters.allStates') },
        ...KEY_STATES.map((state) => ({ value: state, label: t(`bluekey.state.${state}`) })),
      ],
    },
    buildingFilterField(
      t('bluekey.keys.filters.building'),
      t('bluekey.keys.filters.allBuildings'),
      buildings,
    ),
  ];
}
