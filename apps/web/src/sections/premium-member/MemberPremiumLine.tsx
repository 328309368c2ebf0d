// One line on a member's page when the member is premium (act 65115): the plan and when it renews or ends, linking
// to the subscription for those who may open it. Nothing for a member who is not, or a user who may not ask.
import { canCall, memberPremiumAct } from '@bluemanager/protocol';
import { useQuery } from '@tanstack/react-query';
import { Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAct } from '../../api/use-act';
import { useUser } from '../../session/session-context';
import { useMenuEntryAllowed } from '../../shared/RequireMenuEntry';
import { subscriptionPath } from './premium-columns';
import { dayIn } from './premium-dates';

export function MemberPremiumLine({ memberId }: { memberId: number }) {
  const { t } = useTranslation();
  const act = useAct();
  const user = useUser();
  const allowed = canCall(memberPremiumAct, user);
  const mayOpen = useMenuEntryAllowed('premium-member');
  const premium = useQuery({
    queryKey: ['premium', 'member', memberId],
    queryFn: () => act(memberPremiumAct, { id: memberId }),
    enabled: allowed,
  });
  const subscription = premium.data?.subscription;
  if (!subscription) return null;
  const ending = subscription.cancel_at_period_end || !subscription.auto_renew;
  const key = subscription.state === 'past-due' ? 'past-due' : ending ? 'ending' : 'active';
  const text = t(`premium.memberLine.${key}`, {
    plan: subscription.plan,
    date: dayIn(subscription.period_end, subscription.tz),
  });
  return (
    <p className="mb-0 mt-2 d-flex align-items-center gap-2" data-testid="member-premium">
      <Star size={16} aria-hidden="true" className="text-warning" />
      {mayOpen ? <Link to={subscriptionPath(subscription.id)}>{text}</Link> : text}
    </p>
  );
}
