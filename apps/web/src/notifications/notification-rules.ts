// The bell's rules (spec §2, §5, §6): per-building counts without duplicates, zero counts hidden, one badge sum.
import { shortAddress } from '../format/address';
import { parcelListPath } from '../search/search-rules';

export interface BuildingCount {
  bname: string;
  buid: number;
  count: number;
}

export interface LockerCount {
  addr: string;
  uuid: string;
  buid: number;
  count: number;
}

/** What the bell shows, cached under notificationData. */
export interface NotificationData {
  requestList: BuildingCount[];
  abnormalList: BuildingCount[];
  timedoutList: LockerCount[];
  supportRequests: number;
  unattendedDelivery: BuildingCount[];
  pendingPost: number;
}

export const EMPTY_NOTIFICATIONS: NotificationData = {
  requestList: [],
  abnormalList: [],
  timedoutList: [],
  supportRequests: 0,
  unattendedDelivery: [],
  pendingPost: 0,
};

/** One entry per building uid, counting the items of each (the duplicate rule of spec §5). */
export function countByBuilding(items: readonly { buid: number; bname: string }[]): BuildingCount[] {
  const byBuilding = new Map<number, BuildingCount>();
  for (const item of items) {
    const entry = byBuilding.get(item.buid) ?? { bname: item.bname, buid: item.buid, count: 0 };
    entry.count += 1;
    byBuilding.set(item.buid, entry);
  }
  return [...byBuilding.values()];
}

/** One entry per locker uuid. */
export function countByLocker(
  items: readonly { muuid: string; addr: string; buid: number }[],
): LockerCount[] {
  const byLocker = new Map<string, LockerCount>();
  for (const item of items) {
    const entry = byLocker.get(item.muuid) ?? {
      addr: item.addr,
      uuid: item.muuid,
      buid: item.buid,
      count: 0,
    };
    entry.count += 1;
    byLocker.set(item.muuid, entry);
  }
  return [...byLocker.values()];
}

/** Drops repeated buildings from a list that already carries counts (cached data from older clients). */
export function dedupeByBuilding(list: readonly BuildingCount[]): BuildingCount[] {
  const seen = new Set<number>();
  return list.filter((entry) => (seen.has(entry.buid) ? false : (seen.add(entry.buid), true)));
}

export function dedupeByLocker(list: readonly LockerCount[]): LockerCount[] {
  const seen = new Set<string>();
  return list.filter((entry) => (seen.has(entry.uuid) ? false : (seen.add(entry.uuid), true)));
}

export type NotificationKind = 'request' | 'abnormal' | 'timedOut' | 'support' | 'unattended' | 'pendingPost';

export interface NotificationEntry {
  key: string;
  kind: NotificationKind;
  /** The building or locker the entry is about; empty for operator-wide entries. */
  subject: string;
  count: number;
  link: string;
}

export type BellVariant = 'admin' | 'manager';

function settingsLink(buid: number, panel: string): string {
  return `/settings/${buid}?panel=${panel}`;
}

/**
 * The entries of the dropdown. A system admin sees support requests, urgent unattended deliveries and pending
 * community posts; a building manager unit join requests, abnormal and timed-out parcels (spec §6).
 */
export function notificationEntries(data: NotificationData, variant: BellVariant): NotificationEntry[] {
  const entries: NotificationEntry[] =
    variant === 'admin'
      ? [
          ...dedupeByBuilding(data.unattendedDelivery).map((entry) => ({
            key: `unattended-${entry.buid}`,
            kind: 'unattended' as const,
            subject: entry.bname,
            count: entry.count,
            link: settingsLink(entry.buid, 'false'),
          })),
          {
            key: 'support',
            kind: 'support',
            subject: '',
            count: data.supportRequests,
            link: '/customer-service',
          },
          {
            key: 'pending-posts',
            kind: 'pendingPost',
            subject: '',
            count: data.pendingPost,
            link: '/community',
          },
        ]
      : [
          ...dedupeByBuilding(data.requestList).map((entry) => ({
            key: `request-${entry.buid}`,
            kind: 'request' as const,
            subject: entry.bname,
            count: entry.count,
            link: settingsLink(entry.buid, 'requests'),
          })),
          ...dedupeByBuilding(data.abnormalList).map((entry) => ({
            key: `abnormal-${entry.buid}`,
            kind: 'abnormal' as const,
            subject: entry.bname,
            count: entry.count,
            // The abnormal parcels themselves, not the building's page.
            link: parcelListPath({ buid: entry.buid, abnormal: true }),
          })),
          ...dedupeByLocker(data.timedoutList).map((entry) => ({
            key: `timed-out-${entry.uuid}`,
            kind: 'timedOut' as const,
            // The locker's address reads 'street, city', never its raw 'street|city|…'.
            subject: shortAddress(entry.addr),
            count: entry.count,
            link: parcelListPath({ buid: entry.buid, muuid: entry.uuid, overtime: true }),
          })),
        ];
  return entries.filter((entry) => entry.count > 0);
}

/** The bell's badge: the sum of the counts the dropdown shows. */
export function badgeCount(entries: readonly NotificationEntry[]): number {
  return entries.reduce((sum, entry) => sum + entry.count, 0);
}

/**
 * Spec §4: notifications load at once when no earlier request time is stored, otherwise only when the last request
 * is 5 minutes old or more. The query cache applies it: the stored data is its initial data, dated lastRequest.
 */
export const NOTIFICATION_REFRESH_MS = 5 * 60_000;
