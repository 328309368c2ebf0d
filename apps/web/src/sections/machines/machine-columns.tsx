// The list's columns, declared for the shared DataTable. Sortable columns name the server's sort key (act 52010).
import type { MachineSummary } from '@bluemanager/protocol';
import type { TFunction } from 'i18next';
import { Link } from 'react-router';
import { shortAddress } from '../../format/address';
import type { DataColumn } from '../../shared/data-table/data-table-types';
import { ConnectionBadge } from './ConnectionBadge';
import { Heartbeat } from './Heartbeat';
import { readableMachineName } from '../../format/machine-name';
import { connectionState, inService, reportingState } from './machine-state';
import { familyName, modeName } from './mode-label';

export const machinePath = (uuid: string) => `/machines/lockers/${encodeURIComponent(uuid)}`;

export function machineColumns(t: TFunction, now: number): DataColumn<MachineSummary>[] {
  return [
    {
      id: 'name',
      header: t('machines.columns.name'),
      sortKey: 'name',
      hideable: false,
      csv: (row) => readableMachineName(row.name),
      cell: (row) => (
        <Link
          to={machinePath(row.uuid)}
          className="fw-semibold"
          aria-label={t('machines.open', { name: readableMachineName(row.name) })}
          data-testid="machine-link"
        >
          {readableMachineName(row.name)}
        </Link>
      ),
    },
    {
      id: 'mode',
      header: t('machines.columns.mode'),
      sortKey: 'mm',
      csv: (row) => modeName(t, row.mm, row.mode),
      cell: (row) => <span data-mm={row.mm}>{modeName(t, row.mm, row.mode)}</span>,
    },
    {
      id: 'family',
      header: t('machines.columns.family'),
      csv: (row) => familyName(t, row.family),
      cell: (row) => <span data-family={row.family}>{familyName(t, row.family)}</span>,
    },
    {
      id: 'building',
      header: t('machines.columns.building'),
      sortKey: 'building',
      csv: (row) => row.bname,
      cell: (row) => (
        <div data-buid={row.buid}>
          <div className="fw-semibold">{row.bname}</div>
          <div className="text-body-secondary">{shortAddress(row.address)}</div>
        </div>
      ),
    },
    {
      id: 'status',
      header: t('machines.columns.status'),
      sortKey: 'status',
      className: 'text-nowrap',
      csv: (row) =>
        `${t(`machines.reporting.${reportingState(row)}`)}, ${t(inService(row) ? 'machines.runState.inService' : 'machines.runState.outOfService')}`,
      cell: (row) => (
        <div data-status={row.status} data-run-sts={row.run_sts}>
          <div>{t(`machines.reporting.${reportingState(row)}`)}</div>
          <div className="text-body-secondary">
            {t(inService(row) ? 'machines.runState.inService' : 'machines.runState.outOfService')}
          </div>
        </div>
      ),
    },
    {
      id: 'heartbeat',
      header: t('machines.columns.heartbeat'),
      sortKey: 'last_seen',
      className: 'text-nowrap',
      csv: (row) => row.last_seen,
      cell: (row) => <Heartbeat at={row.last_seen} now={now} />,
    },
    {
      id: 'connection',
      header: t('machines.columns.connection'),
      csv: (row) => t(`machines.connection.${connectionState(row)}`),
      cell: (row) => <ConnectionBadge machine={row} />,
    },
  ];
}
