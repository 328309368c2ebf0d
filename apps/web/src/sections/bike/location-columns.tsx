// The bike locations list's columns (act 58001's item): place, building, docks by state, sessions, status, map.
import type { BikeLocationItem } from '@bluemanager/protocol';
import type { TFunction } from 'i18next';
import { shortAddress } from '../../format/address';
import type { DataColumn } from '../../shared/data-table/data-table-types';
import { locationName, moneyText } from './bike-format';

const mapLink = (lat: number, lng: number) =>
  `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=17/${lat}/${lng}`;

function statusText(t: TFunction, row: BikeLocationItem): string {
  if (row.run_sts !== '1') return t('bike.locations.outOfService');
  return t(row.status === '101' ? 'bike.locations.online' : 'bike.locations.offline');
}

export function locationColumns(t: TFunction, language: string): DataColumn<BikeLocationItem>[] {
  const docks = (row: BikeLocationItem) =>
    t('bike.locations.docks', { free: row.free, occupied: row.occupied, disabled: row.disabled });
  return [
    {
      id: 'name',
      header: t('bike.locations.columns.name'),
      sortKey: 'name',
      hideable: false,
      csv: (row) => locationName(row.name),
      cell: (row) => <span className="fw-semibold">{locationName(row.name)}</span>,
    },
    {
      id: 'building',
      header: t('bike.locations.columns.building'),
      sortKey: 'building',
      csv: (row) => row.bname,
      cell: (row) => (
        <div data-buid={row.buid}>
          <div>{row.bname}</div>
          <div className="small text-body-secondary">{shortAddress(row.address)}</div>
        </div>
      ),
    },
    {
      id: 'kind',
      header: t('bike.locations.columns.kind'),
      csv: (row) => t(`bike.locations.kind.${row.kind}`),
      cell: (row) => t(`bike.locations.kind.${row.kind}`),
    },
    {
      id: 'docks',
      header: t('bike.locations.columns.docks'),
      sortKey: 'occupancy',
      csv: docks,
      cell: (row) => <span data-testid="location-docks">{docks(row)}</span>,
    },
    {
      id: 'sessions',
      header: t('bike.locations.columns.sessions'),
      csv: (row) => row.open_sessions,
      cell: (row) => row.open_sessions,
    },
    {
      id: 'overstaying',
      header: t('bike.locations.columns.overstaying'),
      sortKey: 'overstaying',
      csv: (row) => row.overstaying,
      cell: (row) => (
        <span className={row.overstaying > 0 ? 'badge text-bg-warning' : undefined}>{row.overstaying}</span>
      ),
    },
    {
      id: 'status',
      header: t('bike.locations.columns.status'),
      csv: (row) => statusText(t, row),
      cell: (row) => statusText(t, row),
    },
    {
      id: 'tariff',
      header: t('bike.locations.columns.tariff'),
      csv: (row) =>
        row.hourly_cents > 0 ? moneyText(row.hourly_cents, row.currency, language) : t('bike.locations.free'),
      cell: (row) =>
        row.hourly_cents > 0 ? moneyText(row.hourly_cents, row.currency, language) : t('bike.locations.free'),
    },
    {
      id: 'map',
      header: t('bike.locations.columns.map'),
      csv: (row) => (row.lat === null || row.lng === null ? '' : `${row.lat}, ${row.lng}`),
      cell: (row) =>
        row.lat === null || row.lng === null ? (
          t('bike.locations.noPosition')
        ) : (
          <a
            href={mapLink(row.lat, row.lng)}
            target="_blank"
            rel="noreferrer noopener"
            aria-label={t('bike.locations.openMap', { name: locationName(row.name) })}
          >
            {row.lat.toFixed(4)}, {row.lng.toFixed(4)}
          </a>
        ),
    },
  ];
}
