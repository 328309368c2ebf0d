// A period picked as days in the reader's own zone, sent as the UTC instants the server compares: the start of the
// first day and the end of the last, so "today" means the reader's today wherever they are.
const pad = (value: number) => String(value).padStart(2, '0');

const utcText = (date: Date) =>
  `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())} ${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}:${pad(date.getUTCSeconds())}`;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** 'yyyy-mm-dd' (a local day) → its first or last second in UTC as 'yyyy-mm-dd hh:mm:ss'; undefined when empty. */
export function localDayBound(day: string, edge: 'start' | 'end'): string | undefined {
  if (!DAY.test(day)) return undefined;
  const local = new Date(`${day}T${edge === 'start' ? '00:00:00' : '23:59:59'}`);
  return Number.isNaN(local.getTime()) ? undefined : utcText(local);
}

/** Whether the period can be searched: an end before its start cannot. */
export function periodProblem(from: string, to: string): 'toBeforeFrom' | undefined {
  return DAY.test(from) && DAY.test(to) && to < from ? 'toBeforeFrom' : undefined;
}
