// The subscribers list's columns: who, where, on which plan, its state and what comes next (act 65110's sort keys).
import { formatMoney, type PremiumSubscription } from '@bluemanager/protocol';
import type { TFunction } from 'i18next';
import { Link } from 'react-router';
import type { DataColumn } from '../../shared/data-table/data-table-types';
import { dayIn, nextStep } from './premium-dates';
import { StateBadge } from './StateBadge';

export const subscriptionPath = (id: number | string) => `/premium-member/subscription/${id}`;

export function premiumColumns(t: TFunction, language: string): DataColumn<PremiumSubscription>[] {
  const next = (row: PremiumSubscription) => {
    const step = nextStep(row);
    return t(step.key, { date: step.date });
  };
  return [
    {
      id: 'member',
      header: t('premium.columns.member'),
      sortKey: 'member',
      hideable: false,
      csv: (row) => row.member,
      cell: (row) => (
        <Link
          to={subscriptionPath(row.id)}
          className="fw-semibold"
          aria-label={t('premium.open', { name: row.member })}
          data-testid="premium-subscription-link"
        >
          {row.member}
        </Link>
      ),
    },
    {
      id: 'building',
      header: t('premium.columns.building'),
      sortKey: 'building',
      csv: (row) => `${row.bname} ${row.unit}`.trim(),
      cell: (row) => (
        <>
          {row.bname}
          {row.unit && <div className="small text-body-secondary">{row.unit}</div>}
        </>
      ),
    },
    { id: 'plan', header: t('premium.columns.plan'), csv: (row) => row.plan, cell: (row) => row.plan },
    {
      id: 'state',
      header: t('premium.columns.state'),
      csv: (row) => t(`premium.states.${row.state}`),
      cell: (row) => <StateBadge state={row.state} />,
    },
    {
      id: 'period',
      header: t('premium.columns.period'),
      className: 'text-nowrap',
      csv: (row) => `${dayIn(row.period_start, row.tz)} – ${dayIn(row.period_end, row.tz)}`,
      cell: (row) => `${dayIn(row.period_start, row.tz)} – ${dayIn(row.period_end, row.tz)}`,
    },
    {
      id: 'next',
      header: t('premium.columns.next'),
      sortKey: 'period-end',
      className: 'text-nowrap',
      csv: next,
      cell: next,
    },
    {
      id: 'price',
      header: t('premium.columns.price'),
      className: 'text-end text-nowrap',
      csv: (row) => t(`premium.perPeriod.${row.period}`, { price: formatMoney(row.price, language) }),
      cell: (row) => t(`premium.perPeriod.${row.period}`, { price: formatMoney(row.price, language) }),
    },
  ];
}
