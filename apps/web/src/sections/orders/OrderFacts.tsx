// The order page's facts: what kind of order, who placed it and how to reach them, its barcode, where its money
// and its goods stand, and the locker and compartment where it waits.
import { displayPhone, formatMoney, subtractMoney, type OrderItem } from '@bluemanager/protocol';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { readableMachineName } from '../../format/machine-name';
import { formatZonedDateTime } from '../../format/time';
import { FulfilmentBadge, PaymentBadge } from './OrderBadges';

function Fact({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <div className="row g-1 py-1 border-bottom">
      <dt className="col-5 fw-semibold">{label}</dt>
      <dd className="col-7 mb-0 text-break" data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}

function waitsIn(order: OrderItem, t: (key: string, values?: Record<string, string>) => string): string {
  if (order.mname === null) return t('orders.detail.notInLocker');
  const locker = readableMachineName(order.mname, order.bname);
  if (order.compartment === null) return t('orders.detail.waitsAtLocker', { locker });
  return t('orders.detail.waitsAt', { locker, compartment: order.compartment });
}

export function OrderFacts({ order }: { order: OrderItem }) {
  const { t, i18n } = useTranslation();
  const money = (value: OrderItem['total']) => formatMoney(value, i18n.language);
  const none = <span className="text-body-secondary">{t('orders.detail.none')}</span>;
  return (
    <dl className="mb-0 small" data-testid="order-facts">
      <Fact label={t('orders.columns.kind')}>{t(`orders.kinds.${order.kind}`)}</Fact>
      <Fact label={t('orders.columns.payment')} testId="fact-payment">
        <PaymentBadge state={order.payment_state} />
      </Fact>
      <Fact label={t('orders.columns.fulfilment')} testId="fact-fulfilment">
        <FulfilmentBadge state={order.fulfilment} />
      </Fact>
      <Fact label={t('orders.detail.waitsIn')} testId="fact-locker">
        {waitsIn(order, t)}
      </Fact>
      <Fact label={t('orders.detail.total')} testId="fact-total">
        {money(order.total)}
      </Fact>
      <Fact label={t('orders.detail.paid')} testId="fact-paid">
        {money(order.paid)}
      </Fact>
      <Fact label={t('orders.detail.refunded')} testId="fact-refunded">
        {money(order.refunded)}
      </Fact>
      <Fact label={t('orders.detail.left')}>{money(subtractMoney(order.paid, order.refunded))}</Fact>
      <Fact label={t('orders.detail.customer')}>{order.customer}</Fact>
      <Fact label={t('orders.detail.mobile')}>{order.mob ? displayPhone(order.mob) : none}</Fact>
      <Fact label={t('orders.detail.email')}>{order.email || none}</Fact>
      <Fact label={t('orders.detail.barcode')}>
        <span className="font-monospace">{order.bc || '—'}</span>
      </Fact>
      <Fact label={t('orders.detail.building')}>{order.bname}</Fact>
      <Fact label={t('orders.detail.placed')}>
        {formatZonedDateTime(order.created_at, order.tz, i18n.language)}
      </Fact>
      <Fact label={t('orders.detail.changed')}>
        {formatZonedDateTime(order.updated_at, order.tz, i18n.language)}
      </Fact>
    </dl>
  );
}
