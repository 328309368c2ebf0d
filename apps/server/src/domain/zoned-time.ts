// Wall clocks in a time zone as UTC instants. Where "today" starts for a viewer: midnight in their zone (a manager
// in Toronto looking at 'collected today' at 9 pm means since their midnight, not since the UTC day turned at 7 or
// 8 pm); and where a day a user typed starts and ends in a building's zone (the parcel list's date filter).
import { usableTimeZone } from '@bluemanager/protocol';
import { isoBound } from '../act-channel/date-bounds.js';

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

/** The UTC instant at which the zone's wall clock shows `wallClock` (given as if it were UTC milliseconds). */
function wallClockToUtc(wallClock: number, timeZone: string): number {
  // The offset at that moment may differ from a first guess across a daylight-saving change; one correction settles it.
  const guess = wallClock - zoneOffsetMs(wallClock, timeZone);
  return wallClock - zoneOffsetMs(guess, timeZone);
}

/** The UTC instant of the most recent local midnight in `timeZone` at `now`. */
export function localMidnight(now: Date, timeZone: string): Date {
  const local = new Date(now.getTime() + zoneOffsetMs(now.getTime(), timeZone));
  const midnightAsUtc = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate());
  return new Date(wallClockToUtc(midnightAsUtc, timeZone));
}

/**
 * A date (or date and time) a user typed, read on the wall clock of `timeZone`, as ISO text that compares with
 * stored times: the first or the last millisecond of the day, or the given second. A zone the clock cannot read is UTC.
 */
export function zonedBound(value: string, edge: 'start' | 'end', timeZone: string): string {
  const wallClock = Date.parse(isoBound(value, edge));
  return new Date(wallClockToUtc(wallClock, usableTimeZone(timeZone))).toISOString();
}
