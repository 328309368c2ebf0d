// A subscription's facts: member (to their page), building and unit, plan and price, state, period and what comes
// next, renewal, and the plan's free BlueExpress deliveries used in the current period.
import { formatMoney, type PremiumSubscription } from '@bluemanager/protocol';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { dayIn, nextStep } from './premium-dates';
import { StateBadge } from './StateBadge';

export function SubscriptionFacts({ subscription }: { subscription: PremiumSubscription }) {
  const { t, i18n } = useTranslation();
  const step = nextStep(subscription);
  const day = (at: string) => dayIn(at, subscription.tz);
  const rows: [string, ReactNode][] = [
    [
      t('premium.detail.member'),
      <Link
        key="member"
        to={`/members/${subscription.member_id}`}
        aria-label={t('premium.detail.openMember')}
      >
        {subscription.member}
      </Link>,
    ],
    [t('premium.detail.building'), [subscription.bname, subscription.unit].filter(Boolean).join(', ')],
    [
      t('premium.detail.plan'),
      `${subscription.plan}, ${t(`premium.perPeriod.${subscription.period}`, { price: formatMoney(subscription.price, i18n.language) })}`,
    ],
    [
      t('premium.detail.state'),
      <span key="state" className="d-inline-flex flex-wrap gap-2 align-items-center">
        <StateBadge state={subscription.state} />
        {subscription.cancel_at_period_end && subscription.state === 'active' && (
          <span className="small">{t('premium.detail.cancelBooked')}</span>
        )}
      </span>,
    ],
    [t('premium.detail.period'), `${day(subscription.period_start)} – ${day(subscription.period_end)}`],
    [
      t('premium.detail.freeDeliveries'),
      <span key="free" data-testid="premium-free-deliveries">
        {subscription.free_deliveries > 0
          ? t('premium.detail.freeUsed', {
              used: subscription.free_used,
              allowed: subscription.free_deliveries,
            })
          : t('premium.detail.noFreeDeliveries')}
      </span>,
    ],
    [t('premium.columns.next'), t(step.key, { date: step.date })],
    [t('premium.detail.autoRenew'), t(subscription.auto_renew ? 'premium.detail.yes' : 'premium.detail.no')],
    [t('premium.detail.since'), day(subscription.created_at)],
  ];
  return (
    <dl className="mb-0" data-testid="premium-facts" data-state={subscription.state}>
      {rows.map(([label, value]) => (
        <div className="mb-2" key={label}>
          <dt className="small text-body-secondary fw-normal">{label}</dt>
          <dd className="mb-0">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
