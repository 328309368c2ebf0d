// What a bike session costs under its location's tariff: the first free minutes cost nothing, then every started
// hour costs the hourly rate, and no day (24 hours, counted from the start) costs more than the day cap. Integer
// minor units throughout; a location with no rate charges nothing.
export interface BikeTariff {
  hourly_cents: number;
  free_minutes: number;
  day_cap_cents: number;
}

export function sessionMinutes(startedAt: string, endedAt: Date): number {
  return Math.max(0, Math.floor((endedAt.getTime() - Date.parse(startedAt)) / 60_000));
}

export function sessionFee(minutes: number, tariff: BikeTariff): number {
  if (tariff.hourly_cents <= 0 || minutes <= tariff.free_minutes) return 0;
  const fullDays = Math.floor(minutes / 1440);
  const rest = minutes % 1440;
  const hoursCost = (billable: number) => Math.ceil(billable / 60) * tariff.hourly_cents;
  const capped = (cost: number) => (tariff.day_cap_cents > 0 ? Math.min(cost, tariff.day_cap_cents) : cost);
  // The free minutes come off the first day only.
  if (fullDays === 0) return capped(hoursCost(minutes - tariff.free_minutes));
  const firstDay = capped(hoursCost(1440 - tariff.free_minutes));
  return firstDay + (fullDays - 1) * capped(hoursCost(1440)) + capped(hoursCost(rest));
}
