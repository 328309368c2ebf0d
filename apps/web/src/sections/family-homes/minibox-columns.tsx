// The mini-box lists' columns: a locker (act 59101's item: name, building, boxes by state, open doors, status,
// latest event) and an event (59102's: when, where, which box, what), every kind in the user's words.
import type { MiniBoxEventItem, MiniBoxLockerItem } from '@bluemanager/protocol';
import type { TFunction } from 'i18next';
import { Link } from 'react-router';
import { readableMachineName } from '../../format/machine-name';
import { formatZonedDateTime } from '../../format/time';
import type { DataColumn } from '../../shared/data-table/data-table-types';
import { eventKindKey } from '../machines/MachineEvents';

export function lockerStatusText(t: TFunction, row: { status: string; run_sts: string }): string {
  if (row.run_sts !== '1') return t('familyHomes.miniBox.outOfService');
  return t(row.status === '101' ? 'familyHomes.miniBox.online' : 'familyHomes.miniBox.offline');
}

export const boxesText = (t: TFunction, row: MiniBoxLockerItem) =>
  t('familyHomes.miniBox.boxes', { free: row.free, occupied: row.occupied, disabled: row.disabled });

export function lockerColumns(t: TFunction, language: string): DataColumn<MiniBoxLockerItem>[] {
  const c = (key: string) => t(`familyHomes.miniBox.columns.${key}`);
  const lastEvent = (row: MiniBoxLockerItem) =>
    row.last_event_at === null
      ? t('familyHomes.miniBox.noEvent')
      : `${t(eventKindKey(row.last_event))} · ${formatZonedDateTime(row.last_event_at, row.tz, language)}`;
  return [
    {
      id: 'name',
      header: c('name'),
      hideable: false,
      csv: (row) => readableMachineName(row.name),
      cell: (row) => (
        <Link
          to={`/minibox-locker-list/${encodeURIComponent(row.uuid)}`}
          className="fw-semibold"
          data-testid="minibox-locker-link"
        >
          {readableMachineName(row.name)}
        </Link>
      ),
    },
    {
      id: 'building',
      header: c('building'),
      csv: (row) => row.bname,
      cell: (row) => <span data-buid={row.buid}>{row.bname}</span>,
    },
    {
      id: 'boxes',
      header: c('boxes'),
      csv: (row) => boxesText(t, row),
      cell: (row) => <span data-testid="minibox-boxes">{boxesText(t, row)}</span>,
    },
    {
      id: 'doors',
      header: c('doors'),
      csv: (row) => row.doors_open,
      cell: (row) => (
        <span className={row.doors_open > 0 ? 'badge text-bg-warning' : undefined}>{row.doors_open}</span>
      ),
    },
    {
      id: 'status',
      header: c('status'),
      csv: (row) => lockerStatusText(t, row),
      cell: (row) => lockerStatusText(t, row),
    },
    { id: 'lastEvent', header: c('lastEvent'), csv: lastEvent, cell: lastEvent },
  ];
}

export function eventColumns(t: TFunction, language: string): DataColumn<MiniBoxEventItem>[] {
  const c = (key: string) => t(`familyHomes.events.columns.${key}`);
  const box = (row: MiniBoxEventItem) => row.box || t('familyHomes.events.wholeLocker');
  return [
    {
      id: 'at',
      header: c('at'),
      hideable: false,
      className: 'text-nowrap',
      csv: (row) => formatZonedDateTime(row.at, row.tz, language),
      cell: (row) => formatZonedDateTime(row.at, row.tz, language),
    },
    {
      id: 'locker',
      header: c('locker'),
      csv: (row) => `${readableMachineName(row.locker)} (${row.bname})`,
      cell: (row) => (
        <div>
          <div>{readableMachineName(row.locker)}</div>
          <div className="small text-body-secondary">{row.bname}</div>
        </div>
      ),
    },
    { id: 'box', header: c('box'), csv: box, cell: box },
    {
      id: 'event',
      header: c('event'),
      csv: (row) => t(eventKindKey(row.kind)),
      cell: (row) => <span data-kind={row.kind}>{t(eventKindKey(row.kind))}</span>,
    },
  ];
}
