// The All Buildings columns for the shared DataTable: the building (a link to its Dashboard tab), its plan, its
// active units and lockers, and this month's billed amount, formatted from integer cents in the user's language.
import { formatMoney, type SubscriptionBuilding } from '@bluemanager/protocol';
import type { TFunction } from 'i18next';
import { Link } from 'react-router';
import { formatAddress } from '../../format/address';
import { formatNumber } from '../../format/numbers';
import type { DataColumn } from '../../shared/data-table/data-table-types';
import { dayLabel } from './month-label';
import { dashboardPath } from './subscription-route';
import { PlanBadge } from './SubscriptionBadges';

export const pricesText = (t: TFunction, building: SubscriptionBuilding, language: string) =>
  building.plan
    ? t('subscription.prices', {
        unit: formatMoney(building.plan.unit_price, language),
        locker: formatMoney(building.plan.locker_price, language),
      })
    : t('subscription.noPlan');

export function buildingColumns(t: TFunction, language: string): DataColumn<SubscriptionBuilding>[] {
  return [
    {
      id: 'building',
      header: t('subscription.columns.building'),
      sortKey: 'building',
      hideable: false,
      csv: (row) => row.bname,
      cell: (row) => (
        <div>
          <Link
            to={dashboardPath(row.buid)}
            className="fw-semibold"
            aria-label={t('subscription.open', { name: row.bname })}
            data-testid="subscription-building-link"
          >
            {row.bname}
          </Link>
          <div className="small text-body-secondary">{formatAddress(row.address)}</div>
        </div>
      ),
    },
    {
      id: 'plan',
      header: t('subscription.columns.plan'),
      csv: (row) =>
        row.plan
          ? `${t(`subscription.planState.${row.plan.state}`)}: ${pricesText(t, row, language)}`
          : t('subscription.noPlan'),
      cell: (row) =>
        row.plan ? (
          <div>
            <PlanBadge state={row.plan.state} />{' '}
            <span className="small text-body-secondary">
              {t('subscription.since', { day: dayLabel(row.plan.starts_on, language) })}
            </span>
            <div className="small">{pricesText(t, row, language)}</div>
          </div>
        ) : (
          <span className="text-body-secondary">{t('subscription.noPlan')}</span>
        ),
    },
    {
      id: 'units',
      header: t('subscription.columns.units'),
      sortKey: 'units',
      className: 'text-end',
      csv: (row) => row.units,
      cell: (row) => formatNumber(row.units, language),
    },
    {
      id: 'lockers',
      header: t('subscription.columns.lockers'),
      sortKey: 'lockers',
      className: 'text-end',
      csv: (row) => row.lockers,
      cell: (row) => formatNumber(row.lockers, language),
    },
    {
      id: 'billed',
      header: t('subscription.columns.billed'),
      className: 'text-end text-nowrap',
      csv: (row) => (row.billed ? formatMoney(row.billed, language) : ''),
      cell: (row) =>
        row.billed ? (
          <div data-testid="subscription-billed">
            <div className="fw-semibold">{formatMoney(row.billed, language)}</div>
            <div className="small text-body-secondary">
              {row.invoiced ? t('subscription.invoiced') : t('subscription.estimate')}
            </div>
          </div>
        ) : (
          <span className="text-body-secondary">{t('subscription.nothingBilled')}</span>
        ),
    },
  ];
}
