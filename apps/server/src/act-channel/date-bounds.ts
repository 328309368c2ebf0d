// The portal sends dates as yyyy-mm-dd or yyyy-mm-dd hh:mm:ss (UTC); stored times are ISO text, so bounds are
// turned into ISO text that compares correctly as a string.

export function isoBound(value: string, edge: 'start' | 'end'): string {
  const [date, time] = value.split(/[ T]/);
  if (!time) return `${date}T${edge === 'start' ? '00:00:00.000' : '23:59:59.999'}Z`;
  const [hours, minutes, seconds = '00'] = time.split(':');
  return `${date}T${hours}:${minutes}:${seconds}.${edge === 'start' ? '000' : '999'}Z`;
}

/** Spec §9: the timeout search runs to tomorrow 23:59:59. */
export function endOfTomorrow(now: Date): string {
  const tomorrow = new Date(now.getTime() + 86_400_000);
  return `${tomorrow.toISOString().slice(0, 10)}T23:59:59.999Z`;
}
