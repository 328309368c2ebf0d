// The campaign list's columns: the product, its state, how far it is toward its minimum, the price reached so far,
// the deadline in its first pickup building's zone and its pickup buildings (act 65001's sort keys).
import { formatMoney, type CampaignItem } from '@bluemanager/protocol';
import type { TFunction } from 'i18next';
import { Link } from 'react-router';
import { formatZonedDateTime } from '../../format/time';
import type { DataColumn } from '../../shared/data-table/data-table-types';
import { CampaignProgress } from './CampaignProgress';
import { CampaignStateBadge } from './CampaignState';

export const campaignPath = (id: number | string) => `/group-buy-schedule/${id}`;

export function campaignColumns(t: TFunction, language: string): DataColumn<CampaignItem>[] {
  return [
    {
      id: 'name',
      header: t('groupBuy.columns.name'),
      sortKey: 'name',
      hideable: false,
      csv: (row) => row.name,
      cell: (row) => (
        <Link
          to={campaignPath(row.id)}
          className="fw-semibold"
          aria-label={t('groupBuy.open', { name: row.name })}
          data-testid="campaign-link"
        >
          {row.name}
        </Link>
      ),
    },
    {
      id: 'state',
      header: t('groupBuy.columns.state'),
      csv: (row) => t(`groupBuy.state.${row.state}`),
      cell: (row) => <CampaignStateBadge state={row.state} />,
    },
    {
      id: 'progress',
      header: t('groupBuy.columns.progress'),
      csv: (row) => t('groupBuy.progress', { count: row.participants, minimum: row.minimum }),
      cell: (row) => <CampaignProgress campaign={row} />,
    },
    {
      id: 'price',
      header: t('groupBuy.columns.price'),
      className: 'text-end text-nowrap',
      csv: (row) => formatMoney(row.price, language),
      cell: (row) => formatMoney(row.price, language),
    },
    {
      id: 'deadline',
      header: t('groupBuy.columns.deadline'),
      sortKey: 'deadline',
      className: 'text-nowrap',
      csv: (row) => formatZonedDateTime(row.deadline, row.tz, language),
      cell: (row) => formatZonedDateTime(row.deadline, row.tz, language),
    },
    {
      id: 'buildings',
      header: t('groupBuy.columns.buildings'),
      csv: (row) => row.buildings.map((building) => building.bname).join(', '),
      cell: (row) => row.buildings.map((building) => building.bname).join(', '),
    },
  ];
}
