// The last heartbeat: relative ("3 minutes ago") over the exact local time, or "Never" for a machine not heard from.
import { useTranslation } from 'react-i18next';
import { formatZonedDateTime } from '../../format/time';
import { relativeTime } from './heartbeat';

export function Heartbeat({ at, now }: { at: string | null; now: number }) {
  const { t, i18n } = useTranslation();
  const relative = at ? relativeTime(at, now, i18n.language) : undefined;
  if (!at || !relative) return <span className="text-body-secondary">{t('machines.never')}</span>;
  return (
    <time dateTime={at} data-testid="heartbeat">
      {relative}
      <br />
      <span className="text-body-secondary">{formatZonedDateTime(at)}</span>
    </time>
  );
}
