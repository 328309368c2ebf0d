// The queue's filters as the page holds them, the FilterBar's fields, and the act 61001 parameters they become. The
// queue opens on what is not resolved.
import {
  TICKET_PRIORITIES,
  TICKET_SOURCES,
  TICKET_STATES,
  type ActParams,
  type ticketListAct,
} from '@bluemanager/protocol';
import type { TFunction } from 'i18next';
import type { FilterField, FilterOption, FilterValues } from '../../shared/data-table/data-table-types';
import { buildingFilterField } from '../../shared/options/building-filter-field';

export interface TicketFilters {
  [key: string]: string | boolean;
  q: string;
  state: string;
  priority: string;
  source: string;
  assignee: string;
  buid: string;
  overdue: boolean;
}

export const EMPTY_FILTERS: TicketFilters = {
  q: '',
  state: 'active',
  priority: '',
  source: '',
  assignee: '',
  buid: '',
  overdue: false,
};

const STATE_CHOICES = ['active', 'all', ...TICKET_STATES] as const;
const ASSIGNEE_CHOICES = ['me', 'none'] as const;

const oneOf = (values: readonly string[], value: unknown) =>
  typeof value === 'string' && values.includes(value) ? value : '';

export const readFilters = (values: FilterValues): TicketFilters => ({
  q: typeof values.q === 'string' ? values.q.slice(0, 64) : '',
  state: oneOf(STATE_CHOICES, values.state) || 'active',
  priority: oneOf(TICKET_PRIORITIES, values.priority),
  source: oneOf(TICKET_SOURCES, values.source),
  assignee: oneOf(ASSIGNEE_CHOICES, values.assignee),
  buid: typeof values.buid === 'string' && /^\d{1,9}$/.test(values.buid) ? values.buid : '',
  overdue: values.overdue === true,
});

type FilterParams = Omit<ActParams<typeof ticketListAct>, 'offset' | 'count'>;

export function filterParams(filters: TicketFilters): FilterParams {
  const params: FilterParams = {};
  if (filters.q.trim() !== '') params.q = filters.q.trim();
  const state = ([...TICKET_STATES, 'active'] as const).find((value) => value === filters.state);
  if (state) params.state = state;
  const priority = TICKET_PRIORITIES.find((value) => value === filters.priority);
  if (priority) params.priority = priority;
  const source = TICKET_SOURCES.find((value) => value === filters.source);
  if (source) params.source = source;
  const assignee = ASSIGNEE_CHOICES.find((value) => value === filters.assignee);
  if (assignee) params.assignee = assignee;
  if (filters.buid !== '') params.buid = Number(filters.buid);
  if (filters.overdue) params.overdue = true;
  return params;
}

export function ticketFilterFields(t: TFunction, buildings: FilterOption[]): FilterField[] {
  return [
    {
      id: 'q',
      label: t('support.filters.search'),
      kind: 'text',
      placeholder: t('support.filters.searchPlaceholder'),
    },
    {
      id: 'state',
      label: t('support.filters.state'),
      kind: 'select',
      options: [
        { value: 'active', label: t('support.filters.active') },
        { value: 'all', label: t('support.filters.allStates') },
        ...TICKET_STATES.map((state) => ({ value: state, label: t(`support.state.${state}`) })),
      ],
    },
    {
      id: 'priority',
      label: t('support.filters.priority'),
      kind: 'select',
      options: [
        { value: '', label: t('support.filters.allPriorities') },
        ...TICKET_PRIORITIES.map((value) => ({ value, label: t(`support.priority.${value}`) })),
      ],
    },
    {
      id: 'source',
      label: t('support.filters.source'),
      kind: 'select',
      options: [
        { value: '', label: t('support.filters.allSources') },
        ...TICKET_SOURCES.map((value) => ({ value, label: t(`support.source.${value}`) })),
      ],
    },
    {
      id: 'assignee',
      label: t('support.filters.assignee'),
      kind: 'select',
      options: [
        { value: '', label: t('support.filters.anyone') },
        { value: 'me', label: t('support.filters.me') },
        { value: 'none', label: t('support.filters.none') },
      ],
    },
    buildingFilterField(t('support.filters.building'), t('support.filters.allBuildings'), buildings),
    { id: 'overdue', label: t('support.filters.overdue'), kind: 'checkbox' },
  ];
}
