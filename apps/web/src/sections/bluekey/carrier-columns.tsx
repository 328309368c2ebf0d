// The carriers list's columns for the shared DataTable: the logo and name link to the carrier's page.
import type { CarrierItem } from '@bluemanager/protocol';
import type { TFunction } from 'i18next';
import { Link } from 'react-router';
import { formatNumber } from '../../format/numbers';
import { formatDateTime } from '../../format/time';
import type { DataColumn } from '../../shared/data-table/data-table-types';
import { CarrierLogo } from './KeyBadges';

export const carrierPath = (id: number | string) => `/bluekey/carriers/${id}`;

export function carrierColumns(t: TFunction, language: string): DataColumn<CarrierItem>[] {
  return [
    {
      id: 'name',
      header: t('bluekey.carriers.columns.name'),
      hideable: false,
      csv: (row) => row.name,
      cell: (row) => (
        <span className="d-inline-flex align-items-center gap-2">
          <CarrierLogo name={row.name} logo={row.logo} />
          <Link
            to={carrierPath(row.id)}
            className="fw-semibold"
            aria-label={t('bluekey.carriers.open', { name: row.name })}
            data-testid="carrier-link"
          >
            {row.name}
          </Link>
        </span>
      ),
    },
    {
      id: 'code',
      header: t('bluekey.carriers.columns.code'),
      csv: (row) => row.code,
      cell: (row) => <span className="font-monospace">{row.code}</span>,
    },
    {
      id: 'keys',
      header: t('bluekey.carriers.columns.keys'),
      className: 'text-end',
      csv: (row) => row.keys,
      cell: (row) => formatNumber(row.keys, language),
    },
    {
      id: 'active',
      header: t('bluekey.carriers.columns.active'),
      csv: (row) => t(row.active ? 'bluekey.carriers.active' : 'bluekey.carriers.inactive'),
      cell: (row) => (
        <span className={`badge ${row.active ? 'text-bg-success' : 'text-bg-secondary'}`}>
          {t(row.active ? 'bluekey.carriers.active' : 'bluekey.carriers.inactive')}
        </span>
      ),
    },
    {
      id: 'updated',
      header: t('bluekey.carriers.columns.updated'),
      className: 'text-nowrap',
      csv: (row) => formatDateTime(row.updated_at),
      cell: (row) => formatDateTime(row.updated_at),
    },
  ];
}
