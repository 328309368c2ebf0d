// The outbox list's view (its filters in the address) and the link each figure of the SMS Dashboard opens.
import type { FilterValues } from '../../shared/data-table/data-table-types';
import { listRoute, queryViewAddress, type ListView } from '../../shared/list-page/list-view';

export const MESSAGES_PATH = '/sms/sms-dashboard/messages';
const STATUSES = ['queued', 'sending', 'sent', 'failed'] as const;
const CHANNELS = ['sms', 'email'] as const;
const isDay = (value: unknown): value is string =>
  typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value);

export interface MessageFilters {
  [key: string]: string;
  status: string;
  channel: string;
  from: string;
  to: string;
  recipient: string;
  reason: string;
}

export const EMPTY_MESSAGE_FILTERS: MessageFilters = {
  status: '',
  channel: '',
  from: '',
  to: '',
  recipient: '',
  reason: '',
};

export const readMessageFilters = (values: FilterValues): MessageFilters => ({
  status: STATUSES.find((status) => status === values.status) ?? '',
  channel: CHANNELS.find((channel) => channel === values.channel) ?? '',
  from: isDay(values.from) ? values.from : '',
  to: isDay(values.to) ? values.to : '',
  recipient: typeof values.recipient === 'string' ? values.recipient.slice(0, 120) : '',
  reason: typeof values.reason === 'string' ? values.reason.slice(0, 500) : '',
});

export const DEFAULT_MESSAGE_VIEW: ListView<MessageFilters> = {
  filters: EMPTY_MESSAGE_FILTERS,
  sort: { key: 'created', dir: 'desc' },
  offset: 0,
};

export const MESSAGES_ADDRESS = queryViewAddress({
  path: MESSAGES_PATH,
  view: DEFAULT_MESSAGE_VIEW,
  readFilters: readMessageFilters,
});

export interface MessageLink {
  status?: string;
  channel?: string;
  from?: string;
  to?: string;
  recipient?: string;
  reason?: string;
}

/** The route of the messages behind a figure: the dashboard's period and what the figure counts. */
export function messagesRoute(filters: MessageLink): string {
  const set: Record<string, string> = {};
  for (const [key, value] of Object.entries(filters)) if (value) set[key] = value;
  return listRoute(MESSAGES_PATH, set);
}

/** The act's parameters for a view. */
export function messageParams(filters: MessageFilters) {
  return {
    status: STATUSES.find((status) => status === filters.status),
    channel: CHANNELS.find((channel) => channel === filters.channel),
    from: filters.from || undefined,
    to: filters.to || undefined,
    recipient: filters.recipient.trim() || undefined,
    reason: filters.reason || undefined,
  };
}
