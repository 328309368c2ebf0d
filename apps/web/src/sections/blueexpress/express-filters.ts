// The shipments list's filters as the page holds them, the FilterBar's fields, and the act 65301 parameters.
import {
  EXPRESS_SERVICES,
  EXPRESS_SORTS,
  EXPRESS_STATES,
  type ActParams,
  type expressListAct,
} from '@bluemanager/protocol';
import type { TFunction } from 'i18next';
import type { FilterField, FilterOption } from '../../shared/data-table/data-table-types';

export interface ExpressFilters {
  [key: string]: string;
  q: string;
  buid: string;
  state: '' | (typeof EXPRESS_STATES)[number];
  service: '' | (typeof EXPRESS_SERVICES)[number];
}

export const EMPTY_FILTERS: ExpressFilters = { q: '', buid: '', state: '', service: '' };

const pick = <T extends string>(values: readonly T[], value: unknown): T | '' =>
  values.find((entry) => entry === value) ?? '';

export function asFilters(values: Readonly<Record<string, string | boolean>>): ExpressFilters {
  const text = (key: string) => (typeof values[key] === 'string' ? (values[key] as string) : '');
  return {
    q: text('q'),
    buid: /^\d+$/.test(text('buid')) ? text('buid') : '',
    state: pick(EXPRESS_STATES, values.state),
    service: pick(EXPRESS_SERVICES, values.service),
  };
}

type FilterParams = Omit<ActParams<typeof expressListAct>, 'sort' | 'dir' | 'offset' | 'count'>;

export function filterParams(filters: ExpressFilters): FilterParams {
  const params: FilterParams = {};
  if (filters.q.trim() !== '') params.q = filters.q.trim();
  if (filters.buid !== '') params.buid = Number(filters.buid);
  if (filters.state !== '') params.state = filters.state;
  if (filters.service !== '') params.service = filters.service;
  return params;
}

export const serverSort = (key: string) => pick(EXPRESS_SORTS, key) || 'created';

export function expressFilterFields(t: TFunction, buildings: readonly FilterOption[]): FilterField[] {
  const choices = (all: string, values: readonly string[], words: string) => [
    { value: '', label: t(all) },
    ...values.map((value) => ({ value, label: t(`${words}.${value}`) })),
  ];
  return [
    {
      id: 'q',
      label: t('blueexpress.filters.search'),
      kind: 'text',
      placeholder: t('blueexpress.filters.searchPlaceholder'),
    },
    {
      id: 'buid',
      label: t('blueexpress.filters.building'),
      kind: 'select',
      options: [{ value: '', label: t('blueexpress.filters.allBuildings') }, ...buildings],
    },
    {
      id: 'state',
      label: t('blueexpress.filters.state'),
      kind: 'select',
      options: choices('blueexpress.filters.allStates', EXPRESS_STATES, 'blueexpress.states'),
    },
    {
      id: 'service',
      label: t('blueexpress.filters.service'),
      kind: 'select',
      options: choices('blueexpress.filters.allServices', EXPRESS_SERVICES, 'blueexpress.services'),
    },
  ];
}
