// A billing month (yyyy-mm) and a billing day (yyyy-mm-dd) in the user's language; the calendar is UTC's, as the
// server bills it, so no zone moves a month's first day into the month before.
export function monthLabel(month: string, language: string): string {
  return new Intl.DateTimeFormat(language, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${month}-01T00:00:00.000Z`),
  );
}

export function dayLabel(day: string, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00.000Z`),
  );
}

/** The current month, yyyy-mm, in UTC. */
export const currentMonth = (now = new Date()) => now.toISOString().slice(0, 7);

/** The month before `month`. */
export function previousMonth(month: string): string {
  const [year = 2000, number = 1] = month.split('-').map(Number);
  return new Date(Date.UTC(year, number - 2, 1)).toISOString().slice(0, 7);
}
