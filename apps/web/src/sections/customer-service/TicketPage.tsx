// One ticket (`#/customer-service/{id}`, act 61002): its facts and links, the work form (61003) and the conversation
// with the reply form (61004). A ticket out of reach shows a refusal, not data.
import {
  canCall,
  ticketDetailAct,
  ticketNumber,
  ticketReplyAct,
  ticketUpdateAct,
} from '@bluemanager/protocol';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useAct } from '../../api/use-act';
import { useUser } from '../../session/session-context';
import { SectionPage } from '../../shared/SectionPage';
import { TitledCard } from '../../shared/TitledCard';
import { ReplyForm } from './ReplyForm';
import { OverdueBadge, PriorityBadge, StateBadge } from './TicketBadges';
import { TicketFacts, TicketLinks } from './TicketFacts';
import { ticketSubject } from './ticket-text';
import { TicketThread } from './TicketThread';
import { WorkForm } from './WorkForm';
import { detailRefusal, DetailStatus, retryOnlyNetwork } from '../../shared/detail/DetailStatus';

export function TicketPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const act = useAct();
  const user = useUser();
  const valid = /^\d{1,9}$/.test(id);
  const detail = useQuery({
    queryKey: ['support', 'detail', id],
    queryFn: () => act(ticketDetailAct, { id: Number(id) }),
    enabled: valid,
    retry: retryOnlyNetwork,
  });
  const ticket = detail.data?.ticket;
  const refusal = detailRefusal(valid, detail.error);
  const title = ticket ? `${ticketNumber(ticket.id)} · ${ticketSubject(ticket, t)}` : t('support.title');
  return (
    <SectionPage id="customer-service-ticket" title={title}>
      <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
        <Link
          to="/customer-service"
          className="link-body-emphasis d-inline-flex align-items-center gap-1 me-auto"
        >
          <ArrowLeft size={16} aria-hidden="true" />
          {t('support.detail.back')}
        </Link>
        {ticket && (
          <span className="d-inline-flex flex-wrap gap-1" data-testid="ticket-badges">
            <StateBadge ticket={ticket} />
            <PriorityBadge ticket={ticket} />
            <OverdueBadge ticket={ticket} />
          </span>
        )}
      </div>
      <DetailStatus
        detail={detail}
        refusal={refusal}
        valid={valid}
        forbidden={t('support.detail.forbidden')}
        notFound={t('support.detail.notFound')}
      />
      {detail.data && ticket && (
        <div className="row g-3" data-testid="ticket-page" data-state={ticket.state}>
          <div className="col-12 col-xl-4 d-flex flex-column gap-3">
            <TitledCard title={t('support.detail.facts')}>
              <TicketFacts ticket={ticket} />
              {canCall(ticketUpdateAct, user) && <WorkForm key={ticket.updated_at} ticket={ticket} />}
            </TitledCard>
            <TitledCard title={t('support.detail.concerns')}>
              <TicketLinks ticket={ticket} />
            </TitledCard>
          </div>
          <div className="col-12 col-xl-8">
            <TitledCard title={t('support.detail.thread')} testId="ticket-thread">
              <TicketThread detail={detail.data} />
              {canCall(ticketReplyAct, user) && <ReplyForm ticket={ticket} />}
            </TitledCard>
          </div>
        </div>
      )}
    </SectionPage>
  );
}
