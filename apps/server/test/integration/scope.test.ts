// A building-level user reaches only the buildings they manage, whatever the parameters say.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACTS, type ParcelItem } from '@bluemanager/protocol';
import { startTestPortal, type TestPortal } from '../support/test-portal.js';
import { testDialects } from '../support/test-dialects.js';

const SCOPED_ACTS = ACTS.filter((act) => (act.buildingParams ?? []).length > 0);

describe.each(testDialects())('building scope on %s', (dialect) => {
  let portal: TestPortal;
  let managed: number[];
  let foreign: number;
  let bdadmin: string;
  beforeAll(async () => {
    portal = await startTestPortal(dialect);
    bdadmin = await portal.login('bdadmin');
    const db = portal.database.handle.db;
    managed = await portal.managedBuildings('bdadmin');
    const other = await db
      .selectFrom('buildings')
      .select('id')
      .where('id', 'not in', managed)
      .executeTakeFirstOrThrow();
    foreign = other.id;
  });
  afterAll(() => portal?.close());

  it('covers the acts that take a building', () => {
    expect(SCOPED_ACTS.map((act) => act.code).sort((a, b) => a - b)).toEqual([
      8034, 50074, 50114, 51001, 51020, 52002, 52003, 52010, 52040, 52050,
    ]);
  });

  for (const act of SCOPED_ACTS) {
    for (const param of act.buildingParams ?? []) {
      it(`${act.code} refuses another building's uid in ${param}, as a number or a string`, async () => {
        for (const value of [foreign, String(foreign)]) {
          const { status, body } = await portal.call(act.code, { t: bdadmin, [param]: value });
          expect(status).toBe(403);
          expect(body).toMatchObject({
            ret: -6,
            code: 'FORBIDDEN',
            msg: `Building ${foreign} is not one of yours.`,
          });
        }
      });

      it(`${act.code} answers for a building of one's own in ${param}`, async () => {
        const { status } = await portal.call(act.code, { t: bdadmin, [param]: managed[0] });
        expect(status).toBe(200);
      });

      it(`${act.code} tells an admin that a building in ${param} does not exist`, async () => {
        const admin = await portal.login('sysadmin');
        const { body } = await portal.call(act.code, { t: admin, [param]: 999999 });
        expect(body).toMatchObject({ code: 'NOT_FOUND', msg: 'There is no building 999999.' });
      });
    }
  }

  it('keeps the building-less lists inside the scope', async () => {
    const abnormal = await portal.call(8034, { t: bdadmin, mc: '' });
    const timedOut = await portal.call(50114, { t: bdadmin, m: '' });
    const joins = await portal.call(50074, { t: bdadmin, mid: '' });
    for (const { body } of [abnormal, timedOut, joins]) {
      const items = (body as { data: { buid: number }[] }).data;
      expect(items.every((item) => managed.includes(item.buid))).toBe(true);
    }
    const timedOutItems = (timedOut.body as { data: ParcelItem[] }).data;
    expect(timedOutItems.length).toBeGreaterThan(0);
  });

  it('keeps a partner to its own buildings', async () => {
    const partner = await portal.login('partneradmin');
    const machines = await portal.call(8012, { t: partner });
    const buildings = await portal.database.handle.db
      .selectFrom('buildings')
      .select('id')
      .where('partner', '=', 'YK-Gold')
      .execute();
    const ids = buildings.map((row) => row.id);
    const items = (machines.body as { data: { buid: number }[] }).data;
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((item) => ids.includes(item.buid))).toBe(true);
    expect((await portal.call(8034, { t: partner })).body).toMatchObject({ code: 'FORBIDDEN' });
  });

  it("refuses another user's info and buildings, and another partner", async () => {
    const admin = await portal.call(8002, { u: 'sysadmin', p: 'BlueBox-demo-2026' });
    const adminId = Number(admin.body.ret);
    expect((await portal.call(50046, { t: bdadmin, bid: adminId })).body).toMatchObject({
      code: 'FORBIDDEN',
    });
    expect((await portal.call(50004, { t: bdadmin, a: adminId })).body).toMatchObject({ code: 'FORBIDDEN' });
    expect((await portal.call(50091, { t: bdadmin, p: 'YK-Gold' })).body).toMatchObject({
      code: 'FORBIDDEN',
    });
    const partner = await portal.login('partneradmin');
    expect((await portal.call(50091, { t: partner, p: 'BB' })).body).toMatchObject({ code: 'FORBIDDEN' });
    expect((await portal.call(50046, { t: partner, bid: adminId })).body).toMatchObject({
      code: 'FORBIDDEN',
    });
  });
});
