// The members list's columns: who, where, their balance and what they earned in all (act 57012's sort keys).
import type { RewardMember } from '@bluemanager/protocol';
import type { TFunction } from 'i18next';
import { Link } from 'react-router';
import { formatNumber } from '../../format/numbers';
import { formatDateTime } from '../../format/time';
import type { DataColumn } from '../../shared/data-table/data-table-types';

export const rewardMemberPath = (id: number | string) => `/reward-system/member/${id}`;

export function rewardColumns(t: TFunction, language: string): DataColumn<RewardMember>[] {
  return [
    {
      id: 'name',
      header: t('rewards.columns.name'),
      sortKey: 'name',
      hideable: false,
      csv: (row) => row.name,
      cell: (row) => (
        <Link
          to={rewardMemberPath(row.id)}
          className="fw-semibold"
          aria-label={t('rewards.open', { name: row.name })}
          data-testid="reward-member-link"
        >
          {row.name}
        </Link>
      ),
    },
    {
      id: 'building',
      header: t('rewards.columns.building'),
      sortKey: 'building',
      csv: (row) => row.bname,
      cell: (row) => row.bname,
    },
    { id: 'unit', header: t('rewards.columns.unit'), csv: (row) => row.unit, cell: (row) => row.unit },
    {
      id: 'balance',
      header: t('rewards.columns.balance'),
      sortKey: 'balance',
      className: 'text-end text-nowrap',
      csv: (row) => row.balance,
      cell: (row) => <span className="fw-semibold">{formatNumber(row.balance, language)}</span>,
    },
    {
      id: 'earned',
      header: t('rewards.columns.earned'),
      className: 'text-end text-nowrap',
      csv: (row) => row.earned,
      cell: (row) => formatNumber(row.earned, language),
    },
    {
      id: 'last',
      header: t('rewards.columns.last'),
      className: 'text-nowrap',
      csv: (row) => (row.last_entry_at ? formatDateTime(row.last_entry_at) : ''),
      cell: (row) => (row.last_entry_at ? formatDateTime(row.last_entry_at) : '—'),
    },
  ];
}
