// The last heartbeat as people read it ("3 minutes ago"), in the user's language; the absolute time is shown
// beside it by the caller (formatDateTime), so the relative form may round.

const UNITS: readonly { unit: Intl.RelativeTimeFormatUnit; seconds: number }[] = [
  { unit: 'day', seconds: 86_400 },
  { unit: 'hour', seconds: 3_600 },
  { unit: 'minute', seconds: 60 },
];

/** `at` relative to `now` (ms): the largest whole unit, seconds under a minute; undefined when `at` is no time. */
export function relativeTime(at: string, now: number, locale: string): string | undefined {
  const time = new Date(at).getTime();
  if (Number.isNaN(time)) return undefined;
  // A clock a little ahead of ours is still "now", not "in 2 seconds".
  const seconds = Math.max(0, Math.round((now - time) / 1000));
  const format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  const unit = UNITS.find((entry) => seconds >= entry.seconds);
  if (!unit) return format.format(-seconds, 'second');
  return format.format(-Math.floor(seconds / unit.seconds), unit.unit);
}
