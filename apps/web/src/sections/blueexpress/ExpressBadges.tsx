// A shipment's state and its payment as badges, in words and colours that read alike on the list and the page.
import type { ExpressState, OrderPaymentState } from '@bluemanager/protocol';
import { useTranslation } from 'react-i18next';

const STATE_TONE: Record<ExpressState, string> = {
  created: 'text-bg-secondary',
  'dropped-off': 'text-bg-info',
  'picked-up': 'text-bg-primary',
  'in-transit': 'text-bg-primary',
  delivered: 'text-bg-success',
  cancelled: 'text-bg-dark',
  returned: 'text-bg-warning',
};

const PAYMENT_TONE: Record<OrderPaymentState, string> = {
  unpaid: 'text-bg-warning',
  failed: 'text-bg-danger',
  paid: 'text-bg-success',
  'partially-refunded': 'text-bg-info',
  refunded: 'text-bg-secondary',
};

export function ExpressStateBadge({ state }: { state: ExpressState }) {
  const { t } = useTranslation();
  return (
    <span className={`badge ${STATE_TONE[state]}`} data-state={state}>
      {t(`blueexpress.states.${state}`)}
    </span>
  );
}

export function ExpressPaymentBadge({ state }: { state: OrderPaymentState }) {
  const { t } = useTranslation();
  return <span className={`badge ${PAYMENT_TONE[state]}`}>{t(`blueexpress.payment.${state}`)}</span>;
}
