// The outbox list's columns, declared for the shared DataTable.
import { displayPhone, type MessageItem } from '@bluemanager/protocol';
import type { TFunction } from 'i18next';
import type { DataColumn } from '../../shared/data-table/data-table-types';
import { formatZonedDateTime } from '../../format/time';

/** A phone as spec §9 writes it; an email as it is. */
export const recipientText = (recipient: string) =>
  recipient.includes('@') ? recipient : displayPhone(recipient);

export function messageColumns(t: TFunction, locale: string): DataColumn<MessageItem>[] {
  return [
    {
      id: 'created',
      header: t('sms.messages.columns.created'),
      hideable: false,
      className: 'text-nowrap small',
      csv: (row) => row.create_time,
      cell: (row) => formatZonedDateTime(row.create_time, undefined, locale),
    },
    {
      id: 'channel',
      header: t('sms.messages.columns.channel'),
      csv: (row) => t(`sms.channels.${row.channel}`, { defaultValue: row.channel }),
      cell: (row) => t(`sms.channels.${row.channel}`, { defaultValue: row.channel }),
    },
    {
      id: 'event',
      header: t('sms.messages.columns.event'),
      csv: (row) => t(`sms.events.${row.event}`, { defaultValue: row.event }),
      cell: (row) => t(`sms.events.${row.event}`, { defaultValue: row.event }),
    },
    {
      id: 'recipient',
      header: t('sms.messages.columns.recipient'),
      className: 'text-nowrap',
      csv: (row) => recipientText(row.recipient),
      cell: (row) => recipientText(row.recipient),
    },
    {
      id: 'status',
      header: t('sms.messages.columns.status'),
      csv: (row) => t(`sms.messages.status.${row.status}`, { defaultValue: row.status }),
      cell: (row) => (
        <span
          className={`badge ${row.status === 'failed' ? 'bg-danger-subtle text-danger-emphasis' : row.status === 'sent' ? 'bg-success-subtle text-success-emphasis' : 'bg-secondary-subtle text-secondary-emphasis'}`}
        >
          {t(`sms.messages.status.${row.status}`, { defaultValue: row.status })}
        </span>
      ),
    },
    {
      id: 'text',
      header: t('sms.messages.columns.text'),
      csv: (row) => row.body,
      cell: (row) => <span className="small text-break">{row.body}</span>,
    },
    {
      id: 'error',
      header: t('sms.messages.columns.error'),
      csv: (row) => row.error,
      cell: (row) => <span className="small text-danger-emphasis">{row.error}</span>,
    },
  ];
}
