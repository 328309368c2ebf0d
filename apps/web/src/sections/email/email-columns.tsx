// The email list's columns, declared for the shared DataTable.
import type { MessageItem } from '@bluemanager/protocol';
import type { TFunction } from 'i18next';
import type { DataColumn } from '../../shared/data-table/data-table-types';
import { formatZonedDateTime } from '../../format/time';

export const statusBadge = (status: string) =>
  status === 'failed'
    ? 'bg-danger-subtle text-danger-emphasis'
    : status === 'sent'
      ? 'bg-success-subtle text-success-emphasis'
      : 'bg-secondary-subtle text-secondary-emphasis';

export function emailColumns(t: TFunction, locale: string): DataColumn<MessageItem>[] {
  const status = (row: MessageItem) => t(`email.status.${row.status}`, { defaultValue: row.status });
  return [
    {
      id: 'created',
      header: t('email.outbox.columns.created'),
      hideable: false,
      className: 'text-nowrap small',
      csv: (row) => row.create_time,
      cell: (row) => formatZonedDateTime(row.create_time, undefined, locale),
    },
    {
      id: 'recipient',
      header: t('email.outbox.columns.recipient'),
      className: 'text-break',
      csv: (row) => row.recipient,
      cell: (row) => row.recipient,
    },
    {
      id: 'subject',
      header: t('email.outbox.columns.subject'),
      csv: (row) => row.subject,
      cell: (row) => <span className="text-break">{row.subject}</span>,
    },
    {
      id: 'status',
      header: t('email.outbox.columns.status'),
      csv: status,
      cell: (row) => <span className={`badge ${statusBadge(row.status)}`}>{status(row)}</span>,
    },
    {
      id: 'sent',
      header: t('email.outbox.columns.sent'),
      className: 'text-nowrap small',
      csv: (row) => row.sent_time ?? '',
      cell: (row) => (row.sent_time ? formatZonedDateTime(row.sent_time, undefined, locale) : ''),
    },
    {
      id: 'error',
      header: t('email.outbox.columns.error'),
      csv: (row) => row.error,
      cell: (row) => <span className="small text-danger-emphasis">{row.error}</span>,
    },
  ];
}
