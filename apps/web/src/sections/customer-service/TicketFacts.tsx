// A ticket's facts (who sent it and how to reach them, its building, times against its target) and what it is about:
// the member, locker and parcel, each a link where the user may open that page.
import type { TicketItem } from '@bluemanager/protocol';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { readableMachineName } from '../../format/machine-name';
import { formatZonedDateTime } from '../../format/time';
import { useMenuEntryAllowed } from '../../shared/RequireMenuEntry';
import { OverdueBadge } from './TicketBadges';
import { requesterName } from './ticket-text';

const parcelPath = (id: number) => `/parcels/${encodeURIComponent(JSON.stringify({ id: String(id) }))}`;
const machinePath = (uuid: string) => `/machines/lockers/${encodeURIComponent(uuid)}`;

function Fact({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <>
      <dt className="col-5 fw-normal text-body-secondary">{term}</dt>
      <dd className="col-7 text-break">{children}</dd>
    </>
  );
}

export function TicketFacts({ ticket }: { ticket: TicketItem }) {
  const { t, i18n } = useTranslation();
  const when = (at: string) => formatZonedDateTime(at, undefined, i18n.language);
  return (
    <dl className="row mb-0" data-testid="ticket-facts">
      <Fact term={t('support.detail.from')}>
        {requesterName(ticket)}
        <div className="small text-body-secondary">{t(`support.source.${ticket.source}`)}</div>
      </Fact>
      {ticket.phone !== '' && (
        <Fact term={t('support.detail.phone')}>
          <a href={`tel:${ticket.phone}`}>{ticket.phone}</a>
        </Fact>
      )}
      {ticket.email !== '' && (
        <Fact term={t('support.detail.email')}>
          <a href={`mailto:${ticket.email}`}>{ticket.email}</a>
        </Fact>
      )}
      {ticket.bname !== '' && <Fact term={t('support.detail.building')}>{ticket.bname}</Fact>}
      <Fact term={t('support.detail.received')}>{when(ticket.created_at)}</Fact>
      {ticket.state !== 'resolved' && (
        <Fact term={t('support.detail.target')}>
          <span className="me-1">{when(ticket.due_at)}</span>
          <OverdueBadge ticket={ticket} />
        </Fact>
      )}
      <Fact term={t('support.detail.updated')}>{when(ticket.updated_at)}</Fact>
      {ticket.resolved_at && <Fact term={t('support.detail.resolved')}>{when(ticket.resolved_at)}</Fact>}
    </dl>
  );
}

export function TicketLinks({ ticket }: { ticket: TicketItem }) {
  const { t } = useTranslation();
  const members = useMenuEntryAllowed('members');
  const machines = useMenuEntryAllowed('machines-lockers');
  const parcels = useMenuEntryAllowed('parcels');
  const locker = ticket.machine === '' ? '' : readableMachineName(ticket.machine, ticket.bname);
  if (ticket.member_id === null && ticket.muuid === null && ticket.parcel_id === null)
    return <p className="text-body-secondary mb-0">{t('support.detail.nothingLinked')}</p>;
  return (
    <dl className="row mb-0" data-testid="ticket-links">
      {ticket.member_id !== null && (
        <Fact term={t('support.detail.member')}>
          {members ? <Link to={`/members/${ticket.member_id}`}>{ticket.member}</Link> : ticket.member}
        </Fact>
      )}
      {ticket.muuid !== null && (
        <Fact term={t('support.detail.locker')}>
          {machines ? <Link to={machinePath(ticket.muuid)}>{locker}</Link> : locker}
        </Fact>
      )}
      {ticket.compartment !== '' && <Fact term={t('support.detail.compartment')}>{ticket.compartment}</Fact>}
      {ticket.parcel_id !== null && (
        <Fact term={t('support.detail.parcel')}>
          {parcels ? (
            <Link to={parcelPath(ticket.parcel_id)}>
              {t('support.detail.openParcel', { id: ticket.parcel_id })}
            </Link>
          ) : (
            t('support.detail.openParcel', { id: ticket.parcel_id })
          )}
        </Fact>
      )}
    </dl>
  );
}
