// Machine Logs' filters as the page holds them, and the act 52072 parameters they become (empty ones left out).
import {
  MACHINE_LOG_CATEGORIES,
  MACHINE_LOG_SEVERITIES,
  type ActParams,
  type machineLogsAct,
  type MachineLogCategory,
  type MachineLogSeverity,
} from '@bluemanager/protocol';
import { localDayBound } from './period';
import { filterId, filterText } from '../../shared/list-page/use-act-list';

export interface MachineLogFilters {
  [key: string]: string;
  buid: string;
  uuid: string;
  category: MachineLogCategory | '';
  severity: MachineLogSeverity | '';
  from: string;
  to: string;
}

export const EMPTY_MACHINE_FILTERS: MachineLogFilters = {
  buid: '',
  uuid: '',
  category: '',
  severity: '',
  from: '',
  to: '',
};

type FilterParams = Omit<ActParams<typeof machineLogsAct>, 'offset' | 'count'>;

const day = (value: string) => (/^\d{4}-\d{2}-\d{2}$/.test(value) ? value : '');

export function asMachineFilters(values: Readonly<Record<string, string | boolean>>): MachineLogFilters {
  return {
    buid: filterId(values, 'buid'),
    uuid: filterText(values, 'uuid').trim().slice(0, 64),
    category: MACHINE_LOG_CATEGORIES.find((category) => category === filterText(values, 'category')) ?? '',
    severity: MACHINE_LOG_SEVERITIES.find((severity) => severity === filterText(values, 'severity')) ?? '',
    from: day(filterText(values, 'from')),
    to: day(filterText(values, 'to')),
  };
}

/** A new building empties the locker: the locker list follows the building. */
export function nextMachineFilters(
  current: MachineLogFilters,
  values: Readonly<Record<string, string | boolean>>,
): MachineLogFilters {
  const next = asMachineFilters(values);
  return next.buid !== current.buid ? { ...next, uuid: '' } : next;
}

export function machineFilterParams(filters: MachineLogFilters): FilterParams {
  const params: FilterParams = {};
  if (filters.buid !== '') params.buid = Number(filters.buid);
  if (filters.uuid !== '') params.uuid = filters.uuid;
  if (filters.category !== '') params.category = filters.category;
  if (filters.severity !== '') params.severity = filters.severity;
  const from = localDayBound(filters.from, 'start');
  const to = localDayBound(filters.to, 'end');
  if (from) params.from = from;
  if (to) params.to = to;
  return params;
}
