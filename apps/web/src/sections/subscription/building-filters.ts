// The All Buildings list's filters: the search box (names and addresses) and the fleet's own machine filters (mode,
// family, online state; the machines page's FilterBar fields, reused) with a plan state, and the act 65501
// parameters they become.
import {
  LOCKER_FAMILIES,
  PLAN_STATES,
  type ActParams,
  type subscriptionBuildingsAct,
} from '@bluemanager/protocol';
import type { TFunction } from 'i18next';
import type { FilterField } from '../../shared/data-table/data-table-types';
import { filterId, filterText } from '../../shared/list-page/use-act-list';
import { machineFilterFields } from '../machines/machine-filter-fields';
import { ONLINE_FILTERS, type OnlineFilter } from '../machines/machine-filters';

const PLAN_FILTERS = ['', ...PLAN_STATES, 'none'] as const;
type PlanFilter = (typeof PLAN_FILTERS)[number];
export const BUILDING_SORTS = ['building', 'units', 'lockers'] as const;

export interface BuildingFilters {
  [key: string]: string | boolean;
  q: string;
  mm: string;
  family: string;
  online: OnlineFilter;
  plan: PlanFilter;
}

export const EMPTY_FILTERS: BuildingFilters = { q: '', mm: '', family: '', online: 'all', plan: '' };

const pick = <T extends string>(values: readonly T[], value: unknown, fallback: T): T =>
  values.find((entry) => entry === value) ?? fallback;

export function asFilters(values: Readonly<Record<string, string | boolean>>): BuildingFilters {
  return {
    q: filterText(values, 'q'),
    mm: filterId(values, 'mm'),
    family: pick<string>(LOCKER_FAMILIES, filterText(values, 'family'), ''),
    online: pick(ONLINE_FILTERS, filterText(values, 'online'), 'all'),
    plan: pick(PLAN_FILTERS, filterText(values, 'plan'), ''),
  };
}

type FilterParams = Omit<ActParams<typeof subscriptionBuildingsAct>, 'sort' | 'dir' | 'offset' | 'count'>;

export function filterParams(filters: BuildingFilters): FilterParams {
  const params: FilterParams = { online: filters.online };
  const q = filters.q.trim();
  if (q !== '') params.q = q;
  if (filters.mm !== '') params.mm = Number(filters.mm);
  const family = LOCKER_FAMILIES.find((entry) => entry === filters.family);
  if (family) params.family = family;
  if (filters.plan !== '') params.plan = filters.plan;
  return params;
}

export const serverSort = (key: string) => pick(BUILDING_SORTS, key, 'building');

/** The machine filters exactly as the fleet's list offers them, then the plan state. */
export function machineFilters(t: TFunction): FilterField[] {
  const fleet = machineFilterFields(t, []).filter((field) => ['mm', 'family', 'online'].includes(field.id));
  return [
    ...fleet,
    {
      id: 'plan',
      label: t('subscription.plan'),
      kind: 'select',
      options: [
        { value: '', label: t('subscription.anyPlan') },
        ...PLAN_STATES.map((state) => ({ value: state, label: t(`subscription.planState.${state}`) })),
        { value: 'none', label: t('subscription.noPlan') },
      ],
    },
  ];
}
