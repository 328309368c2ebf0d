// One member (`#/members/{id}`, act 55002): their facts, their parcels and their history, with the writes the user
// may make. A member outside the user's scope shows a refusal, not data; a merged-away one says so.
import { memberDetailAct } from '@bluemanager/protocol';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useAct } from '../../api/use-act';
import { useMenuEntryAllowed } from '../../shared/RequireMenuEntry';
import { SectionPage } from '../../shared/SectionPage';
import { TitledCard } from '../../shared/TitledCard';
import { MemberActions } from './MemberActions';
import { MemberFacts } from './MemberFacts';
import { MemberHistory } from './MemberHistory';
import { MemberParcels } from './MemberParcels';
import { MemberPremiumLine } from '../premium-member/MemberPremiumLine';
import { detailRefusal, DetailStatus, retryOnlyNetwork } from '../../shared/detail/DetailStatus';

const MENU_ID = 'members';
const RECENT_PARCELS = 50;

export function MemberPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const act = useAct();
  const allowed = useMenuEntryAllowed(MENU_ID);
  const valid = /^\d+$/.test(id);
  const detail = useQuery({
    queryKey: ['members', 'detail', id],
    queryFn: () => act(memberDetailAct, { id: Number(id), parcels: RECENT_PARCELS }),
    enabled: allowed && valid,
    retry: retryOnlyNetwork,
  });
  const member = detail.data?.member;
  const refusal = detailRefusal(valid, detail.error);
  return (
    <SectionPage menuId={MENU_ID} title={member?.name ?? t('members.title')}>
      <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
        <Link to="/members" className="link-body-emphasis d-inline-flex align-items-center gap-1 me-auto">
          <ArrowLeft size={16} aria-hidden="true" />
          {t('members.detail.back')}
        </Link>
        {member && <MemberActions member={member} />}
      </div>
      <DetailStatus
        detail={detail}
        refusal={refusal}
        valid={valid}
        forbidden={t('members.detail.forbidden')}
        notFound={t('members.detail.notFound')}
      />
      {detail.data && member && (
        <div className="row g-3" data-testid="member-page" data-id={member.id}>
          <div className="col-12 col-xl-4">
            <TitledCard title={t('members.detail.facts')} className="h-100">
              <MemberFacts member={member} />
              <MemberPremiumLine memberId={member.id} />
            </TitledCard>
          </div>
          <div className="col-12 col-md-6 col-xl-4">
            <TitledCard title={t('members.detail.parcels')} className="h-100" testId="member-parcels-card">
              <MemberParcels detail={detail.data} />
            </TitledCard>
          </div>
          <div className="col-12 col-md-6 col-xl-4">
            <TitledCard title={t('members.detail.history')} className="h-100" testId="member-history-card">
              <MemberHistory history={detail.data.history} timeZone={detail.data.member.tz} />
            </TitledCard>
          </div>
        </div>
      )}
    </SectionPage>
  );
}
