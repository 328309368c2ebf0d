// A subscription's state as a badge with its word, never colour alone.
import type { SubscriptionState } from '@bluemanager/protocol';
import { useTranslation } from 'react-i18next';

const STATE_CLASS: Record<SubscriptionState, string> = {
  active: 'bg-success-subtle text-success-emphasis',
  'past-due': 'bg-warning-subtle text-warning-emphasis',
  cancelled: 'bg-secondary-subtle text-secondary-emphasis',
  expired: 'bg-danger-subtle text-danger-emphasis',
};

export function StateBadge({ state }: { state: SubscriptionState }) {
  const { t } = useTranslation();
  return (
    <span className={`badge ${STATE_CLASS[state]}`} data-state={state}>
      {t(`premium.states.${state}`)}
    </span>
  );
}
