// The bike sessions list's columns (act 58003's item): where, who, what kind, when, how long, what it costs, and
// its state in words.
import type { BikeSessionItem } from '@bluemanager/protocol';
import type { TFunction } from 'i18next';
import { formatZonedDateTime } from '../../format/time';
import type { DataColumn } from '../../shared/data-table/data-table-types';
import { durationText, locationName, moneyText } from './bike-format';

/** The session's state in words: its ending once ended; else its collection, overstaying or open. */
export function sessionStateText(t: TFunction, row: BikeSessionItem): string {
  if (row.ending !== null) return t(`bike.sessions.state.${row.ending}`);
  if (row.collection !== null) return t(`bike.sessions.state.${row.collection}`);
  return t(row.overstaying ? 'bike.sessions.state.overstaying' : 'bike.sessions.state.open');
}

const TONES: Readonly<Record<string, string>> = {
  open: 'text-bg-success',
  overstaying: 'text-bg-warning',
  flagged: 'text-bg-danger',
  scheduled: 'text-bg-danger',
};

export function sessionColumns(t: TFunction, language: string): DataColumn<BikeSessionItem>[] {
  const place = (row: BikeSessionItem) =>
    `${locationName(row.location)} · ${t('bike.sessions.dock', { dock: row.dock })}`;
  const member = (row: BikeSessionItem) => row.member || t('bike.sessions.unknownMember');
  const when = (value: string | null, row: BikeSessionItem) =>
    value === null ? t('bike.notYet') : formatZonedDateTime(value, row.tz, language);
  return [
    {
      id: 'place',
      header: t('bike.sessions.columns.place'),
      sortKey: 'location',
      hideable: false,
      csv: place,
      cell: (row) => (
        <div data-buid={row.buid}>
          <div className="fw-semibold">{locationName(row.location)}</div>
          <div className="small text-body-secondary">{t('bike.sessions.dock', { dock: row.dock })}</div>
        </div>
      ),
    },
    { id: 'member', header: t('bike.sessions.columns.member'), sortKey: 'member', csv: member, cell: member },
    {
      id: 'kind',
      header: t('bike.sessions.columns.kind'),
      csv: (row) => t(`bike.sessions.kind.${row.kind}`),
      cell: (row) => t(`bike.sessions.kind.${row.kind}`),
    },
    {
      id: 'started',
      header: t('bike.sessions.columns.started'),
      sortKey: 'started',
      className: 'text-nowrap',
      csv: (row) => when(row.started_at, row),
      cell: (row) => when(row.started_at, row),
    },
    {
      id: 'ended',
      header: t('bike.sessions.columns.ended'),
      className: 'text-nowrap',
      csv: (row) => when(row.ended_at, row),
      cell: (row) => when(row.ended_at, row),
    },
    {
      id: 'duration',
      header: t('bike.sessions.columns.duration'),
      className: 'text-nowrap',
      csv: (row) => row.minutes,
      cell: (row) => durationText(t, row.minutes),
    },
    {
      id: 'fee',
      header: t('bike.sessions.columns.fee'),
      className: 'text-nowrap',
      csv: (row) => moneyText(row.fee_cents, row.currency, language),
      cell: (row) => moneyText(row.fee_cents, row.currency, language),
    },
    {
      id: 'state',
      header: t('bike.sessions.columns.state'),
      csv: (row) => sessionStateText(t, row),
      cell: (row) => {
        const key = row.ending ?? row.collection ?? (row.overstaying ? 'overstaying' : 'open');
        return (
          <span className={`badge ${TONES[key] ?? 'text-bg-secondary'}`} data-state={key}>
            {sessionStateText(t, row)}
          </span>
        );
      },
    },
  ];
}
