// The amenity machines list's columns (act 59001's item): machine (a link to its page), building, stock, overdue,
// deposits held and status.
import type { AmenityMachineItem } from '@bluemanager/protocol';
import type { TFunction } from 'i18next';
import { Link } from 'react-router';
import type { DataColumn } from '../../shared/data-table/data-table-types';
import { amountText, machineName } from './amenity-format';

export function machineStatusText(t: TFunction, row: { status: string; run_sts: string }): string {
  if (row.run_sts !== '1') return t('amenity.machines.outOfService');
  return t(row.status === '101' ? 'amenity.machines.online' : 'amenity.machines.offline');
}

export function machineColumns(t: TFunction, language: string): DataColumn<AmenityMachineItem>[] {
  const stock = (row: AmenityMachineItem) =>
    t('amenity.machines.stock', { available: row.available, lent: row.lent, unavailable: row.unavailable });
  return [
    {
      id: 'name',
      header: t('amenity.machines.columns.name'),
      sortKey: 'name',
      hideable: false,
      csv: (row) => machineName(row.name),
      cell: (row) => (
        <Link
          to={`/amenity/machine/${encodeURIComponent(row.uuid)}`}
          className="fw-semibold"
          data-testid="amenity-machine-link"
        >
          {machineName(row.name)}
        </Link>
      ),
    },
    {
      id: 'building',
      header: t('amenity.machines.columns.building'),
      sortKey: 'building',
      csv: (row) => row.bname,
      cell: (row) => <span data-buid={row.buid}>{row.bname}</span>,
    },
    {
      id: 'stock',
      header: t('amenity.machines.columns.stock'),
      sortKey: 'lent',
      csv: stock,
      cell: (row) => <span data-testid="amenity-machine-stock">{stock(row)}</span>,
    },
    {
      id: 'overdue',
      header: t('amenity.machines.columns.overdue'),
      sortKey: 'overdue',
      csv: (row) => row.overdue,
      cell: (row) => (
        <span className={row.overdue > 0 ? 'badge text-bg-warning' : undefined}>{row.overdue}</span>
      ),
    },
    {
      id: 'held',
      header: t('amenity.machines.columns.held'),
      className: 'text-nowrap',
      csv: (row) => amountText(row.held_cents, row.currency, language),
      cell: (row) => amountText(row.held_cents, row.currency, language),
    },
    {
      id: 'status',
      header: t('amenity.machines.columns.status'),
      csv: (row) => machineStatusText(t, row),
      cell: (row) => machineStatusText(t, row),
    },
  ];
}
