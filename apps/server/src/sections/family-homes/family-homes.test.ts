// The mini-box family (acts 59101–59104) on both databases: its lockers with their boxes agree with the fleet's
// compartments and with the home's figures, mini-box staff (level 13) see their own building's only, their events
// come from the machine log, and users outside the mini-box menu are refused.
import type { MiniBoxEventItem, MiniBoxFigures, MiniBoxLockerItem } from '@bluemanager/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPortal, type TestPortal } from '../../../test/support/test-portal.js';
import { testDialects } from '../../../test/support/test-dialects.js';

type Response = { status: number; body: Record<string, unknown> };

describe.each(testDialects())('mini-box lockers on %s', (dialect) => {
  let portal: TestPortal;
  let admin: string;
  let staff: string;
  const db = () => portal.database.handle.db;
  const ok = <T>(response: Response): T => {
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.body.code, JSON.stringify(response.body)).toBeUndefined();
    return response.body.data as T;
  };
  beforeAll(async () => {
    portal = await startTestPortal(dialect);
    admin = await portal.login('sysadmin');
    staff = await portal.login('minibox');
  });
  afterAll(() => portal?.close());

  it('lists every mini-box locker with its boxes, agreeing with the figures', async () => {
    const all = ok<{ total: number; items: MiniBoxLockerItem[] }>(
      await portal.act('minibox lockers', { t: admin, count: 500 }),
    );
    const machines = await db()
      .selectFrom('machines')
      .select('id')
      .where('family', '=', 'miniBox')
      .where('retired_at', 'is', null)
      .execute();
    expect(all.total).toBe(machines.length);
    expect(all.total).toBeGreaterThan(0);
    for (const locker of all.items) {
      expect(locker.free + locker.occupied + locker.disabled).toBe(locker.boxes);
      expect(locker.boxes).toBeGreaterThan(0);
    }
    const figures = ok<MiniBoxFigures>(await portal.act('minibox figures', { t: admin }));
    expect(figures.lockers).toBe(all.total);
    expect(figures.boxes).toBe(all.items.reduce((sum, locker) => sum + locker.boxes, 0));
  });

  it('shows mini-box staff their own building, a locker with its boxes, and its events', async () => {
    const [building] = await portal.managedBuildings('minibox');
    const own = ok<{ items: MiniBoxLockerItem[] }>(await portal.act('minibox lockers', { t: staff }));
    expect(own.items.length).toBeGreaterThan(0);
    expect(own.items.every((locker) => locker.buid === building)).toBe(true);
    const first = own.items[0];
    if (!first) throw new Error('no locker');
    const page = ok<{ locker: MiniBoxLockerItem; boxes: unknown[]; events: MiniBoxEventItem[] }>(
      await portal.act('minibox locker', { t: staff, uuid: first.uuid }),
    );
    expect(page.boxes).toHaveLength(first.boxes);
    const events = ok<{ total: number; items: MiniBoxEventItem[] }>(
      await portal.act('minibox events', { t: staff, count: 500 }),
    );
    expect(events.items.every((event) => own.items.some((locker) => locker.uuid === event.uuid))).toBe(true);
    // A locker of another building is out of reach.
    const other = ok<{ items: MiniBoxLockerItem[] }>(
      await portal.act('minibox lockers', { t: admin, count: 500 }),
    ).items.find((locker) => locker.buid !== building);
    if (!other) throw new Error('no other locker');
    expect((await portal.act('minibox locker', { t: staff, uuid: other.uuid })).body.code).toBe('FORBIDDEN');
    expect((await portal.act('minibox lockers', { t: staff, count: 10_000 })).body.code).toBe(
      'INVALID_PARAMS',
    );
  });

  it('is refused to users outside the mini-box menu', async () => {
    const manager = await portal.login('bdadmin');
    expect((await portal.act('minibox lockers', { t: manager })).body.code).toBe('FORBIDDEN');
    const amenity = await portal.login('amenity');
    expect((await portal.act('minibox figures', { t: amenity })).body.code).toBe('FORBIDDEN');
  });
});
