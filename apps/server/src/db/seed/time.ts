// Times in the seed are epoch milliseconds until they are stored; stored times are whole seconds, as a locker
// reports them.
export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

export function toIso(ms: number): string {
  return new Date(Math.round(ms / 1000) * 1000).toISOString();
}
