// The Locker Settings list's columns: what needs each building (offline lockers, join requests) stands out.
import type { SettingsBuilding } from '@bluemanager/protocol';
import type { TFunction } from 'i18next';
import { Link } from 'react-router';
import { formatAddress } from '../../format/address';
import { formatNumber } from '../../format/numbers';
import type { DataColumn } from '../../shared/data-table/data-table-types';

export function settingsColumns(t: TFunction, language: string): DataColumn<SettingsBuilding>[] {
  const count = (value: number) => formatNumber(value, language);
  return [
    {
      id: 'building',
      header: t('lockerSettings.building'),
      sortKey: 'name',
      hideable: false,
      csv: (row) => row.bname,
      cell: (row) => (
        <Link to={`/settings/${row.buid}`} className="fw-semibold" data-testid="settings-building-link">
          {row.bname}
        </Link>
      ),
    },
    {
      id: 'address',
      header: t('lockerSettings.address'),
      csv: (row) => formatAddress(row.baddr),
      cell: (row) => formatAddress(row.baddr),
    },
    {
      id: 'partner',
      header: t('lockerSettings.partner'),
      sortKey: 'partner',
      csv: (row) => row.partner,
      cell: (row) => row.partner,
    },
    {
      id: 'lockers',
      header: t('lockerSettings.lockers'),
      sortKey: 'lockers',
      className: 'text-end',
      csv: (row) => row.lockers,
      cell: (row) => count(row.lockers),
    },
    {
      id: 'offline',
      header: t('lockerSettings.offline'),
      sortKey: 'offline',
      className: 'text-end',
      csv: (row) => row.offline,
      cell: (row) =>
        row.offline > 0 ? <span className="badge text-bg-danger">{count(row.offline)}</span> : count(0),
    },
    {
      id: 'requests',
      header: t('lockerSettings.pendingRequests'),
      sortKey: 'requests',
      className: 'text-end',
      csv: (row) => row.pending_join_requests,
      cell: (row) =>
        row.pending_join_requests > 0 ? (
          <Link
            to={`/settings/${row.buid}?panel=requests`}
            className="badge text-bg-warning text-decoration-none"
            aria-label={t('lockerSettings.openRequests', {
              count: row.pending_join_requests,
              building: row.bname,
            })}
          >
            {count(row.pending_join_requests)}
          </Link>
        ) : (
          count(0)
        ),
    },
  ];
}
