// The list's filters as the page holds them (strings and a boolean, as the inputs edit them), and the act 52010
// parameters they become: empty fields are left out, so the server's defaults apply.
import type { ActParams, machinePageAct } from '@bluemanager/protocol';
import { LOCKER_FAMILIES, type LockerFamily } from '@bluemanager/protocol';
import { filterId, filterText } from '../../shared/list-page/use-act-list';

export const ONLINE_FILTERS = ['all', 'online', 'offline'] as const;
export type OnlineFilter = (typeof ONLINE_FILTERS)[number];
export const RUN_FILTERS = ['', '1', '0'] as const;
export type RunFilter = (typeof RUN_FILTERS)[number];
export const MACHINE_SORTS = ['name', 'building', 'mm', 'status', 'last_seen'] as const;
export type MachineSort = (typeof MACHINE_SORTS)[number];

export interface MachineFilters {
  [key: string]: string | boolean;
  q: string;
  buid: string;
  mm: string;
  family: string;
  online: OnlineFilter;
  run_sts: RunFilter;
  retired: boolean;
}

export const EMPTY_FILTERS: MachineFilters = {
  q: '',
  buid: '',
  mm: '',
  family: '',
  online: 'all',
  run_sts: '',
  retired: false,
};

type FilterParams = Omit<ActParams<typeof machinePageAct>, 'sort' | 'dir' | 'offset' | 'count'>;

const pick = <T extends string>(values: readonly T[], value: unknown, fallback: T): T =>
  values.find((entry) => entry === value) ?? fallback;

/** What the FilterBar hands back, read into filters: unknown values fall back to "all". */
export function asFilters(values: Readonly<Record<string, string | boolean>>): MachineFilters {
  return {
    q: filterText(values, 'q'),
    buid: filterId(values, 'buid'),
    mm: filterId(values, 'mm'),
    family: pick<LockerFamily | ''>(LOCKER_FAMILIES, filterText(values, 'family'), ''),
    online: pick(ONLINE_FILTERS, filterText(values, 'online'), 'all'),
    run_sts: pick(RUN_FILTERS, filterText(values, 'run_sts'), ''),
    retired: values.retired === true,
  };
}

export function filterParams(filters: MachineFilters): FilterParams {
  const params: FilterParams = { online: filters.online, retired: filters.retired };
  const q = filters.q.trim();
  if (q !== '') params.q = q;
  if (filters.buid !== '') params.buid = Number(filters.buid);
  if (filters.mm !== '') params.mm = Number(filters.mm);
  const family = LOCKER_FAMILIES.find((entry) => entry === filters.family);
  if (family) params.family = family;
  if (filters.run_sts !== '') params.run_sts = filters.run_sts;
  return params;
}

export const serverSort = (key: string): MachineSort => pick(MACHINE_SORTS, key, 'name');
