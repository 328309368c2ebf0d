// Dashboards count by UTC day: a day is 'yyyy-mm-dd', and its parcels lie in [dayT00:00Z, next day T00:00Z).
const DAY_MS = 86_400_000;

export function utcDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

export function dayStart(day: string): string {
  return `${day}T00:00:00.000Z`;
}

export function addDays(day: string, days: number): string {
  return utcDay(new Date(Date.parse(dayStart(day)) + days * DAY_MS));
}

/** Every day from `from` to `to`, both included. */
export function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day);
  return days;
}
