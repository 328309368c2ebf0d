// The email list's view (its filters in the address) and the act's parameters for it.
import { EMAIL_STATUSES } from '@bluemanager/protocol';
import type { FilterValues } from '../../shared/data-table/data-table-types';
import { queryViewAddress, type ListView } from '../../shared/list-page/list-view';

const isDay = (value: unknown): value is string =>
  typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value);

export interface EmailFilters {
  [key: string]: string;
  q: string;
  status: string;
  from: string;
  to: string;
}

export const EMPTY_EMAIL_FILTERS: EmailFilters = { q: '', status: '', from: '', to: '' };

export const readEmailFilters = (values: FilterValues): EmailFilters => ({
  q: typeof values.q === 'string' ? values.q.slice(0, 120) : '',
  status: EMAIL_STATUSES.find((status) => status === values.status) ?? '',
  from: isDay(values.from) ? values.from : '',
  to: isDay(values.to) ? values.to : '',
});

export const DEFAULT_EMAIL_VIEW: ListView<EmailFilters> = {
  filters: EMPTY_EMAIL_FILTERS,
  sort: { key: 'created', dir: 'desc' },
  offset: 0,
};

export const EMAIL_ADDRESS = queryViewAddress({
  path: '/email',
  view: DEFAULT_EMAIL_VIEW,
  readFilters: readEmailFilters,
});

export function emailParams(filters: EmailFilters) {
  return {
    q: filters.q.trim() || undefined,
    status: EMAIL_STATUSES.find((status) => status === filters.status),
    from: filters.from || undefined,
    to: filters.to || undefined,
  };
}
