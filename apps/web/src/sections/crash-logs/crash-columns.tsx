// Crash groups' columns for the shared DataTable: the message links to the group; origins and states in words,
// counts in the user's digits, times with their zone.
import type { CrashGroupItem } from '@bluemanager/protocol';
import type { TFunction } from 'i18next';
import { Link } from 'react-router';
import { formatNumber } from '../../format/numbers';
import { formatZonedDateTime } from '../../format/time';
import type { DataColumn } from '../../shared/data-table/data-table-types';
import { crashPath, STATE_BADGES, stateOf } from './crash-text';

export function crashColumns(t: TFunction, locale: string): DataColumn<CrashGroupItem>[] {
  const when = (at: string) => formatZonedDateTime(at, undefined, locale);
  return [
    {
      id: 'title',
      header: t('crashes.columns.title'),
      hideable: false,
      className: 'text-break',
      csv: (row) => row.title,
      cell: (row) => (
        <>
          <Link to={crashPath(row.id)} className="fw-semibold" data-testid="crash-link">
            {row.title}
          </Link>
          {row.frame !== '' && <div className="small text-body-secondary font-monospace">{row.frame}</div>}
        </>
      ),
    },
    {
      id: 'origin',
      header: t('crashes.columns.origin'),
      csv: (row) => t(`crashes.origin.${row.origin}`),
      cell: (row) => t(`crashes.origin.${row.origin}`),
    },
    {
      id: 'count',
      header: t('crashes.columns.count'),
      className: 'text-end',
      csv: (row) => String(row.count),
      cell: (row) => formatNumber(row.count, locale),
    },
    {
      id: 'machines',
      header: t('crashes.columns.machines'),
      className: 'text-end',
      csv: (row) => String(row.machines),
      cell: (row) => (row.origin === 'locker' ? formatNumber(row.machines, locale) : ''),
    },
    {
      id: 'versions',
      header: t('crashes.columns.versions'),
      csv: (row) => row.versions.join(', '),
      cell: (row) => row.versions.join(', '),
    },
    {
      id: 'first',
      header: t('crashes.columns.first'),
      className: 'text-nowrap small',
      csv: (row) => row.first_seen,
      cell: (row) => when(row.first_seen),
    },
    {
      id: 'last',
      header: t('crashes.columns.last'),
      className: 'text-nowrap small',
      csv: (row) => row.last_seen,
      cell: (row) => when(row.last_seen),
    },
    {
      id: 'state',
      header: t('crashes.columns.state'),
      csv: (row) => t(`crashes.state.${stateOf(row)}`),
      cell: (row) => (
        <span className={`badge ${STATE_BADGES[stateOf(row)]}`}>{t(`crashes.state.${stateOf(row)}`)}</span>
      ),
    },
  ];
}
