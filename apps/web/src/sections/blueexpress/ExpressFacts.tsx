// The shipment page's facts: where it leaves from and goes, who sends it to whom, its service, size and price, its
// state and payment, the compartment it waits in and the order that charged it; what a premium plan did to its price,
// and the parcel it became in its destination locker.
import { displayPhone, formatMoney, type ExpressShipment } from '@bluemanager/protocol';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatZonedDateTime } from '../../format/time';
import { ExpressPaymentBadge, ExpressStateBadge } from './ExpressBadges';
import { destinationText, originText } from './express-destination';

/** The parcels page opened on this one parcel (as the member and ticket pages link theirs). */
const parcelPath = (id: number) => `/parcels/${encodeURIComponent(JSON.stringify({ id: String(id) }))}`;

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
      <Fact label={t('blueexpress.columns.price')} testId="fact-price">
        {formatMoney(shipment.price, i18n.language)}
      </Fact>
      {shipment.benefit !== 'none' && (
        <Fact label={t('blueexpress.detail.benefit')} testId="fact-benefit">
          {shipment.benefit === 'free-delivery'
            ? t('blueexpress.detail.benefitFree')
            : t('blueexpress.detail.benefitDiscount', {
                percent: shipment.discount_percent,
                amount: formatMoney(shipment.list_price, i18n.language),
              })}
        </Fact>
      )}
      <Fact label={t('blueexpress.detail.from')}>{originText(shipment)}</Fact>
      {/* Once delivered to a locker the shipment waits as a parcel there (below), not at its drop-off. */}
      {shipment.parcel_id === null && (
        <Fact label={t('blueexpress.detail.waitsIn')} testId="fact-compartment">
          {shipment.compartment ?? t('blueexpress.detail.notInLocker')}
        </Fact>
      )}
      <Fact label={t('blueexpress.detail.to')}>{destinationText(t, shipment)}</Fact>
      {shipment.parcel_id !== null && (
        <Fact label={t('blueexpress.detail.parcel')} testId="fact-parcel">
          <Link to={parcelPath(shipment.parcel_id)} data-testid="parcel-link">
            {t('blueexpress.detail.openParcel', { id: shipment.parcel_id })}
          </Link>
        </Fact>
      )}
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
