// An order's payment and fulfilment states, and an attempt's, as badges with their words, never colour alone.
import { useTranslation } from 'react-i18next';

const PAYMENT_CLASS: Record<string, string> = {
  unpaid: 'bg-secondary-subtle text-secondary-emphasis',
  failed: 'bg-danger-subtle text-danger-emphasis',
  paid: 'bg-success-subtle text-success-emphasis',
  'partially-refunded': 'bg-warning-subtle text-warning-emphasis',
  refunded: 'bg-info-subtle text-info-emphasis',
};

const FULFILMENT_CLASS: Record<string, string> = {
  'in-locker': 'bg-primary-subtle text-primary-emphasis',
  active: 'bg-success-subtle text-success-emphasis',
  cancelled: 'bg-danger-subtle text-danger-emphasis',
};

const ATTEMPT_CLASS: Record<string, string> = {
  pending: 'bg-warning-subtle text-warning-emphasis',
  succeeded: 'bg-success-subtle text-success-emphasis',
  failed: 'bg-danger-subtle text-danger-emphasis',
};

export function PaymentBadge({ state }: { state: string }) {
  const { t } = useTranslation();
  return (
    <span className={`badge ${PAYMENT_CLASS[state] ?? 'bg-secondary'}`} data-payment={state}>
      {t(`orders.payment.${state}`)}
    </span>
  );
}

export function FulfilmentBadge({ state }: { state: string }) {
  const { t } = useTranslation();
  return (
    <span
      className={`badge ${FULFILMENT_CLASS[state] ?? 'bg-secondary-subtle text-secondary-emphasis'}`}
      data-fulfilment={state}
    >
      {t(`orders.fulfilment.${state}`)}
    </span>
  );
}

export function AttemptBadge({ state }: { state: string }) {
  const { t } = useTranslation();
  return (
    <span className={`badge ${ATTEMPT_CLASS[state] ?? 'bg-secondary'}`} data-attempt={state}>
      {t(`orders.attempt.${state}`)}
    </span>
  );
}
