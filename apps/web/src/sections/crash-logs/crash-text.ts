// How a crash group reads: its path, its state in words (a group reported again after it was resolved says so) and
// the locker's place.
import type { CrashGroupItem } from '@bluemanager/protocol';

export const crashPath = (id: number) => `/logs/crash/${id}`;

export type CrashStateWord = 'open' | 'resolved' | 'reopened';

export const stateOf = (group: Pick<CrashGroupItem, 'resolved' | 'reopened_at'>): CrashStateWord =>
  group.resolved ? 'resolved' : group.reopened_at !== null ? 'reopened' : 'open';

export const STATE_BADGES: Readonly<Record<CrashStateWord, string>> = {
  open: 'text-bg-danger',
  reopened: 'text-bg-warning',
  resolved: 'text-bg-success',
};
