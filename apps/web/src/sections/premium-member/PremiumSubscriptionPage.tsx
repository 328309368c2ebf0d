// One subscription (`#/premium-member/subscription/{id}`, act 65111): its facts, its periods with their orders, the
// payment attempts and refunds; Cancel (act 65113) and renewal on or off (act 65114) while it is live, for those who
// may. A subscription outside the user's buildings shows a refusal, not data.
import {
  canCall,
  premiumAutoRenewAct,
  premiumCancelAct,
  premiumSubscriptionAct,
} from '@bluemanager/protocol';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, RefreshCw, XCircle } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { toast } from 'sonner';
import { useAct } from '../../api/use-act';
import { useUser } from '../../session/session-context';
import { useMenuEntryAllowed } from '../../shared/RequireMenuEntry';
import { SectionPage } from '../../shared/SectionPage';
import { TitledCard } from '../../shared/TitledCard';
import { CancelDialog } from './CancelDialog';
import { SubscriptionFacts } from './SubscriptionFacts';
import { SubscriptionPayments, SubscriptionPeriods } from './SubscriptionMoney';
import { detailRefusal, DetailStatus, retryOnlyNetwork } from '../../shared/detail/DetailStatus';

const MENU_ID = 'premium-member';

export function PremiumSubscriptionPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const act = useAct();
  const user = useUser();
  const queryClient = useQueryClient();
  const allowed = useMenuEntryAllowed(MENU_ID);
  const [cancelling, setCancelling] = useState(false);
  const valid = /^\d+$/.test(id);
  const detail = useQuery({
    queryKey: ['premium', 'detail', id],
    queryFn: () => act(premiumSubscriptionAct, { id: Number(id) }),
    enabled: allowed && valid,
    retry: retryOnlyNetwork,
  });
  const renewal = useMutation({
    mutationFn: (autoRenew: boolean) => act(premiumAutoRenewAct, { id: Number(id), auto_renew: autoRenew }),
    onSuccess: (saved) =>
      toast.success(t(saved.subscription.auto_renew ? 'premium.autoRenew.on' : 'premium.autoRenew.off')),
    onError: (error) => toast.error(t('premium.autoRenew.failed', { reason: error.message })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['premium'] }),
  });
  const subscription = detail.data?.subscription;
  const live = subscription?.state === 'active' || subscription?.state === 'past-due';
  const refusal = detailRefusal(valid, detail.error);
  return (
    <SectionPage menuId={MENU_ID} title={subscription?.member ?? t('premium.title')}>
      <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
        <Link
          to="/premium-member"
          className="link-body-emphasis d-inline-flex align-items-center gap-1 me-auto"
        >
          <ArrowLeft size={16} aria-hidden="true" />
          {t('premium.detail.back')}
        </Link>
        {subscription && live && canCall(premiumAutoRenewAct, user) && (
          <button
            type="button"
            className="btn btn-secondary btn-sm d-inline-flex align-items-center gap-1"
            disabled={renewal.isPending}
            onClick={() => renewal.mutate(!subscription.auto_renew)}
            data-testid="premium-auto-renew"
          >
            <RefreshCw size={16} aria-hidden="true" />
            {t(subscription.auto_renew ? 'premium.autoRenew.turnOff' : 'premium.autoRenew.turnOn')}
          </button>
        )}
        {subscription && live && canCall(premiumCancelAct, user) && (
          <button
            type="button"
            className="btn btn-danger btn-sm d-inline-flex align-items-center gap-1"
            onClick={() => setCancelling(true)}
            data-testid="premium-cancel"
          >
            <XCircle size={16} aria-hidden="true" />
            {t('premium.cancel.action')}
          </button>
        )}
      </div>
      <DetailStatus
        detail={detail}
        refusal={refusal}
        valid={valid}
        forbidden={t('premium.detail.forbidden')}
        notFound={t('premium.detail.notFound')}
      />
      {detail.data && subscription && (
        <div className="row g-3" data-testid="premium-subscription-page" data-id={subscription.id}>
          <div className="col-12 col-xl-4">
            <TitledCard title={t('premium.detail.facts')} className="h-100">
              <SubscriptionFacts subscription={subscription} />
            </TitledCard>
          </div>
          <div className="col-12 col-xl-8 d-flex flex-column gap-3">
            <TitledCard title={t('premium.detail.periods')} testId="premium-periods-card">
              <SubscriptionPeriods detail={detail.data} />
            </TitledCard>
            <TitledCard title={t('premium.detail.orders')} testId="premium-payments-card">
              <SubscriptionPayments detail={detail.data} />
            </TitledCard>
          </div>
        </div>
      )}
      {cancelling && subscription && (
        <CancelDialog subscription={subscription} onClose={() => setCancelling(false)} />
      )}
    </SectionPage>
  );
}
