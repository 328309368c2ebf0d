// A campaign's state and a participant order's payment state as badges with their words, never colour alone.
import { useTranslation } from 'react-i18next';

const STATE_CLASS: Record<string, string> = {
  draft: 'bg-secondary-subtle text-secondary-emphasis',
  open: 'bg-primary-subtle text-primary-emphasis',
  succeeded: 'bg-success-subtle text-success-emphasis',
  failed: 'bg-warning-subtle text-warning-emphasis',
  cancelled: 'bg-danger-subtle text-danger-emphasis',
};

const PAYMENT_CLASS: Record<string, string> = {
  unpaid: 'bg-secondary-subtle text-secondary-emphasis',
  failed: 'bg-danger-subtle text-danger-emphasis',
  paid: 'bg-success-subtle text-success-emphasis',
  'partially-refunded': 'bg-warning-subtle text-warning-emphasis',
  refunded: 'bg-info-subtle text-info-emphasis',
};

export function CampaignStateBadge({ state }: { state: string }) {
  const { t } = useTranslation();
  return (
    <span className={`badge ${STATE_CLASS[state] ?? 'bg-secondary'}`} data-state={state}>
      {t(`groupBuy.state.${state}`)}
    </span>
  );
}

export function PaymentStateBadge({ state }: { state: string }) {
  const { t } = useTranslation();
  return (
    <span className={`badge ${PAYMENT_CLASS[state] ?? 'bg-secondary'}`} data-payment={state}>
      {t(`groupBuy.payment.${state}`)}
    </span>
  );
}
