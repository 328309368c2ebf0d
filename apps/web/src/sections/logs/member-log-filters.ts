// Member Logs' filters as the page holds them (strings, as the inputs edit them), and the act 52070 parameters they
// become: empty fields are left out, so the server's defaults apply.
import {
  OPERATION_CATEGORIES,
  type ActParams,
  type memberLogsAct,
  type OperationCategory,
} from '@bluemanager/protocol';
import { localDayBound } from './period';
import { filterId, filterText } from '../../shared/list-page/use-act-list';

export interface MemberLogFilters {
  [key: string]: string;
  q: string;
  category: OperationCategory | '';
  actor: string;
  buid: string;
  from: string;
  to: string;
}

export const EMPTY_FILTERS: MemberLogFilters = { q: '', category: '', actor: '', buid: '', from: '', to: '' };

type FilterParams = Omit<ActParams<typeof memberLogsAct>, 'offset' | 'count'>;

const day = (value: string) => (/^\d{4}-\d{2}-\d{2}$/.test(value) ? value : '');

export function asFilters(values: Readonly<Record<string, string | boolean>>): MemberLogFilters {
  return {
    q: filterText(values, 'q'),
    category: OPERATION_CATEGORIES.find((category) => category === filterText(values, 'category')) ?? '',
    actor: filterText(values, 'actor'),
    buid: filterId(values, 'buid'),
    from: day(filterText(values, 'from')),
    to: day(filterText(values, 'to')),
  };
}

export function filterParams(filters: MemberLogFilters): FilterParams {
  const params: FilterParams = {};
  const q = filters.q.trim();
  const actor = filters.actor.trim();
  if (q !== '') params.q = q;
  if (actor !== '') params.actor = actor;
  if (filters.category !== '') params.category = filters.category;
  if (filters.buid !== '') params.buid = Number(filters.buid);
  const from = localDayBound(filters.from, 'start');
  const to = localDayBound(filters.to, 'end');
  if (from) params.from = from;
  if (to) params.to = to;
  return params;
}
