// A building-level user reaches only the buildings they manage, whatever the parameters say: the scope each act
// declares is checked by the dispatcher before the act runs.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACTS, type ActDeclaration, type ParcelItem } from '@bluemanager/protocol';
import { startTestPortal, type TestPortal } from '../support/test-portal.js';
import { testDialects } from '../support/test-dialects.js';

const buildingParamsOf = (act: ActDeclaration) =>
  Object.entries(act.scope ?? {})
    .filter(([, kind]) => kind === 'building')
    .map(([param]) => param);
const callableByBuildingAdmin = (act: ActDeclaration) =>
  act.access === 'signed-in' || (Array.isArray(act.access) && act.access.includes('1'));
// The acts a building admin may call that take a building: each is tried with someone else's.
const SCOPED_ACTS = ACTS.filter((act) => buildingParamsOf(act).length > 0 && callableByBuildingAdmin(act));
// What the acts that need more than their building are given beside it, so the call is valid but for its scope.
const OTHER_PARAMS: Readonly<Record<number, object>> = {
  55003: { name: 'Scope Test', unit: '1', phones: ['4165550091'] },
  55007: { csv: 'name,unit,phone\nScope Test,1,4165550092\n' },
  55008: { csv: 'name,unit,phone\nScope Test,1,4165550093\n' },
  63001: { recipient: { email: 'scope.test@example.com' }, event: 'collected' },
};
// A resident of the building admin's first building, read once the portal is up (a BlueTag is issued to them).
let ownMember = 0;
const RUNTIME_PARAMS: Readonly<Record<number, () => object>> = {
  59005: () => ({ uid: 'AB:CD:EF:59', member_id: ownMember }),
  // These name a row of the building (a tag, a deposit) that this test does not make: in one's own building they
  // reach the handler, which answers that the row is not there; what they must never get is a scope refusal.
  59006: () => ({ id: 999_999, reason: 'Scope test' }),
  59007: () => ({ id: 999_999, uid: 'AB:CD:EF:60' }),
  59010: () => ({ id: 999_999, outcome: 'release', reason: 'Scope test' }),
};
const ROW_TARGETED = new Set([59006, 59007, 59010]);
const callParams = (act: ActDeclaration) => RUNTIME_PARAMS[act.code]?.() ?? OTHER_PARAMS[act.code] ?? {};

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
    const resident = await db
      .selectFrom('members')
      .select('id')
      .where('building_id', '=', managed[0] ?? 0)
      .where('status', '=', 'active')
      .executeTakeFirstOrThrow();
    ownMember = resident.id;
  });
  afterAll(() => portal?.close());

  it('covers the acts that take a building', () => {
    expect(SCOPED_ACTS.map((act) => act.code).sort((a, b) => a - b)).toEqual([
      8034, 50074, 50114, 51001, 51020, 52002, 52003, 52010, 52040, 52050, 52070, 52072, 55001, 55003, 55007,
      55008, 58001, 58002, 58003, 58005, 58101, 59001, 59003, 59004, 59005, 59006, 59007, 59008, 59009, 59010,
      59011, 63001,
    ]);
  });

  for (const act of SCOPED_ACTS) {
    for (const param of buildingParamsOf(act)) {
      it(`${act.code} refuses another building's uid in ${param}, as a number or a string`, async () => {
        for (const value of [foreign, String(foreign)]) {
          const { status, body } = await portal.call(act.code, {
            ...callParams(act),
            t: bdadmin,
            [param]: value,
          });
          expect(status).toBe(403);
          expect(body).toMatchObject({
            ret: -6,
            code: 'FORBIDDEN',
            msg: `Building ${foreign} is not one of yours.`,
          });
        }
      });

      it(`${act.code} answers for a building of one's own in ${param}`, async () => {
        const { status, body } = await portal.call(act.code, {
          ...callParams(act),
          t: bdadmin,
          [param]: managed[0],
        });
        if (ROW_TARGETED.has(act.code)) expect(body).toMatchObject({ code: 'NOT_FOUND' });
        else expect(status).toBe(200);
      });

      it(`${act.code} tells an admin that a building in ${param} does not exist`, async () => {
        const admin = await portal.login('sysadmin');
        const { body } = await portal.call(act.code, { ...callParams(act), t: admin, [param]: 999999 });
        expect(body).toMatchObject({ code: 'NOT_FOUND', msg: 'There is no building 999999.' });
      });
    }
  }

  it('keeps the building-less lists inside the scope', async () => {
    const abnormal = await portal.act('abnormal parcels', { t: bdadmin, mc: '' });
    const timedOut = await portal.act('timed-out parcels', { t: bdadmin, m: '' });
    const joins = await portal.act('unit join requests', { t: bdadmin, mid: '' });
    for (const { body } of [abnormal, timedOut, joins]) {
      const items = (body as { data: { buid: number }[] }).data;
      expect(items.every((item) => managed.includes(item.buid))).toBe(true);
    }
    const timedOutItems = (timedOut.body as { data: ParcelItem[] }).data;
    expect(timedOutItems.length).toBeGreaterThan(0);
  });

  it('keeps a partner to its own buildings', async () => {
    const partner = await portal.login('partneradmin');
    const machines = await portal.act('machine list', { t: partner });
    const buildings = await portal.database.handle.db
      .selectFrom('buildings')
      .select('id')
      .where('partner', '=', 'YK-Gold')
      .execute();
    const ids = buildings.map((row) => row.id);
    const items = (machines.body as { data: { buid: number }[] }).data;
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((item) => ids.includes(item.buid))).toBe(true);
    expect((await portal.act('abnormal parcels', { t: partner })).body).toMatchObject({ code: 'FORBIDDEN' });
  });

  it("refuses another user's info and buildings, and another partner", async () => {
    const admin = await portal.act('login', { u: 'sysadmin', p: 'BlueBox-demo-2026' });
    const adminId = Number(admin.body.ret);
    expect((await portal.act('user info', { t: bdadmin, bid: adminId })).body).toMatchObject({
      code: 'FORBIDDEN',
    });
    expect((await portal.act('managed buildings', { t: bdadmin, a: adminId })).body).toMatchObject({
      code: 'FORBIDDEN',
    });
    expect((await portal.act('partner info', { t: bdadmin, p: 'YK-Gold' })).body).toMatchObject({
      code: 'FORBIDDEN',
    });
    const partner = await portal.login('partneradmin');
    expect((await portal.act('partner info', { t: partner, p: 'BB' })).body).toMatchObject({
      code: 'FORBIDDEN',
    });
    expect((await portal.act('user info', { t: partner, bid: adminId })).body).toMatchObject({
      code: 'FORBIDDEN',
    });
  });

  it('refuses a locker, a join request or a message of another building, whichever act names it', async () => {
    const db = portal.database.handle.db;
    const machine = await db
      .selectFrom('machines')
      .select('uuid')
      .where('building_id', '=', foreign)
      .executeTakeFirstOrThrow();
    const listed = await portal.act('parcel list', { t: bdadmin, muuid: machine.uuid });
    expect(listed.body).toMatchObject({
      code: 'FORBIDDEN',
      msg: `Locker ${machine.uuid} is not in one of your buildings.`,
    });
    const request = await db
      .selectFrom('unit_join_requests')
      .select('id')
      .where('building_id', '=', foreign)
      .where('status', '=', 0)
      .executeTakeFirstOrThrow();
    for (const code of [52004, 52005]) {
      expect((await portal.call(code, { t: bdadmin, id: request.id })).body).toMatchObject({
        code: 'FORBIDDEN',
        msg: `Join request ${request.id} is not in one of your buildings.`,
      });
    }
    const stillPending = await db
      .selectFrom('unit_join_requests')
      .select('status')
      .where('id', '=', request.id)
      .executeTakeFirstOrThrow();
    expect(stillPending.status).toBe(0);
  });

  it('tells an admin that a locker or a join request does not exist', async () => {
    const admin = await portal.login('sysadmin');
    expect((await portal.act('machine detail', { t: admin, uuid: 'no-such-locker' })).body).toMatchObject({
      code: 'NOT_FOUND',
      msg: 'There is no locker no-such-locker.',
    });
    expect((await portal.act('approve join request', { t: admin, id: 999999 })).body).toMatchObject({
      code: 'NOT_FOUND',
      msg: 'There is no join request 999999.',
    });
  });

  it("keeps a building's name, address and time zone to the operator's system admins (field rights)", async () => {
    const partner = await portal.login('partneradmin');
    const db = portal.database.handle.db;
    const own = await db
      .selectFrom('buildings')
      .select(['id', 'name', 'address', 'timezone'])
      .where('partner', '=', 'YK-Gold')
      .executeTakeFirstOrThrow();
    for (const [field, value] of [
      ['bname', 'Renamed by a partner'],
      ['baddr', '1 Other St|Toronto|ON|M5V 1A1|Canada'],
      ['timezone', 'America/Vancouver'],
    ] as const) {
      for (const token of [partner, bdadmin]) {
        const buid = token === partner ? own.id : managed[0];
        const { status, body } = await portal.act('update building settings', {
          t: token,
          buid,
          [field]: value,
        });
        expect(status, field).toBe(403);
        expect(body).toMatchObject({ code: 'FORBIDDEN' });
      }
    }
    const after = await db
      .selectFrom('buildings')
      .select(['name', 'address', 'timezone'])
      .where('id', '=', own.id)
      .executeTakeFirstOrThrow();
    expect(after).toEqual({ name: own.name, address: own.address, timezone: own.timezone });
    const contacts = await portal.act('update building settings', {
      t: partner,
      buid: own.id,
      reminder_limit: 2,
    });
    expect(contacts.body).toMatchObject({ ret: 1, data: { reminder_limit: 2 } });
    const admin = await portal.login('sysadmin');
    const renamed = await portal.act('update building settings', {
      t: admin,
      buid: own.id,
      bname: `${own.name} North`,
    });
    expect(renamed.body).toMatchObject({ ret: 1, data: { bname: `${own.name} North` } });
  });
});
