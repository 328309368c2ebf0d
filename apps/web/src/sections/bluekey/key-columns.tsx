// The courier keys' columns for the shared DataTable: the courier links to the key's page; the method, places,
// period and state in words; a tag by its last characters only.
import { displayPhone, type CourierKeyItem } from '@bluemanager/protocol';
import type { TFunction } from 'i18next';
import { Link } from 'react-router';
import { formatDateTime } from '../../format/time';
import type { DataColumn } from '../../shared/data-table/data-table-types';
import { lockerLabel } from '../../shared/options/use-building-options';
import { KeyStateBadge } from './KeyBadges';

export const keyPath = (id: number | string) => `/bluekey/keys/${id}`;

/** Where a key opens, as people name it: a building's name for every locker of it, else the locker. */
export const placeText = (place: CourierKeyItem['places'][number], t: TFunction) =>
  place.muuid === null
    ? `${place.bname} (${t('bluekey.keys.wholeBuilding')})`
    : lockerLabel({ name: place.mname, bname: place.bname }, false);

export const methodText = (row: Pick<CourierKeyItem, 'method' | 'hint'>, t: TFunction) =>
  row.method === 'tag' && row.hint
    ? `${t('bluekey.method.tag')} (${t('bluekey.keys.tagEnding', { hint: row.hint })})`
    : t(`bluekey.method.${row.method}`);

const day = (value: string) => formatDateTime(value).slice(0, 10);

export function keyColumns(t: TFunction): DataColumn<CourierKeyItem>[] {
  return [
    {
      id: 'courier',
      header: t('bluekey.keys.columns.courier'),
      hideable: false,
      csv: (row) => row.courier,
      cell: (row) => (
        <div>
          <Link
            to={keyPath(row.id)}
            className="fw-semibold"
            aria-label={t('bluekey.keys.open', { courier: row.courier })}
            data-testid="key-link"
          >
            {row.courier}
          </Link>
          {row.phone && <div className="small text-nowrap">{displayPhone(row.phone)}</div>}
        </div>
      ),
    },
    {
      id: 'carrier',
      header: t('bluekey.keys.columns.carrier'),
      csv: (row) => row.carrier,
      cell: (row) => row.carrier,
    },
    {
      id: 'method',
      header: t('bluekey.keys.columns.method'),
      csv: (row) => methodText(row, t),
      cell: (row) => methodText(row, t),
    },
    {
      id: 'places',
      header: t('bluekey.keys.columns.places'),
      csv: (row) => row.places.map((place) => placeText(place, t)).join('; '),
      cell: (row) =>
        row.places.length === 1 && row.places[0] ? (
          placeText(row.places[0], t)
        ) : (
          <span title={row.places.map((place) => placeText(place, t)).join('\n')}>
            {t('bluekey.keys.placeCount', { count: row.places.length })}
          </span>
        ),
    },
    {
      id: 'period',
      header: t('bluekey.keys.columns.period'),
      className: 'text-nowrap',
      csv: (row) => `${day(row.valid_from)} – ${day(row.valid_to)}`,
      cell: (row) => `${day(row.valid_from)} – ${day(row.valid_to)}`,
    },
    {
      id: 'state',
      header: t('bluekey.keys.columns.state'),
      csv: (row) => t(`bluekey.state.${row.state}`),
      cell: (row) => <KeyStateBadge state={row.state} />,
    },
    {
      id: 'last-used',
      header: t('bluekey.keys.columns.lastUsed'),
      className: 'text-nowrap',
      csv: (row) => (row.last_used_at ? formatDateTime(row.last_used_at) : t('bluekey.never')),
      cell: (row) => (row.last_used_at ? formatDateTime(row.last_used_at) : t('bluekey.never')),
    },
  ];
}
