// The way to a building's subscription from elsewhere (the building page): shown only to whoever may open the
// Subscription page, which is in no menu. The label comes from the page that shows it, in its own texts.
import { canCall, subscriptionUnitsAct } from '@bluemanager/protocol';
import { Receipt } from 'lucide-react';
import { Link } from 'react-router';
import { useUser } from '../../session/session-context';
import { dashboardPath } from './subscription-route';

export function SubscriptionLink({ buid, label }: { buid: number; label: string }) {
  const user = useUser();
  if (!canCall(subscriptionUnitsAct, user)) return null;
  return (
    <Link
      to={dashboardPath(buid)}
      className="btn btn-secondary btn-sm d-inline-flex align-items-center gap-1 mb-3"
      data-testid="building-subscription-link"
    >
      <Receipt size={16} aria-hidden="true" />
      {label}
    </Link>
  );
}
