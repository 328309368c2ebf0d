// A parcel's timeline (act 51002): every operation logged on it, oldest first, in the user's language.
import type { TimelineEntry } from '@bluemanager/protocol';
import { useTranslation } from 'react-i18next';
import { formatZonedDateTime } from '../../format/time';
import { timelineText } from './timeline-text';

export function ParcelTimeline({
  entries,
  timeZone,
}: {
  entries: readonly TimelineEntry[];
  timeZone: string;
}) {
  const { t, i18n } = useTranslation();
  return (
    <>
      <h3 className="h6">{t('parcels.timeline')}</h3>
      <ol className="list-unstyled border-start ps-3 mb-4" data-testid="parcel-timeline">
        {entries.length === 0 && <li className="text-body-secondary">{t('parcels.noTimeline')}</li>}
        {entries.map((entry, index) => (
          <li key={`${entry.at}-${index}`} className="mb-2" data-operation={entry.operation}>
            <time className="small text-body-secondary d-block" dateTime={entry.at}>
              {formatZonedDateTime(entry.at, timeZone, i18n.language)}
              {entry.username ? ` · ${entry.username}` : ''}
            </time>
            <span>{timelineText(t, entry)}</span>
          </li>
        ))}
      </ol>
    </>
  );
}
