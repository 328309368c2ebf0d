// Member Logs' columns, declared for the shared DataTable. The entry's text opens its details.
import type { MemberLogEntry } from '@bluemanager/protocol';
import type { TFunction } from 'i18next';
import { formatZonedDateTime } from '../../format/time';
import type { DataColumn } from '../../shared/data-table/data-table-types';
import { actorText, entryText } from './member-log-text';

export function memberLogColumns(
  t: TFunction,
  language: string,
  onOpen: (entry: MemberLogEntry) => void,
): DataColumn<MemberLogEntry>[] {
  const time = (row: MemberLogEntry) => formatZonedDateTime(row.at, undefined, language);
  return [
    {
      id: 'time',
      header: t('logs.member.columns.time'),
      sortKey: 'at',
      className: 'text-nowrap',
      hideable: false,
      csv: time,
      cell: (row) => (
        <button
          type="button"
          className="btn btn-link p-0 text-start"
          onClick={() => onOpen(row)}
          aria-label={t('logs.member.open', { time: time(row) })}
          data-testid="open-entry"
        >
          {time(row)}
        </button>
      ),
    },
    {
      id: 'category',
      header: t('logs.member.columns.category'),
      csv: (row) => t(`logs.categories.${row.category}`),
      cell: (row) => (
        <span className="badge text-bg-secondary" data-category={row.category}>
          {t(`logs.categories.${row.category}`)}
        </span>
      ),
    },
    {
      id: 'actor',
      header: t('logs.member.columns.actor'),
      csv: (row) => actorText(t, row),
      cell: (row) => <span data-actor-kind={row.actor_kind}>{actorText(t, row)}</span>,
    },
    {
      id: 'entry',
      header: t('logs.member.columns.entry'),
      csv: (row) => entryText(t, row),
      cell: (row) => <span data-operation={row.operation}>{entryText(t, row)}</span>,
    },
    {
      id: 'building',
      header: t('logs.member.columns.building'),
      csv: (row) => row.bname ?? '',
      cell: (row) => <span data-buid={row.buid ?? ''}>{row.bname ?? '—'}</span>,
    },
    {
      id: 'address',
      header: t('logs.member.columns.address'),
      csv: (row) => row.ip,
      cell: (row) => <span className="font-monospace small">{row.ip || '—'}</span>,
    },
  ];
}
