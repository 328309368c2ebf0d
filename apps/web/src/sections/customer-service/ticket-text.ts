// How a ticket reads on screen: its number, its subject (a locker's help button says why it was pressed), who sent
// it (a locker by its place), and times relative to now for the queue.
import { ticketNumber, type TicketItem } from '@bluemanager/protocol';
import type { TFunction } from 'i18next';
import { readableMachineName } from '../../format/machine-name';

export const ticketPath = (id: number) => `/customer-service/${id}`;

export { ticketNumber };

export function ticketSubject(ticket: Pick<TicketItem, 'subject' | 'reason'>, t: TFunction): string {
  if (ticket.subject !== '') return ticket.subject;
  return t('support.helpButton', { reason: t(`support.reason.${ticket.reason ?? 'other'}`) });
}

export function requesterName(ticket: Pick<TicketItem, 'source' | 'name' | 'bname'>): string {
  return ticket.source === 'locker' ? readableMachineName(ticket.name, ticket.bname) : ticket.name;
}

const UNITS: readonly { unit: Intl.RelativeTimeFormatUnit; ms: number }[] = [
  { unit: 'day', ms: 86_400_000 },
  { unit: 'hour', ms: 3_600_000 },
  { unit: 'minute', ms: 60_000 },
];

/** `at` relative to `now` in the largest whole unit, past or ahead ("3 hours ago", "in 2 days"). */
export function relativeTo(at: string, now: number, locale: string): string {
  const delta = Date.parse(at) - now;
  const format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  const unit = UNITS.find((entry) => Math.abs(delta) >= entry.ms) ?? { unit: 'minute', ms: 60_000 };
  return format.format(Math.trunc(delta / unit.ms), unit.unit);
}

export const STATE_BADGES = {
  new: 'text-bg-primary',
  open: 'text-bg-info',
  waiting: 'text-bg-warning',
  resolved: 'text-bg-secondary',
} as const;

export const PRIORITY_BADGES = {
  low: 'text-bg-light border',
  normal: 'text-bg-light border',
  high: 'text-bg-warning',
  urgent: 'text-bg-danger',
} as const;
