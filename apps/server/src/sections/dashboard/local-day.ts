// Where "today" starts for a viewer: midnight in their time zone, as a UTC instant. A manager in Toronto looking at
// 'collected today' at 9 pm means since their midnight, not since the UTC day turned at 7 or 8 pm.

/** How far the zone's wall clock is ahead of UTC at `instant`, in milliseconds. */
function zoneOffsetMs(instant: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(new Date(instant));
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const wallClock = Date.UTC(
    part('year'),
    part('month') - 1,
    part('day'),
    part('hour'),
    part('minute'),
    part('second'),
  );
  return wallClock - Math.floor(instant / 1000) * 1000;
}

/** The UTC instant of the most recent local midnight in `timeZone` at `now`. */
export function localMidnight(now: Date, timeZone: string): Date {
  const local = new Date(now.getTime() + zoneOffsetMs(now.getTime(), timeZone));
  const midnightAsUtc = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate());
  // The offset at midnight may differ from now's across a daylight-saving change; one correction settles it.
  let start = midnightAsUtc - zoneOffsetMs(midnightAsUtc, timeZone);
  start = midnightAsUtc - zoneOffsetMs(start, timeZone);
  return new Date(start);
}
