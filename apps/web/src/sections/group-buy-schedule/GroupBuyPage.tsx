// One campaign (`#/group-buy-schedule/{id}`, act 65002): its facts and progress, its price tiers with the one reached,
// and its participants with the order each got on success. Those who may: Edit and Cancel while draft or open, Open
// a draft, Add a participant while open. A campaign outside the user's buildings shows a refusal, not data.
import {
  canCall,
  EDITABLE_STATES,
  groupBuyCancelAct,
  groupBuyDetailAct,
  groupBuyJoinAct,
  groupBuyOpenAct,
  groupBuyUpdateAct,
  type CampaignItem,
} from '@bluemanager/protocol';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, Ban, Pencil, Play, UserPlus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { toast } from 'sonner';
import { useAct } from '../../api/use-act';
import { useUser } from '../../session/session-context';
import { useMenuEntryAllowed } from '../../shared/RequireMenuEntry';
import { SectionPage } from '../../shared/SectionPage';
import { TitledCard } from '../../shared/TitledCard';
import { CampaignFacts } from './CampaignFacts';
import { ParticipantsTable, TiersTable } from './CampaignTables';
import { CancelDialog } from './CancelDialog';
import { campaignPath } from './group-buy-columns';
import { JoinDialog } from './JoinDialog';
import { detailRefusal, DetailStatus, retryOnlyNetwork } from '../../shared/detail/DetailStatus';

const MENU_ID = 'group-buy-schedule';

function CampaignActions({ campaign }: { campaign: CampaignItem }) {
  const { t } = useTranslation();
  const act = useAct();
  const user = useUser();
  const queryClient = useQueryClient();
  const [joining, setJoining] = useState<CampaignItem>();
  const [cancelling, setCancelling] = useState<CampaignItem>();
  const open = useMutation({
    mutationFn: () => act(groupBuyOpenAct, { id: campaign.id }),
    onSuccess: () => toast.success(t('groupBuy.actions.opened', { name: campaign.name })),
    onError: (error) => toast.error(t('groupBuy.actions.failed', { reason: error.message })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['group-buy'] }),
  });
  const editable = EDITABLE_STATES.includes(campaign.state);
  return (
    <>
      {editable && canCall(groupBuyUpdateAct, user) && (
        <Link
          to={`${campaignPath(campaign.id)}/edit`}
          className="btn btn-secondary btn-sm d-inline-flex align-items-center gap-1"
          data-testid="campaign-edit"
        >
          <Pencil size={16} aria-hidden="true" />
          {t('groupBuy.actions.edit')}
        </Link>
      )}
      {campaign.state === 'draft' && canCall(groupBuyOpenAct, user) && (
        <button
          type="button"
          className="btn btn-primary btn-sm d-inline-flex align-items-center gap-1"
          disabled={open.isPending}
          onClick={() => open.mutate()}
          data-testid="campaign-open"
        >
          <Play size={16} aria-hidden="true" />
          {t('groupBuy.actions.open')}
        </button>
      )}
      {campaign.state === 'open' && canCall(groupBuyJoinAct, user) && (
        <button
          type="button"
          className="btn btn-primary btn-sm d-inline-flex align-items-center gap-1"
          onClick={() => setJoining(campaign)}
          data-testid="campaign-join"
        >
          <UserPlus size={16} aria-hidden="true" />
          {t('groupBuy.actions.join')}
        </button>
      )}
      {editable && canCall(groupBuyCancelAct, user) && (
        <button
          type="button"
          className="btn btn-danger btn-sm d-inline-flex align-items-center gap-1"
          onClick={() => setCancelling(campaign)}
          data-testid="campaign-cancel"
        >
          <Ban size={16} aria-hidden="true" />
          {t('groupBuy.actions.cancel')}
        </button>
      )}
      <JoinDialog campaign={joining} onClose={() => setJoining(undefined)} />
      <CancelDialog campaign={cancelling} onClose={() => setCancelling(undefined)} />
    </>
  );
}

export function GroupBuyPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const act = useAct();
  const allowed = useMenuEntryAllowed(MENU_ID);
  const valid = /^\d+$/.test(id);
  const detail = useQuery({
    queryKey: ['group-buy', 'detail', id],
    queryFn: () => act(groupBuyDetailAct, { id: Number(id) }),
    enabled: allowed && valid,
    retry: retryOnlyNetwork,
  });
  const campaign = detail.data?.campaign;
  const refusal = detailRefusal(valid, detail.error);
  return (
    <SectionPage menuId={MENU_ID} title={campaign?.name ?? t('groupBuy.title')}>
      <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
        <Link
          to="/group-buy-schedule"
          className="link-body-emphasis d-inline-flex align-items-center gap-1 me-auto"
        >
          <ArrowLeft size={16} aria-hidden="true" />
          {t('groupBuy.detail.back')}
        </Link>
        {campaign && <CampaignActions campaign={campaign} />}
      </div>
      <DetailStatus
        detail={detail}
        refusal={refusal}
        valid={valid}
        forbidden={t('groupBuy.detail.forbidden')}
        notFound={t('groupBuy.detail.notFound')}
      />
      {detail.data && campaign && (
        <div className="row g-3" data-testid="campaign-page" data-state={campaign.state}>
          <div className="col-12 col-xl-7">
            <TitledCard title={t('groupBuy.detail.facts')} className="h-100">
              <CampaignFacts campaign={campaign} />
            </TitledCard>
          </div>
          <div className="col-12 col-xl-5">
            <TitledCard title={t('groupBuy.tiers.title')} className="h-100">
              <TiersTable campaign={campaign} />
            </TitledCard>
          </div>
          <div className="col-12">
            <TitledCard title={t('groupBuy.people.title')}>
              <ParticipantsTable detail={detail.data} />
            </TitledCard>
          </div>
        </div>
      )}
    </SectionPage>
  );
}
