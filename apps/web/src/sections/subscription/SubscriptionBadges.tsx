// A plan's and an invoice's state as a coloured, translated badge.
import type { InvoiceState, PlanState } from '@bluemanager/protocol';
import { useTranslation } from 'react-i18next';

const PLAN_COLOURS: Readonly<Record<PlanState, string>> = {
  active: 'text-bg-success',
  paused: 'text-bg-warning',
  ended: 'text-bg-secondary',
};

const INVOICE_COLOURS: Readonly<Record<InvoiceState, string>> = {
  draft: 'text-bg-light border',
  issued: 'text-bg-primary',
  paid: 'text-bg-success',
  void: 'text-bg-secondary',
};

export function PlanBadge({ state }: { state: PlanState }) {
  const { t } = useTranslation();
  return <span className={`badge ${PLAN_COLOURS[state]}`}>{t(`subscription.planState.${state}`)}</span>;
}

export function InvoiceBadge({ state }: { state: InvoiceState }) {
  const { t } = useTranslation();
  return (
    <span className={`badge ${INVOICE_COLOURS[state]}`} data-state={state}>
      {t(`subscription.invoiceState.${state}`)}
    </span>
  );
}
