// A shipment's tracking events, oldest first: the step in words, when (in the building's time zone), where (the
// carrier when no place was given) and who, with the note (a cancellation's reason).
import type { ExpressEvent } from '@bluemanager/protocol';
import { useTranslation } from 'react-i18next';
import { formatZonedDateTime } from '../../format/time';
import { ExpressStateBadge } from './ExpressBadges';

export function ExpressTimeline({ events, tz }: { events: readonly ExpressEvent[]; tz: string }) {
  const { t, i18n } = useTranslation();
  return (
    <ol className="list-unstyled mb-0 express-timeline" data-testid="shipment-timeline">
      {events.map((event) => (
        <li key={event.id} className="border-start border-3 ps-3 pb-3 position-relative">
          <div className="d-flex flex-wrap align-items-center gap-2">
            <ExpressStateBadge state={event.state} />
            <time dateTime={event.at} className="small text-body-secondary">
              {formatZonedDateTime(event.at, tz, i18n.language)}
            </time>
          </div>
          <div className="small mt-1">
            {event.place || t('blueexpress.detail.withCarrier')}{' '}
            <span className="text-body-secondary">{t('blueexpress.detail.by', { actor: event.actor })}</span>
          </div>
          {event.note && <div className="small fst-italic">{event.note}</div>}
        </li>
      ))}
    </ol>
  );
}
