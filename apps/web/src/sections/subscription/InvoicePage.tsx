// One invoice, printable (`#/subscription/invoice/:id`, act 65508): who is billed, the month, each line (quantity ×
// monthly price, the days billed of the month's days) and the total, formatted from integer cents. Print hides the
// portal around it (subscription.scss); below it, not printed, the invoice's emails and the action that sends it.
import { subscriptionInvoiceAct } from '@bluemanager/protocol';
import { useQuery } from '@tanstack/react-query';
import { Printer } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ActError } from '../../api/act-error';
import { useAct } from '../../api/use-act';
import { formatAddress } from '../../format/address';
import { formatLocalizedDateTime } from '../../format/time';
import { AccessRefused } from '../../shared/AccessRefused';
import { SectionPage } from '../../shared/SectionPage';
import { monthLabel } from './month-label';
import { dashboardPath } from './subscription-route';
import { InvoiceEmails } from './InvoiceEmails';
import { InvoiceLines } from './InvoiceLines';
import { InvoiceBadge } from './SubscriptionBadges';
import './subscription.scss';

function Invoice({ id }: { id: number }) {
  const { t, i18n } = useTranslation();
  const act = useAct();
  const language = i18n.language;
  const detail = useQuery({
    queryKey: ['subscription', 'invoice', id],
    queryFn: () => act(subscriptionInvoiceAct, { id }),
    retry: (failures, error) => !(error instanceof ActError) && failures < 2,
  });
  if (detail.error instanceof ActError && ['FORBIDDEN', 'NOT_FOUND'].includes(detail.error.code)) {
    return (
      <AccessRefused
        message={t(
          detail.error.code === 'FORBIDDEN'
            ? 'subscription.invoice.forbidden'
            : 'subscription.invoice.notFound',
        )}
      />
    );
  }
  if (detail.isError) {
    return (
      <div className="alert alert-danger" role="alert">
        {detail.error.message}
      </div>
    );
  }
  if (!detail.data) return <p role="status">{t('app.loading')}</p>;
  const { invoice, lines } = detail.data;
  const stamps: [string, string | null][] = [
    [t('subscription.invoice.issuedAt'), detail.data.issued_at],
    [t('subscription.invoice.paidAt'), detail.data.paid_at],
    [t('subscription.invoice.voidedAt'), detail.data.voided_at],
  ];
  return (
    <>
      <div className="d-flex flex-wrap gap-2 mb-3 d-print-none">
        <Link to={dashboardPath(invoice.buid)} className="btn btn-secondary btn-sm">
          {t('subscription.invoice.back', { name: invoice.bname })}
        </Link>
        <button
          type="button"
          className="btn btn-primary btn-sm d-inline-flex align-items-center gap-1"
          onClick={() => window.print()}
          data-testid="invoice-print"
        >
          <Printer size={16} aria-hidden="true" />
          {t('subscription.invoice.print')}
        </button>
      </div>
      <article
        className="card subscription-invoice"
        data-testid="invoice-sheet"
        aria-labelledby="invoice-heading"
      >
        <div className="card-body">
          <div className="d-flex flex-wrap justify-content-between gap-3 mb-4">
            <div>
              <div className="fw-bold fs-5">BlueManager</div>
              <h2 id="invoice-heading" className="h4 mt-2 mb-1">
                {t('subscription.invoice.heading', { number: invoice.number })}
              </h2>
              <InvoiceBadge state={invoice.state} />
            </div>
            <dl className="mb-0 small text-md-end">
              <dt>{t('subscription.invoice.billedTo')}</dt>
              <dd className="mb-2">
                <div className="fw-semibold">{invoice.bname}</div>
                <div>{formatAddress(detail.data.address)}</div>
              </dd>
              <dt>{t('subscription.invoice.period')}</dt>
              <dd className="mb-2">{monthLabel(invoice.month, language)}</dd>
              {stamps.map(([label, at]) =>
                at ? (
                  <div key={label}>
                    <dt>{label}</dt>
                    <dd className="mb-2">{formatLocalizedDateTime(at, language)}</dd>
                  </div>
                ) : null,
              )}
            </dl>
          </div>
          <InvoiceLines invoice={invoice} lines={lines} />
          <p className="small text-body-secondary mb-0">{t('subscription.invoice.rounding')}</p>
        </div>
      </article>
      <InvoiceEmails detail={detail.data} />
    </>
  );
}

export function InvoicePage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const invoiceId = /^[1-9]\d{0,9}$/.test(id) ? Number(id) : undefined;
  return (
    <SectionPage id="subscription-invoice" title={t('subscription.invoices.title')}>
      {invoiceId === undefined ? (
        <AccessRefused message={t('subscription.invoice.notFound')} />
      ) : (
        <Invoice id={invoiceId} />
      )}
    </SectionPage>
  );
}
