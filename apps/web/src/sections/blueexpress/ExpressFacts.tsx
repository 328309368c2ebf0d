// The shipment page's facts: where it leaves from and goes, who sends it to whom, its service, size and price, its
// state and payment, the compartment it waits in and the order that charged it.
import { displayPhone, formatMoney, type ExpressShipment } from '@bluemanager/protocol';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatZonedDateTime } from '../../format/time';
import { ExpressPaymentBadge, ExpressStateBadge } from './ExpressBadges';
import { destinationText, originText } from './express-destination';

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

export function ExpressFacts({ shipment }: { shipment: ExpressShipment }) {
  const { t, i18n } = useTranslation();
  return (
    <dl className="mb-0 small" data-testid="shipment-facts">
      <Fact label={t('blueexpress.columns.state')} testId="fact-state">
        <ExpressStateBadge state={shipment.state} />
      </Fact>
      <Fact label={t('blueexpress.columns.payment')} testId="fact-payment">
        <ExpressPaymentBadge state={shipment.payment_state} />
      </Fact>
      <Fact label={t('blueexpress.columns.service')}>
        {t(`blueexpress.services.${shipment.service}`)} · {shipment.size}
      </Fact>
      <Fact label={t('blueexpress.columns.price')}>{formatMoney(shipment.price, i18n.language)}</Fact>
      <Fact label={t('blueexpress.detail.from')}>{originText(shipment)}</Fact>
      <Fact label={t('blueexpress.detail.waitsIn')} testId="fact-compartment">
        {shipment.compartment ?? t('blueexpress.detail.notInLocker')}
      </Fact>
      <Fact label={t('blueexpress.detail.to')}>{destinationText(t, shipment)}</Fact>
      <Fact label={t('blueexpress.detail.sender')}>
        {shipment.sender}
        {shipment.sender_phone && <div>{displayPhone(shipment.sender_phone)}</div>}
      </Fact>
      <Fact label={t('blueexpress.detail.recipient')}>
        {shipment.recipient}
        <div>{displayPhone(shipment.recipient_phone)}</div>
      </Fact>
      <Fact label={t('blueexpress.detail.order')}>
        <Link to={`/orders/${shipment.order_id}`}>{shipment.order_number}</Link>
      </Fact>
      <Fact label={t('blueexpress.columns.building')}>{shipment.bname}</Fact>
      <Fact label={t('blueexpress.detail.created')}>
        {formatZonedDateTime(shipment.created_at, shipment.tz, i18n.language)}
      </Fact>
    </dl>
  );
}
