// A building's invoices on the Dashboard tab (act 65507), newest month first, each opening its printable view; system
// admins of the operator issue, mark paid or void them (act 65510) and generate the building's month (act 65509).
import {
  canCall,
  formatMoney,
  generateInvoicesAct,
  INVOICE_MOVES,
  setInvoiceStateAct,
  subscriptionInvoicesAct,
  type InvoiceSummary,
} from '@bluemanager/protocol';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { useAct } from '../../api/use-act';
import { useUser } from '../../session/session-context';
import { ScrollRegion } from '../../shared/ScrollRegion';
import { TitledCard } from '../../shared/TitledCard';
import { GenerateDialog } from './GenerateDialog';
import { monthLabel } from './month-label';
import { invoicePath } from './subscription-route';
import { InvoiceBadge } from './SubscriptionBadges';

type Move = 'issued' | 'paid' | 'void';
const MOVE_LABEL: Readonly<Record<Move, string>> = {
  issued: 'subscription.invoices.issue',
  paid: 'subscription.invoices.pay',
  void: 'subscription.invoices.void',
};

export function InvoicesCard({ buid }: { buid: number }) {
  const { t, i18n } = useTranslation();
  const act = useAct();
  const user = useUser();
  const queryClient = useQueryClient();
  const [generating, setGenerating] = useState(false);
  const invoices = useQuery({
    queryKey: ['subscription', 'invoices', buid],
    queryFn: () => act(subscriptionInvoicesAct, { buid }),
  });
  const move = useMutation({
    mutationFn: ({ invoice, state }: { invoice: InvoiceSummary; state: Move }) =>
      act(setInvoiceStateAct, { id: invoice.id, state }),
    onSuccess: (detail) =>
      toast.success(
        t('subscription.invoices.moved', {
          number: detail.invoice.number,
          state: t(`subscription.invoiceState.${detail.invoice.state}`),
        }),
      ),
    onError: (error) => toast.error(t('form.failed', { reason: error.message })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['subscription'] }),
  });
  const mayMove = canCall(setInvoiceStateAct, user);
  const rows = invoices.data?.invoices ?? [];
  return (
    <TitledCard title={t('subscription.invoices.title')} testId="invoices-card">
      {canCall(generateInvoicesAct, user) && (
        <button
          type="button"
          className="btn btn-outline-primary btn-sm mb-3"
          onClick={() => setGenerating(true)}
          data-testid="generate-building-invoice"
        >
          {t('subscription.invoices.generateOne')}
        </button>
      )}
      {invoices.isError && (
        <div className="alert alert-danger" role="alert">
          {t('subscription.loadFailed', { reason: invoices.error.message })}
        </div>
      )}
      {invoices.isSuccess && rows.length === 0 && (
        <p className="text-body-secondary">{t('subscription.invoices.none')}</p>
      )}
      {rows.length > 0 && (
        <ScrollRegion label={t('subscription.invoices.title')}>
          <table className="table table-sm align-middle mb-0" data-testid="invoices-table">
            <thead>
              <tr>
                <th scope="col">{t('subscription.invoices.number')}</th>
                <th scope="col">{t('subscription.invoices.month')}</th>
                <th scope="col" className="text-end">
                  {t('subscription.invoices.total')}
                </th>
                <th scope="col">{t('subscription.invoices.state')}</th>
                {mayMove && <th scope="col">{t('subscription.invoices.actions')}</th>}
              </tr>
            </thead>
            <tbody>
              {rows.map((invoice) => (
                <tr key={invoice.id} data-testid="invoice-row" data-state={invoice.state}>
                  <th scope="row">
                    <Link
                      to={invoicePath(invoice.id)}
                      aria-label={t('subscription.invoices.view', { number: invoice.number })}
                      data-testid="invoice-link"
                    >
                      {invoice.number}
                    </Link>
                  </th>
                  <td className="text-nowrap">{monthLabel(invoice.month, i18n.language)}</td>
                  <td className="text-end text-nowrap">{formatMoney(invoice.total, i18n.language)}</td>
                  <td>
                    <InvoiceBadge state={invoice.state} />
                  </td>
                  {mayMove && (
                    <td className="text-nowrap">
                      {INVOICE_MOVES[invoice.state].map((state) => (
                        <button
                          key={state}
                          type="button"
                          className={`btn btn-sm me-1 ${state === 'void' ? 'btn-outline-danger' : 'btn-outline-primary'}`}
                          disabled={move.isPending}
                          onClick={() => move.mutate({ invoice, state: state as Move })}
                          data-testid={`invoice-${state}`}
                        >
                          {t(MOVE_LABEL[state as Move])}
                        </button>
                      ))}
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      )}
      {generating && <GenerateDialog buid={buid} onClose={() => setGenerating(false)} />}
    </TitledCard>
  );
}
