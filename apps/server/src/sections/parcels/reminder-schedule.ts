// A building reminds recipients every reminder_every_hours after the deposit, at most reminder_limit times, and
// only while the parcel is not due yet (after that the overdue notice takes over).
const HOUR = 3_600_000;

export interface ReminderSchedule {
  reminder_every_hours: number;
  reminder_limit: number;
}

/** When the reminder after `sent` earlier ones falls, counted from `from`; null when there is none to send. */
export function nextReminderAt(
  from: Date,
  sent: number,
  dueAt: string | null,
  schedule: ReminderSchedule,
): string | null {
  if (schedule.reminder_every_hours <= 0 || sent >= schedule.reminder_limit || dueAt === null) return null;
  const at = from.getTime() + schedule.reminder_every_hours * HOUR;
  return at < Date.parse(dueAt) ? new Date(at).toISOString() : null;
}

export function firstReminderAt(deposited: Date, dueAt: string, schedule: ReminderSchedule): string | null {
  return nextReminderAt(deposited, 0, dueAt, schedule);
}
