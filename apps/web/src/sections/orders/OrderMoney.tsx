// The order page's tables: its lines, every payment attempt with its state and why it failed, every refund with its
// reason and whether it returned everything. A small table of its own each, readable at 390 px (it scrolls sideways
// inside its card rather than the page).
import { formatMoney, type OrderDetail } from '@bluemanager/protocol';
import { useTranslation } from 'react-i18next';
import { formatZonedDateTime } from '../../format/time';
import { SmallTable } from '../../shared/SmallTable';
import { AttemptBadge } from './OrderBadges';

export function OrderLines({ detail }: { detail: OrderDetail }) {
  const { t, i18n } = useTranslation();
  const money = (value: OrderDetail['order']['total']) => formatMoney(value, i18n.language);
  return (
    <SmallTable
      caption={t('orders.detail.lines')}
      heads={[
        t('orders.detail.item'),
        t('orders.detail.quantity'),
        t('orders.detail.unitPrice'),
        t('orders.detail.amount'),
      ]}
    >
      {detail.lines.map((line) => (
        <tr key={line.id} data-testid="order-line">
          <td>{line.name}</td>
          <td>{line.quantity}</td>
          <td className="text-nowrap">{money(line.unit_price)}</td>
          <td className="text-nowrap">{money(line.amount)}</td>
        </tr>
      ))}
      <tr className="fw-semibold">
        <th scope="row" colSpan={3}>
          {t('orders.detail.total')}
        </th>
        <td className="text-nowrap">{money(detail.order.total)}</td>
      </tr>
    </SmallTable>
  );
}

export function OrderPayments({ detail }: { detail: OrderDetail }) {
  const { t, i18n } = useTranslation();
  const when = (at: string) => formatZonedDateTime(at, detail.order.tz, i18n.language);
  if (detail.payments.length === 0)
    return <p className="mb-0 text-body-secondary">{t('orders.detail.noPayments')}</p>;
  return (
    <SmallTable
      caption={t('orders.detail.payments')}
      heads={[
        t('orders.detail.when'),
        t('orders.detail.amount'),
        t('orders.detail.state'),
        t('orders.detail.method'),
        t('orders.detail.provider'),
        t('orders.detail.by'),
      ]}
    >
      {detail.payments.map((payment) => (
        <tr key={payment.id} data-testid="order-payment" data-state={payment.state}>
          <td className="text-nowrap">{when(payment.created_at)}</td>
          <td className="text-nowrap">{formatMoney(payment.amount, i18n.language)}</td>
          <td>
            <AttemptBadge state={payment.state} />
            {payment.failure && (
              <div className="small text-body-secondary">{t(`orders.failures.${payment.failure}`)}</div>
            )}
          </td>
          <td>{payment.method || '—'}</td>
          <td>{t(`orders.providers.${payment.provider}`, { defaultValue: payment.provider })}</td>
          <td>{payment.username || t('orders.detail.byShop')}</td>
        </tr>
      ))}
    </SmallTable>
  );
}

export function OrderRefunds({ detail }: { detail: OrderDetail }) {
  const { t, i18n } = useTranslation();
  const when = (at: string) => formatZonedDateTime(at, detail.order.tz, i18n.language);
  if (detail.refunds.length === 0)
    return <p className="mb-0 text-body-secondary">{t('orders.detail.noRefunds')}</p>;
  return (
    <SmallTable
      caption={t('orders.detail.refunds')}
      heads={[
        t('orders.detail.when'),
        t('orders.detail.amount'),
        t('orders.detail.scope'),
        t('orders.detail.reason'),
        t('orders.detail.state'),
        t('orders.detail.by'),
      ]}
    >
      {detail.refunds.map((refund) => (
        <tr key={refund.id} data-testid="order-refund" data-state={refund.state}>
          <td className="text-nowrap">{when(refund.created_at)}</td>
          <td className="text-nowrap">{formatMoney(refund.amount, i18n.language)}</td>
          <td>{t(refund.full ? 'orders.detail.full' : 'orders.detail.partial')}</td>
          <td className="text-break">{refund.reason}</td>
          <td>
            <AttemptBadge state={refund.state} />
            {refund.failure && (
              <div className="small text-body-secondary">{t(`orders.failures.${refund.failure}`)}</div>
            )}
          </td>
          <td>{refund.username || t('orders.detail.byShop')}</td>
        </tr>
      ))}
    </SmallTable>
  );
}
