// Spec §5/§9: times show as yyyy-mm-dd hh:mm:ss in local or a given time zone; a time shorter than 4 characters
// is 'N/A' (in the user's language); the date-only form keeps what precedes the first space.
import i18next from 'i18next';

const notAvailable = () => (i18next.isInitialized ? i18next.t('notAvailable') : 'N/A');

const pad = (value: number) => String(value).padStart(2, '0');

/** The zone as a reader knows it at that instant ('EST', 'GMT+1'); the browser's own zone when none is given. */
export function zoneLabel(
  value: string | number | Date,
  timeZone: string | undefined,
  locale = 'en',
): string {
  try {
    const parts = new Intl.DateTimeFormat(locale, { timeZone, timeZoneName: 'short' }).formatToParts(
      value instanceof Date ? value : new Date(value),
    );
    return parts.find((part) => part.type === 'timeZoneName')?.value ?? '';
  } catch {
    return '';
  }
}

/** Formats an instant; `timeZone` is an IANA name (e.g. 'America/Toronto'), local time when absent or unknown. */
export function formatDateTime(value: string | number | Date, timeZone?: string): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return notAvailable();
  if (!timeZone || zoneLabel(date, timeZone) === '') {
    return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
  }
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((entry) => entry.type === type)?.value ?? '00';
  return `${part('year')}-${part('month')}-${part('day')} ${part('hour')}:${part('minute')}:${part('second')}`;
}

/** An instant with the zone it is shown in, said: '2026-11-24 09:15:02 EST'. */
export function formatZonedDateTime(value: string | number | Date, timeZone?: string, locale = 'en'): string {
  const text = formatDateTime(value, timeZone);
  const zone = zoneLabel(value, timeZone, locale);
  return zone ? `${text} ${zone}` : text;
}

/** A stored time string as the portal shows it: 'N/A' when under 4 characters, otherwise its parts re-joined. */
export function formatTimeText(value: string | null | undefined): string {
  if (!value || value.length < 4) return notAvailable();
  const [year = '', month = '', day = '', hour, minute, second] = value.split(/[-\sT:]/);
  const date = [year, month, day].filter(Boolean).join('-');
  if (hour === undefined) return date;
  return `${date} ${[hour, minute ?? '00', (second ?? '00').slice(0, 2)].join(':')}`;
}

/** The date part: everything before the first space ('2026-03-01 10:00:00' → '2026-03-01'). */
export function dateOnly(value: string): string {
  if (value.length < 4) return notAvailable();
  return value.split(' ')[0] ?? value;
}

/** A date as the user's language writes it (for prose such as "valid until …"). */
export function formatLocalizedDateTime(value: string | Date, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(value));
}

/** A datetime-local value ('2026-11-26T09:30') read in the browser's zone, as an ISO instant; '' when unreadable. */
export function instantOfLocal(local: string): string {
  const time = new Date(local).getTime();
  return local === '' || Number.isNaN(time) ? '' : new Date(time).toISOString();
}

/** An instant as a datetime-local value in the browser's zone, for an input to start from. */
export function localInputValue(value: string | Date): string {
  const date = new Date(value);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}
