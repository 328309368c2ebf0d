// Above the moderation list, what residents see pinned above their boards right now: the live announcements
// (act 56020, state 'showing'), for the system admins who send them. Their text is the operator's, still shown as text.
import { canCall, systemMsgListAct } from '@bluemanager/protocol';
import { useQuery } from '@tanstack/react-query';
import { Megaphone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAct } from '../../api/use-act';
import { formatZonedDateTime } from '../../format/time';
import { useUser } from '../../session/session-context';

export function LiveAnnouncements() {
  const { t, i18n } = useTranslation();
  const act = useAct();
  const user = useUser();
  const allowed = canCall(systemMsgListAct, user);
  const live = useQuery({
    queryKey: ['community', 'system', 'showing'],
    queryFn: () => act(systemMsgListAct, { state: 'showing', count: 5 }),
    enabled: allowed,
  });
  const items = live.data?.items ?? [];
  if (!allowed || items.length === 0) return null;
  return (
    <section
      className="card mb-3"
      aria-labelledby="live-announcements-title"
      data-testid="live-announcements"
    >
      <div className="card-body py-2">
        <h2 id="live-announcements-title" className="h6 d-flex align-items-center gap-2 mb-2">
          <Megaphone size={16} aria-hidden="true" />
          {t('community.live.title')}
        </h2>
        <ul className="list-unstyled mb-1 small">
          {items.map((msg) => (
            <li key={msg.id} className="text-break">
              <strong>{msg.title}</strong>{' '}
              <span className="text-body-secondary">
                {t('community.live.where', {
                  buildings: msg.buildings.map((building) => building.bname).join(', '),
                  until: formatZonedDateTime(msg.ends_at, undefined, i18n.language),
                })}
              </span>
            </li>
          ))}
        </ul>
        <Link to="/system-msg" className="small">
          {t('community.live.manage')}
        </Link>
      </div>
    </section>
  );
}
