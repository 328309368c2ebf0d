// The list's filters as the page holds them, the FilterBar's fields, and the act 57001 parameters they become.
import {
  FULFILMENT_STATES,
  ORDER_KINDS,
  ORDER_PAYMENT_STATES,
  ORDER_SORTS,
  type ActParams,
  type orderListAct,
} from '@bluemanager/protocol';
import type { TFunction } from 'i18next';
import type { FilterField, FilterOption } from '../../shared/data-table/data-table-types';
import { filterId, filterText } from '../../shared/list-page/use-act-list';
import { buildingFilterField } from '../../shared/options/building-filter-field';

type OrderSort = (typeof ORDER_SORTS)[number];

export interface OrderFilters {
  [key: string]: string;
  q: string;
  buid: string;
  kind: '' | (typeof ORDER_KINDS)[number];
  payment_state: '' | (typeof ORDER_PAYMENT_STATES)[number];
  fulfilment: '' | (typeof FULFILMENT_STATES)[number];
}

export const EMPTY_FILTERS: OrderFilters = { q: '', buid: '', kind: '', payment_state: '', fulfilment: '' };

const pick = <T extends string>(values: readonly T[], value: unknown): T | '' =>
  values.find((entry) => entry === value) ?? '';

export function asFilters(values: Readonly<Record<string, string | boolean>>): OrderFilters {
  return {
    q: filterText(values, 'q'),
    buid: filterId(values, 'buid'),
    kind: pick(ORDER_KINDS, values.kind),
    payment_state: pick(ORDER_PAYMENT_STATES, values.payment_state),
    fulfilment: pick(FULFILMENT_STATES, values.fulfilment),
  };
}

type FilterParams = Omit<ActParams<typeof orderListAct>, 'sort' | 'dir' | 'offset' | 'count'>;

export function filterParams(filters: OrderFilters): FilterParams {
  const params: FilterParams = {};
  const q = filters.q.trim();
  if (q !== '') params.q = q;
  if (filters.buid !== '') params.buid = Number(filters.buid);
  if (filters.kind !== '') params.kind = filters.kind;
  if (filters.payment_state !== '') params.payment_state = filters.payment_state;
  if (filters.fulfilment !== '') params.fulfilment = filters.fulfilment;
  return params;
}

export const serverSort = (key: string): OrderSort => pick(ORDER_SORTS, key) || 'created';

export function orderFilterFields(t: TFunction, buildings: readonly FilterOption[]): FilterField[] {
  const choices = (all: string, values: readonly string[], words: string) => [
    { value: '', label: t(all) },
    ...values.map((value) => ({ value, label: t(`${words}.${value}`) })),
  ];
  return [
    {
      id: 'q',
      label: t('orders.filters.search'),
      kind: 'text',
      placeholder: t('orders.filters.searchPlaceholder'),
    },
    buildingFilterField(t('orders.filters.building'), t('orders.filters.allBuildings'), buildings),
    {
      id: 'kind',
      label: t('orders.filters.kind'),
      kind: 'select',
      options: choices('orders.filters.allKinds', ORDER_KINDS, 'orders.kinds'),
    },
    {
      id: 'payment_state',
      label: t('orders.filters.payment'),
      kind: 'select',
      options: choices('orders.filters.allPayments', ORDER_PAYMENT_STATES, 'orders.payment'),
    },
    {
      id: 'fulfilment',
      label: t('orders.filters.fulfilment'),
      kind: 'select',
      options: choices('orders.filters.allFulfilments', FULFILMENT_STATES, 'orders.fulfilment'),
    },
  ];
}
