// A calendar day (yyyy-mm-dd, no time of day) in the user's language. It is read as UTC midnight and shown in UTC,
// so no viewer's time zone moves it to the day before.
export function formatDay(day: string, locale: string): string {
  const date = new Date(`${day}T00:00:00.000Z`);
  if (Number.isNaN(date.getTime())) return day;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(date);
}

/** Today as yyyy-mm-dd in the viewer's own calendar. */
export function today(now = new Date()): string {
  const local = new Date(now.getTime() - now.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 10);
}
