// A group's schedule in words: its dates, its days ("Every day", "Mon–Fri" or the days listed) and its hours, in
// the user's language. ISO weekdays: 1 Monday … 7 Sunday.
import type { AdGroupItem } from '@bluemanager/protocol';
import type { TFunction } from 'i18next';
import { formatDay } from '../format-day';

/** 2024-01-01 was a Monday: day n of the ISO week is January n of that year. */
export function weekdayName(day: number, locale: string, width: 'short' | 'long' = 'short'): string {
  return new Intl.DateTimeFormat(locale, { weekday: width, timeZone: 'UTC' }).format(
    new Date(Date.UTC(2024, 0, day)),
  );
}

export function daysText(t: TFunction, days: readonly number[], locale: string): string {
  const sorted = [...days].sort((a, b) => a - b);
  if (sorted.length === 7) return t('adGroups.schedule.everyDay');
  if (sorted.join() === '1,2,3,4,5') return t('adGroups.schedule.weekdays');
  if (sorted.join() === '6,7') return t('adGroups.schedule.weekends');
  return sorted.map((day) => weekdayName(day, locale)).join(', ');
}

export function hoursText(t: TFunction, from: number, to: number): string {
  if (from === 0 && to === 24) return t('adGroups.schedule.allDay');
  const hour = (value: number) => `${String(value).padStart(2, '0')}:00`;
  return t('adGroups.schedule.hours', { from: hour(from), to: hour(to) });
}

export function periodText(
  t: TFunction,
  group: Pick<AdGroupItem, 'start_date' | 'end_date'>,
  locale: string,
) {
  return t('adGroups.schedule.period', {
    start: formatDay(group.start_date, locale),
    end: formatDay(group.end_date, locale),
  });
}

export type RunState = 'off' | 'upcoming' | 'running' | 'ended';

/** Where a group stands today: switched off, not yet begun, playing its dates, or past them. */
export function runState(group: Pick<AdGroupItem, 'sts' | 'start_date' | 'end_date'>, day: string): RunState {
  if (group.sts !== '1') return 'off';
  if (group.start_date > day) return 'upcoming';
  if (group.end_date < day) return 'ended';
  return 'running';
}
