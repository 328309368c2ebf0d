// Member Logs (act 52070): the operation log in the reader's reach, filtered and paged, with logins (good and bad),
// before/after values, the building and readable actors; bad filters and readers out of reach are refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../db/seed/demo-accounts.js';
import { logOperation } from '../../domain/oplog/operation-log.js';
import { startTestPortal, type TestPortal } from '../../../test/support/test-portal.js';
import { testDialects } from '../../../test/support/test-dialects.js';

describe.each(testDialects())('member logs on %s', (dialect) => {
  let portal: TestPortal;
  let admin: string;
  beforeAll(async () => {
    portal = await startTestPortal(dialect);
    admin = await portal.login('sysadmin');
  });
  afterAll(() => portal?.close());

  const list = async (token: string, filters: Record<string, unknown> = {}) => {
    const { body } = await portal.act('member logs', { t: token, ...filters });
    expect(body).toMatchObject({ ret: 1 });
    if (!body.data) throw new Error('no data');
    return body.data;
  };

  it('shows a failed and a good login, newest first, with the address they came from', async () => {
    const failed = await portal.act('login', { u: 'bdadmin', p: 'wrong-password' }, { ip: '10.9.8.7' });
    expect(failed.body).toMatchObject({ code: 'BAD_CREDENTIALS' });
    portal.clock.advance(1000);
    const good = await portal.act('login', { u: 'bdadmin', p: DEMO_PASSWORD }, { ip: '10.9.8.7' });
    expect(typeof good.body.token).toBe('string');
    const page = await list(admin, { category: 'Login', actor: 'bdadmin', count: 2 });
    expect(page.items.map((entry) => [entry.operation, entry.message, entry.ip])).toEqual([
      ['login-success', 'User bdadmin logged in', '10.9.8.7'],
      ['login-failed', 'User bdadmin login failed', '10.9.8.7'],
    ]);
    expect(page.items[0]).toMatchObject({
      actor_kind: 'user',
      actor: 'bdadmin',
      category: 'Login',
      buid: null,
    });
    expect(page.total).toBeGreaterThanOrEqual(2);
  });

  it('gives the values a write changed, its building, and filters by building, period and text', async () => {
    const building = await portal.database.handle.db
      .selectFrom('buildings')
      .select(['id', 'name', 'overdue_hours'])
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const written = await portal.act('update building settings', {
      t: admin,
      buid: building.id,
      overdue_hours: building.overdue_hours + 2,
    });
    expect(written.body).toMatchObject({ ret: 1 });
    const today = portal.clock.now.toISOString().slice(0, 10);
    const page = await list(admin, {
      buid: building.id,
      from: today,
      to: today,
      q: 'settings of building',
    });
    expect(page.items).toHaveLength(1);
    expect(page.items[0]).toMatchObject({
      operation: 'building-settings-updated',
      category: 'Locker-setting',
      target: building.name,
      detail: 'overdue_hours',
      buid: building.id,
      bname: building.name,
      before: { overdue_hours: building.overdue_hours },
      after: { overdue_hours: building.overdue_hours + 2 },
    });
    const yesterday = new Date(portal.clock.now.getTime() - 86_400_000).toISOString().slice(0, 10);
    const earlier = await list(admin, { buid: building.id, to: yesterday, q: 'settings of building' });
    expect(earlier.items).toHaveLength(0);
  });

  it('names a locker by its machine, never by its uuid', async () => {
    const db = portal.database.handle.db;
    const machine = await db
      .selectFrom('machines')
      .select(['uuid', 'name', 'building_id'])
      .orderBy('id')
      .executeTakeFirstOrThrow();
    await logOperation(db, {
      operation: 'parcel-deposited',
      target: '999001',
      actor: { userId: null, username: `locker ${machine.uuid}`, ip: '' },
      now: portal.clock.now,
      buildingId: machine.building_id,
    });
    const page = await list(admin, { q: 'Parcel 999001' });
    expect(page.items[0]).toMatchObject({ actor_kind: 'locker', actor: machine.name });
    expect(JSON.stringify(page.items[0])).not.toContain(machine.uuid);
  });

  it("shows a building manager only their buildings' entries and their own, and refuses another building", async () => {
    const token = await portal.login('bdadmin');
    const own = new Set(await portal.managedBuildings('bdadmin'));
    const page = await list(token, { count: 500 });
    expect(page.items.length).toBeGreaterThan(0);
    for (const entry of page.items) {
      expect(entry.buid === null ? entry.actor : own.has(entry.buid)).toBeTruthy();
      if (entry.buid === null) expect(entry.actor).toBe('bdadmin');
    }
    const everyone = await list(admin, { count: 500 });
    expect(everyone.total).toBeGreaterThan(page.total);
    const other = await portal.database.handle.db
      .selectFrom('buildings')
      .select('id')
      .where('id', 'not in', [...own])
      .executeTakeFirstOrThrow();
    const refused = await portal.act('member logs', { t: token, buid: other.id });
    expect(refused.body).toMatchObject({ code: 'FORBIDDEN' });
  });

  it("shows a business partner only its partner's entries", async () => {
    const token = await portal.login('partneradmin');
    const page = await list(token, { count: 500 });
    expect(page.items.length).toBeGreaterThan(0);
    const partnerOf = new Map(
      (await portal.database.handle.db.selectFrom('buildings').select(['id', 'partner']).execute()).map(
        (row) => [row.id, row.partner],
      ),
    );
    for (const entry of page.items) {
      if (entry.buid !== null) expect(partnerOf.get(entry.buid)).toBe('YK-Gold');
      else expect(['partneradmin', 'ykmanager']).toContain(entry.actor);
    }
  });

  it('pages with a capped count and refuses bad filters and readers without the right', async () => {
    const first = await list(admin, { count: 5 });
    const second = await list(admin, { count: 5, offset: 5 });
    expect(first.items).toHaveLength(5);
    expect(first.capped).toBe(false);
    expect((second.items[0]?.at ?? '') <= (first.items[4]?.at ?? '')).toBe(true);
    expect((await portal.act('member logs', { t: admin, category: 'Nope' })).body).toMatchObject({
      code: 'INVALID_PARAMS',
    });
    expect((await portal.act('member logs', { t: admin, from: 'yesterday' })).body).toMatchObject({
      code: 'INVALID_PARAMS',
    });
    expect((await portal.act('member logs', { t: admin, offset: 10_001 })).body).toMatchObject({
      code: 'INVALID_PARAMS',
    });
    const parcelAdmin = await portal.login('parceladmin');
    expect((await portal.act('member logs', { t: parcelAdmin })).body).toMatchObject({ code: 'FORBIDDEN' });
    expect((await portal.act('member logs', {})).body).toMatchObject({ code: 'UNAUTHENTICATED' });
  });
});
