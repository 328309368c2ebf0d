// Machine Logs' columns, declared for the shared DataTable. A locker's name opens its timeline.
import type { MachineLogEntry } from '@bluemanager/protocol';
import type { TFunction } from 'i18next';
import { Link } from 'react-router';
import { readableMachineName } from '../../format/machine-name';
import { formatZonedDateTime } from '../../format/time';
import type { DataColumn } from '../../shared/data-table/data-table-types';
import { machineEntryText, SEVERITY_BADGE } from './machine-log-text';

export const timelinePath = (uuid: string) => `/logs/machine/${encodeURIComponent(uuid)}`;

export function machineLogColumns(t: TFunction, language: string): DataColumn<MachineLogEntry>[] {
  const time = (row: MachineLogEntry) => formatZonedDateTime(row.at, undefined, language);
  const locker = (row: MachineLogEntry) => readableMachineName(row.machine, row.bname);
  return [
    {
      id: 'time',
      header: t('logs.machine.columns.time'),
      sortKey: 'at',
      className: 'text-nowrap',
      hideable: false,
      csv: time,
      cell: (row) => <time dateTime={row.at}>{time(row)}</time>,
    },
    {
      id: 'severity',
      header: t('logs.machine.columns.severity'),
      csv: (row) => t(`logs.machine.severities.${row.severity}`),
      cell: (row) => (
        <span className={`badge ${SEVERITY_BADGE[row.severity]}`} data-severity={row.severity}>
          {t(`logs.machine.severities.${row.severity}`)}
        </span>
      ),
    },
    {
      id: 'machine',
      header: t('logs.machine.columns.machine'),
      csv: (row) => `${row.bname} · ${locker(row)}`,
      cell: (row) => (
        <div data-buid={row.buid}>
          <Link
            to={timelinePath(row.uuid)}
            className="fw-semibold"
            aria-label={t('logs.machine.openTimeline', { name: `${row.bname} · ${locker(row)}` })}
            data-testid="timeline-link"
          >
            {locker(row)}
          </Link>
          <div className="text-body-secondary small">{row.bname}</div>
        </div>
      ),
    },
    {
      id: 'category',
      header: t('logs.machine.columns.category'),
      csv: (row) => t(`logs.machine.categories.${row.category}`),
      cell: (row) => <span data-category={row.category}>{t(`logs.machine.categories.${row.category}`)}</span>,
    },
    {
      id: 'entry',
      header: t('logs.machine.columns.entry'),
      csv: (row) => machineEntryText(t, row),
      cell: (row) => <span data-kind={row.kind}>{machineEntryText(t, row)}</span>,
    },
  ];
}
