import { describe, expect, it } from 'vitest';
import {
  badgeCount,
  countByBuilding,
  countByLocker,
  EMPTY_NOTIFICATIONS,
  notificationEntries,
} from './notification-rules';

describe('notification rules (spec §2, §5, §6)', () => {
  it('counts per building uid and per locker uuid, without duplicates', () => {
    expect(
      countByBuilding([
        { buid: 1, bname: 'A' },
        { buid: 2, bname: 'B' },
        { buid: 1, bname: 'A' },
      ]),
    ).toEqual([
      { buid: 1, bname: 'A', count: 2 },
      { buid: 2, bname: 'B', count: 1 },
    ]);
    expect(
      countByLocker([
        { muuid: 'm1', addr: 'x', buid: 1 },
        { muuid: 'm1', addr: 'x', buid: 1 },
      ]),
    ).toEqual([{ uuid: 'm1', addr: 'x', buid: 1, count: 2 }]);
  });

  it('gives building managers requests, abnormal and timed-out entries, hides zero counts and sums the badge', () => {
    const data = {
      ...EMPTY_NOTIFICATIONS,
      requestList: [
        { buid: 1, bname: 'A', count: 2 },
        { buid: 1, bname: 'A', count: 9 },
      ],
      abnormalList: [{ buid: 2, bname: 'B', count: 0 }],
      timedoutList: [{ uuid: 'm1', addr: 'Lobby', buid: 2, count: 3 }],
      supportRequests: 5,
    };
    const entries = notificationEntries(data, 'manager');
    expect(entries.map((entry) => [entry.kind, entry.count])).toEqual([
      ['request', 2],
      ['timedOut', 3],
    ]);
    expect(badgeCount(entries)).toBe(5);
    expect(entries[1]?.link).toContain('overtime');
  });

  it('gives system admins unattended deliveries, support requests and pending posts', () => {
    const data = {
      ...EMPTY_NOTIFICATIONS,
      unattendedDelivery: [{ buid: 7, bname: 'Tower', count: 4 }],
      supportRequests: 2,
      requestList: [{ buid: 1, bname: 'A', count: 9 }],
    };
    const entries = notificationEntries(data, 'admin');
    expect(entries.map((entry) => [entry.kind, entry.count, entry.link])).toEqual([
      ['unattended', 4, '/settings/7?panel=false'],
      ['support', 2, '/customer-service'],
    ]);
    expect(badgeCount(entries)).toBe(6);
  });

  it('names a timed-out locker by its readable address and opens the parcels behind each entry', () => {
    const data = {
      ...EMPTY_NOTIFICATIONS,
      abnormalList: [{ buid: 2, bname: 'B', count: 1 }],
      timedoutList: [{ uuid: 'm1', addr: '88 Queens Quay W|Toronto|ON|M5J 0B8|Canada', buid: 2, count: 3 }],
    };
    const [abnormal, timedOut] = notificationEntries(data, 'manager');
    expect(timedOut?.subject).toBe('88 Queens Quay W, Toronto');
    expect(JSON.parse(decodeURIComponent(abnormal?.link.split('/parcels/')[1] ?? ''))).toMatchObject({
      buid: 2,
      abnormal: true,
    });
    expect(JSON.parse(decodeURIComponent(timedOut?.link.split('/parcels/')[1] ?? ''))).toMatchObject({
      buid: 2,
      muuid: 'm1',
      overtime: true,
    });
  });
});
