// The list's columns for the shared DataTable; sortable ones name act 55001's sort key. Phones are shown as people
// write them (spec §9), never in their stored E.164.
import { displayPhone, type MemberItem } from '@bluemanager/protocol';
import type { TFunction } from 'i18next';
import { Link } from 'react-router';
import { formatZonedDateTime } from '../../format/time';
import type { DataColumn } from '../../shared/data-table/data-table-types';
import { StatusBadge } from './StatusBadge';

export const memberPath = (id: number | string) => `/members/${id}`;

export const phonesText = (phones: readonly string[]) => phones.map(displayPhone).join(', ');

export function memberColumns(t: TFunction): DataColumn<MemberItem>[] {
  return [
    {
      id: 'name',
      header: t('members.columns.name'),
      sortKey: 'name',
      hideable: false,
      csv: (row) => row.name,
      cell: (row) => (
        <Link
          to={memberPath(row.id)}
          className="fw-semibold"
          aria-label={t('members.open', { name: row.name })}
          data-testid="member-link"
        >
          {row.name}
        </Link>
      ),
    },
    {
      id: 'unit',
      header: t('members.columns.unit'),
      sortKey: 'unit',
      csv: (row) => row.unit,
      cell: (row) => row.unit,
    },
    {
      id: 'building',
      header: t('members.columns.building'),
      sortKey: 'building',
      csv: (row) => row.bname,
      cell: (row) => <span data-buid={row.buid}>{row.bname}</span>,
    },
    {
      id: 'phones',
      header: t('members.columns.phones'),
      className: 'text-nowrap',
      csv: (row) => phonesText(row.phones),
      cell: (row) => (
        <div>
          {row.phones.map((phone) => (
            <div key={phone}>{displayPhone(phone)}</div>
          ))}
        </div>
      ),
    },
    {
      id: 'email',
      header: t('members.columns.email'),
      csv: (row) => row.email,
      cell: (row) => <span className="text-break">{row.email}</span>,
    },
    {
      id: 'status',
      header: t('members.columns.status'),
      sortKey: 'status',
      csv: (row) => t(`members.status.${row.status}`),
      cell: (row) => <StatusBadge status={row.status} />,
    },
    {
      id: 'updated',
      header: t('members.columns.updated'),
      sortKey: 'updated',
      className: 'text-nowrap',
      csv: (row) => formatZonedDateTime(row.updated_at, row.tz),
      cell: (row) => formatZonedDateTime(row.updated_at, row.tz),
    },
  ];
}
