// The list's columns, declared for the shared DataTable. Sortable columns name the server's sort key.
import { displayPhone } from '@bluemanager/protocol';
import type { TFunction } from 'i18next';
import type { DataColumn } from '../../shared/data-table/data-table-types';
import { formatDateTime, zoneLabel } from '../../format/time';
import { CarrierCell } from './CarrierCell';
import { parcelNotes } from './parcel-notes';
import { lockerPlace, type ParcelRow } from './parcel-row';
import { ParcelStateBadges } from './ParcelStateBadges';

/** Date over time, so three time columns fit beside the others; in the building's zone, which it names. */
function time(value: string | null, empty: string, timeZone: string) {
  if (!value) return empty;
  const [date, clock] = formatDateTime(value, timeZone).split(' ');
  return (
    <time dateTime={value} title={timeZone}>
      {date}
      <br />
      <span className="text-body-secondary">
        {clock} {zoneLabel(value, timeZone)}
      </span>
    </time>
  );
}

export function parcelColumns(t: TFunction, openDetail: (id: number) => void): DataColumn<ParcelRow>[] {
  return [
    {
      id: 'id',
      header: t('parcels.columns.id'),
      sortKey: 'id',
      cell: (row) => (
        <button
          type="button"
          className="btn btn-link p-0"
          onClick={() => openDetail(row.id)}
          aria-label={t('parcels.openDetail', { id: row.id })}
          data-testid="open-detail"
        >
          {row.id}
        </button>
      ),
    },
    {
      id: 'carrier',
      header: t('parcels.columns.carrier'),
      sortKey: 'carrier',
      cell: (row) => <CarrierCell carrier={row.carrier} />,
    },
    {
      id: 'recipient',
      header: t('parcels.columns.recipient'),
      cell: ({ recipient }) =>
        recipient ? (
          <div className="small">
            <div className="fw-semibold">{recipient.n || t('notAvailable')}</div>
            <div>{recipient.p ? displayPhone(recipient.p) : t('notAvailable')}</div>
            <div className="text-body-secondary">{recipient.e || t('notAvailable')}</div>
          </div>
        ) : (
          <span className="text-body-secondary">N/A</span>
        ),
    },
    {
      id: 'place',
      header: t('parcels.columns.place'),
      cell: (row) => (
        <div className="small" data-muuid={row.muuid} data-buid={row.buid}>
          <div className="fw-semibold">{row.bname}</div>
          <div className="text-body-secondary">{lockerPlace(row)}</div>
        </div>
      ),
    },
    {
      id: 'state',
      header: t('parcels.columns.state'),
      sortKey: 'state',
      cell: (row) => <ParcelStateBadges parcel={row} />,
    },
    {
      id: 'deposited',
      header: t('parcels.columns.deposited'),
      sortKey: 'deposited',
      className: 'text-nowrap small',
      csv: (row) => row.deposit_time,
      cell: (row) => time(row.deposit_time, t('notAvailable'), row.tz),
    },
    {
      id: 'due',
      header: t('parcels.columns.due'),
      sortKey: 'due',
      className: 'text-nowrap small',
      csv: (row) => row.due_time,
      cell: (row) => time(row.due_time, t('notAvailable'), row.tz),
    },
    {
      id: 'collected',
      header: t('parcels.columns.collected'),
      sortKey: 'collected',
      className: 'text-nowrap small',
      csv: (row) => row.collect_time,
      cell: (row) => time(row.collect_time, t('notAvailable'), row.tz),
    },
    {
      id: 'notes',
      header: t('parcels.columns.notes'),
      className: 'small',
      cell: (row) => {
        const [first, second] = parcelNotes(row.recipient?.note ?? '', t('notAvailable'));
        return (
          <div data-testid="parcel-notes">
            <div>{first}</div>
            <div className="text-body-secondary">{second}</div>
          </div>
        );
      },
    },
  ];
}
