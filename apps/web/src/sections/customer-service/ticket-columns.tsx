// The queue's columns for the shared DataTable: the number links to the ticket; states, priorities and sources in
// words; times relative to now with the absolute time in CSV.
import type { TicketItem } from '@bluemanager/protocol';
import type { TFunction } from 'i18next';
import { Link } from 'react-router';
import { formatZonedDateTime } from '../../format/time';
import type { DataColumn } from '../../shared/data-table/data-table-types';
import { OverdueBadge, PriorityBadge, StateBadge } from './TicketBadges';
import { relativeTo, requesterName, ticketNumber, ticketPath, ticketSubject } from './ticket-text';

export function ticketColumns(t: TFunction, locale: string, now: number): DataColumn<TicketItem>[] {
  return [
    {
      id: 'number',
      header: t('support.columns.number'),
      hideable: false,
      className: 'text-nowrap',
      csv: (row) => ticketNumber(row.id),
      cell: (row) => (
        <Link to={ticketPath(row.id)} className="fw-semibold" data-testid="ticket-link">
          {ticketNumber(row.id)}
        </Link>
      ),
    },
    {
      id: 'subject',
      header: t('support.columns.subject'),
      className: 'text-break',
      csv: (row) => ticketSubject(row, t),
      cell: (row) => ticketSubject(row, t),
    },
    {
      id: 'requester',
      header: t('support.columns.requester'),
      csv: (row) => `${requesterName(row)} (${t(`support.source.${row.source}`)})`,
      cell: (row) => (
        <>
          <div>{requesterName(row)}</div>
          <div className="small text-body-secondary">{t(`support.source.${row.source}`)}</div>
        </>
      ),
    },
    {
      id: 'building',
      header: t('support.columns.building'),
      csv: (row) => row.bname,
      cell: (row) => row.bname,
    },
    {
      id: 'state',
      header: t('support.columns.state'),
      csv: (row) => t(`support.state.${row.state}`),
      cell: (row) => <StateBadge ticket={row} />,
    },
    {
      id: 'priority',
      header: t('support.columns.priority'),
      csv: (row) => t(`support.priority.${row.priority}`),
      cell: (row) => (
        <span className="d-inline-flex flex-wrap gap-1">
          <PriorityBadge ticket={row} />
          <OverdueBadge ticket={row} />
        </span>
      ),
    },
    {
      id: 'assignee',
      header: t('support.columns.assignee'),
      csv: (row) => row.assignee,
      cell: (row) => row.assignee || <span className="text-body-secondary">{t('support.nobody')}</span>,
    },
    {
      id: 'age',
      header: t('support.columns.age'),
      className: 'text-nowrap small',
      csv: (row) => row.created_at,
      cell: (row) => (
        <time dateTime={row.created_at} title={formatZonedDateTime(row.created_at, undefined, locale)}>
          {relativeTo(row.created_at, now, locale)}
        </time>
      ),
    },
    {
      id: 'due',
      header: t('support.columns.due'),
      className: 'text-nowrap small',
      csv: (row) => (row.state === 'resolved' ? '' : row.due_at),
      cell: (row) =>
        row.state === 'resolved' ? (
          ''
        ) : (
          <time
            dateTime={row.due_at}
            className={row.overdue ? 'text-danger fw-semibold' : undefined}
            title={formatZonedDateTime(row.due_at, undefined, locale)}
          >
            {relativeTo(row.due_at, now, locale)}
          </time>
        ),
    },
  ];
}
