// A ticket's state, priority and overdue mark as badges, in words.
import type { TicketItem } from '@bluemanager/protocol';
import { useTranslation } from 'react-i18next';
import { PRIORITY_BADGES, STATE_BADGES } from './ticket-text';

export function StateBadge({ ticket }: { ticket: Pick<TicketItem, 'state'> }) {
  const { t } = useTranslation();
  return <span className={`badge ${STATE_BADGES[ticket.state]}`}>{t(`support.state.${ticket.state}`)}</span>;
}

export function PriorityBadge({ ticket }: { ticket: Pick<TicketItem, 'priority'> }) {
  const { t } = useTranslation();
  return (
    <span className={`badge ${PRIORITY_BADGES[ticket.priority]}`}>
      {t(`support.priority.${ticket.priority}`)}
    </span>
  );
}

export function OverdueBadge({ ticket }: { ticket: Pick<TicketItem, 'overdue'> }) {
  const { t } = useTranslation();
  return ticket.overdue ? <span className="badge text-bg-danger">{t('support.overdue')}</span> : null;
}
