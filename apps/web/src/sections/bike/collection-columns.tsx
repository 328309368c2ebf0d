// The collections list's columns (act 58005's item): where, whose bike, since when, its state and schedule.
import type { BikeCollectionItem } from '@bluemanager/protocol';
import type { TFunction } from 'i18next';
import { formatZonedDateTime } from '../../format/time';
import type { DataColumn } from '../../shared/data-table/data-table-types';
import { locationName } from './bike-format';

const TONES: Readonly<Record<string, string>> = {
  flagged: 'text-bg-danger',
  scheduled: 'text-bg-warning',
  collected: 'text-bg-success',
  claimed: 'text-bg-info',
  'not-found': 'text-bg-secondary',
};

export function collectionColumns(t: TFunction, language: string): DataColumn<BikeCollectionItem>[] {
  const when = (value: string | null, row: BikeCollectionItem) =>
    value === null ? t('bike.notYet') : formatZonedDateTime(value, row.tz, language);
  const member = (row: BikeCollectionItem) => row.member || t('bike.sessions.unknownMember');
  const told = (row: BikeCollectionItem) =>
    row.notified > 0
      ? t('bike.collections.notified', { count: row.notified })
      : t('bike.collections.notNotified');
  return [
    {
      id: 'place',
      header: t('bike.collections.columns.place'),
      hideable: false,
      csv: (row) => `${locationName(row.location)} · ${t('bike.sessions.dock', { dock: row.dock })}`,
      cell: (row) => (
        <div data-buid={row.buid}>
          <div className="fw-semibold">{locationName(row.location)}</div>
          <div className="small text-body-secondary">{t('bike.sessions.dock', { dock: row.dock })}</div>
        </div>
      ),
    },
    {
      id: 'member',
      header: t('bike.collections.columns.member'),
      csv: member,
      cell: (row) => (
        <div>
          <div>{member(row)}</div>
          <div className="small text-body-secondary">{told(row)}</div>
        </div>
      ),
    },
    {
      id: 'parked',
      header: t('bike.collections.columns.parked'),
      className: 'text-nowrap',
      csv: (row) => when(row.parked_at, row),
      cell: (row) => when(row.parked_at, row),
    },
    {
      id: 'state',
      header: t('bike.collections.columns.state'),
      csv: (row) => t(`bike.collections.state.${row.state}`),
      cell: (row) => (
        <span className={`badge ${TONES[row.state] ?? 'text-bg-secondary'}`} data-state={row.state}>
          {t(`bike.collections.state.${row.state}`)}
        </span>
      ),
    },
    {
      id: 'flagged',
      header: t('bike.collections.columns.flagged'),
      className: 'text-nowrap',
      csv: (row) => when(row.flagged_at, row),
      cell: (row) => when(row.flagged_at, row),
    },
    {
      id: 'scheduled',
      header: t('bike.collections.columns.scheduled'),
      className: 'text-nowrap',
      csv: (row) => when(row.result_at ?? row.scheduled_for, row),
      cell: (row) => when(row.result_at ?? row.scheduled_for, row),
    },
    {
      id: 'note',
      header: t('bike.collections.columns.note'),
      csv: (row) => row.note,
      cell: (row) => row.note || t('bike.none'),
    },
  ];
}
