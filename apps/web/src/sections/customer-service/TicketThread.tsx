// A ticket's conversation, oldest first: the request itself, then replies, the requester's answers, the locker's
// follow-ups and internal notes (set apart, so nobody mistakes one for what the requester read).
import type { ActResult, ticketDetailAct } from '@bluemanager/protocol';
import { useTranslation } from 'react-i18next';
import { formatZonedDateTime } from '../../format/time';
import { requesterName } from './ticket-text';

type Detail = ActResult<typeof ticketDetailAct>;

const STYLES = {
  request: 'border-primary-subtle bg-body',
  reply: 'border-success-subtle bg-success-subtle',
  note: 'border-warning bg-warning-subtle',
  requester: 'border-primary-subtle bg-body',
  device: 'border-secondary-subtle bg-body-tertiary',
} as const;

interface EntryProps {
  kind: keyof typeof STYLES;
  label: string;
  author: string;
  at: string;
  body: string;
}

function Entry({ kind, label, author, at, body }: EntryProps) {
  const { t, i18n } = useTranslation();
  return (
    <li className={`border rounded p-2 ${STYLES[kind]}`} data-testid={`thread-${kind}`}>
      <div className="d-flex flex-wrap justify-content-between gap-1 small mb-1">
        <strong>{label}</strong>
        <span className="text-body-secondary">
          {t('support.entry.by', { author, at: formatZonedDateTime(at, undefined, i18n.language) })}
        </span>
      </div>
      <p className="mb-0 text-break" style={{ whiteSpace: 'pre-wrap' }}>
        {body === '' ? <em className="text-body-secondary">{t('support.detail.noMessage')}</em> : body}
      </p>
    </li>
  );
}

export function TicketThread({ detail }: { detail: Detail }) {
  const { t } = useTranslation();
  const { ticket } = detail;
  return (
    <ol className="list-unstyled d-flex flex-column gap-2 mb-3" aria-label={t('support.detail.thread')}>
      <Entry
        kind="request"
        label={t('support.detail.request')}
        author={requesterName(ticket)}
        at={ticket.created_at}
        body={detail.body}
      />
      {detail.thread.map((entry) => (
        <Entry
          key={entry.id}
          kind={entry.kind}
          label={t(`support.entry.${entry.kind}`)}
          author={entry.kind === 'device' ? requesterName(ticket) : entry.author}
          at={entry.at}
          body={entry.body}
        />
      ))}
    </ol>
  );
}
