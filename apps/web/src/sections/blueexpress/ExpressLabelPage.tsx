// A shipment's printable label (`#/blueexpress/{id}/label`): from and to, the service and size, and the shipment
// number in large type and as a QR code; Print opens the browser's print dialog, where only the label prints.
import { displayPhone, type ExpressShipment } from '@bluemanager/protocol';
import { createPortal } from 'react-dom';
import { ArrowLeft, Printer } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { AccessRefused } from '../../shared/AccessRefused';
import { SectionPage } from '../../shared/SectionPage';
import { destinationText, originText } from './express-destination';
import { useShipment } from './ExpressShipmentPage';
import { ShipmentQr } from './ShipmentQr';
import './express-label.scss';

function ShipmentLabel({
  shipment,
  className,
  testId,
}: {
  shipment: ExpressShipment;
  className?: string;
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <article className={`express-label p-3 ${className ?? ''}`} data-testid={testId}>
      <div className="d-flex justify-content-between align-items-start gap-3 border-bottom border-dark pb-2">
        <div>
          <div className="fw-bold fs-4">BlueExpress</div>
          <div className="fw-semibold text-uppercase">
            {t(`blueexpress.services.${shipment.service}`)} · {shipment.size}
          </div>
        </div>
        <ShipmentQr text={shipment.number} label={t('blueexpress.label.qr', { number: shipment.number })} />
      </div>
      <section className="py-2 border-bottom border-dark">
        <h2 className="h6 text-uppercase mb-1">{t('blueexpress.label.from')}</h2>
        <div>{shipment.sender}</div>
        {shipment.sender_phone && <div>{displayPhone(shipment.sender_phone)}</div>}
        <div>{originText(shipment)}</div>
      </section>
      <section className="py-2 border-bottom border-dark">
        <h2 className="h6 text-uppercase mb-1">{t('blueexpress.label.to')}</h2>
        <div className="fs-5 fw-bold">{shipment.recipient}</div>
        <div>{displayPhone(shipment.recipient_phone)}</div>
        <div className="fw-semibold">{destinationText(t, shipment)}</div>
      </section>
      <div className="pt-2 text-center font-monospace fs-3 fw-bold" data-testid="label-number">
        {shipment.number}
      </div>
    </article>
  );
}

export function ExpressLabelPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const { detail, refusal } = useShipment(id);
  const shipment = detail.data?.shipment;
  return (
    <SectionPage
      menuId="blueexpress"
      title={shipment ? t('blueexpress.label.title', { number: shipment.number }) : t('blueexpress.title')}
    >
      <div className="d-flex flex-wrap align-items-center gap-2 mb-3 d-print-none">
        <Link
          to={`/blueexpress/${id}`}
          className="link-body-emphasis d-inline-flex align-items-center gap-1 me-auto"
        >
          <ArrowLeft size={16} aria-hidden="true" />
          {t('blueexpress.label.back')}
        </Link>
        {shipment && (
          <button
            type="button"
            className="btn btn-primary d-inline-flex align-items-center gap-1"
            onClick={() => window.print()}
            data-testid="print"
          >
            <Printer size={16} aria-hidden="true" />
            {t('blueexpress.label.print')}
          </button>
        )}
      </div>
      {refusal && <AccessRefused message={t(`blueexpress.detail.${refusal}`)} />}
      {shipment && <ShipmentLabel shipment={shipment} className="d-print-none" testId="shipment-label" />}
      {/* The printed copy hangs off <body>, beside the app rather than inside its layout, so paper shows it alone. */}
      {shipment &&
        createPortal(
          <div className="express-label-print">
            <ShipmentLabel shipment={shipment} testId="shipment-label-print" />
          </div>,
          document.body,
        )}
    </SectionPage>
  );
}
