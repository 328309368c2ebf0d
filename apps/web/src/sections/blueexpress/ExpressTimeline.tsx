// A shipment's tracking events, oldest first: the step in words, when (in the building's time zone), where (the
// carrier when no place was given) and who, with the note (a cancellation's reason).
import type { ExpressEvent } from '@bluemanager/protocol';
import { useTranslation } from 'react-i18next';
import { readableMachineName } from '../../format/machine-name';
import { formatZonedDateTime } from '../../format/time';
import { ExpressStateBadge } from './ExpressBadges';

/** Places and actors name lockers by their stored names ('Building#Place'): shown as people know them. */
export function ExpressTimeline({
  events,
  tz,
  bname,
}: {
  events: readonly ExpressEvent[];
  tz: string;
  bname: string;
}) {
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
            {event.place ? readableMachineName(event.place, bname) : t('blueexpress.detail.withCarrier')}{' '}
            <span className="text-body-secondary">
              {t('blueexpress.detail.by', { actor: readableMachineName(event.actor, bname) })}
            </span>
          </div>
          {event.note && <div className="small fst-italic">{event.note}</div>}
        </li>
      ))}
    </ol>
  );
}
