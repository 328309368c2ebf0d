// A subscription's periods with the order that pays each, and those orders' payment attempts and refunds: a small
// table each, readable at 390 px (they scroll sideways inside their card rather than the page).
import { canCall, formatMoney, orderDetailAct, type PremiumSubscriptionDetail } from '@bluemanager/protocol';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatZonedDateTime } from '../../format/time';
import { useUser } from '../../session/session-context';
import { SmallTable } from '../../shared/SmallTable';
import { dayIn } from './premium-dates';

function OrderNumber({ id, number }: { id: number; number: string }) {
  const user = useUser();
  return canCall(orderDetailAct, user) ? <Link to={`/orders/${id}`}>{number}</Link> : <>{number}</>;
}

export function SubscriptionPeriods({ detail }: { detail: PremiumSubscriptionDetail }) {
  const { t, i18n } = useTranslation();
  const tz = detail.subscription.tz;
  return (
    <SmallTable
      caption={t('premium.detail.periods')}
      heads={[
        t('premium.detail.kind'),
        t('premium.detail.from'),
        t('premium.detail.to'),
        t('premium.detail.order'),
        t('premium.detail.amount'),
        t('premium.detail.payment'),
      ]}
    >
      {detail.periods.map((period) => (
        <tr key={period.id} data-testid="premium-period" data-kind={period.kind}>
          <td>{t(`premium.detail.kinds.${period.kind}`)}</td>
          <td className="text-nowrap">{dayIn(period.start, tz)}</td>
          <td className="text-nowrap">{dayIn(period.end, tz)}</td>
          <td className="text-nowrap">
            <OrderNumber id={period.order_id} number={period.order_number} />
          </td>
          <td className="text-nowrap">{formatMoney(period.total, i18n.language)}</td>
          <td>{t(`premium.detail.paymentStates.${period.payment_state}`, { defaultValue: '—' })}</td>
        </tr>
      ))}
    </SmallTable>
  );
}

export function SubscriptionPayments({ detail }: { detail: PremiumSubscriptionDetail }) {
  const { t, i18n } = useTranslation();
  const when = (at: string) => formatZonedDateTime(at, detail.subscription.tz, i18n.language);
  const attempts = detail.orders.flatMap((order) => [
    ...order.payments.map((payment) => ({
      key: `p${payment.id}`,
      at: payment.created_at,
      order: order.order,
      amount: payment.amount,
      what: (
        <>
          {t(`premium.detail.attempts.${payment.state}`)}
          {payment.failure && (
            <div className="small text-body-secondary">{t(`premium.failures.${payment.failure}`)}</div>
          )}
        </>
      ),
      state: payment.state,
    })),
    ...order.refunds.map((refund) => ({
      key: `r${refund.id}`,
      at: refund.created_at,
      order: order.order,
      amount: refund.amount,
      what: (
        <>
          {t('premium.detail.refund', {
            amount: formatMoney(refund.amount, i18n.language),
            reason: refund.reason,
          })}
          <div className="small text-body-secondary">{t(`premium.detail.attempts.${refund.state}`)}</div>
        </>
      ),
      state: `refund-${refund.state}`,
    })),
  ]);
  if (attempts.length === 0)
    return <p className="mb-0 text-body-secondary">{t('premium.detail.noPayments')}</p>;
  attempts.sort((a, b) => b.at.localeCompare(a.at));
  return (
    <SmallTable
      caption={t('premium.detail.orders')}
      heads={[
        t('premium.detail.when'),
        t('premium.detail.order'),
        t('premium.detail.amount'),
        t('premium.detail.attempt'),
      ]}
    >
      {attempts.map((attempt) => (
        <tr key={attempt.key} data-testid="premium-payment" data-state={attempt.state}>
          <td className="text-nowrap">{when(attempt.at)}</td>
          <td className="text-nowrap">
            <OrderNumber id={attempt.order.id} number={attempt.order.number} />
          </td>
          <td className="text-nowrap">{formatMoney(attempt.amount, i18n.language)}</td>
          <td>{attempt.what}</td>
        </tr>
      ))}
    </SmallTable>
  );
}
