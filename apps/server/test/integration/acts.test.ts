// Each act of the spec's call table answers from the database.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parcelPackage, type ParcelItem } from '@bluemanager/protocol';
import { startTestPortal, type TestPortal } from '../support/test-portal.js';
import { testDialects } from '../support/test-dialects.js';

type Data<T> = { ret: 1; data: T };

describe.each(testDialects())('acts on %s', (dialect) => {
  let portal: TestPortal;
  let admin: string;
  let bdadmin: string;
  let bdadminId: number;
  beforeAll(async () => {
    portal = await startTestPortal(dialect);
    admin = await portal.login('sysadmin');
    bdadmin = await portal.login('bdadmin');
    bdadminId = Number((await portal.act('current session', { t: bdadmin })).body.ret);
  });
  afterAll(() => portal?.close());

  const db = () => portal.database.handle.db;
  const data = async <T>(code: number, params: object): Promise<T> => {
    const { status, body } = await portal.call(code, params);
    expect(status, JSON.stringify(body)).toBe(200);
    return (body as Data<T>).data;
  };
  const decrypt = (item: ParcelItem) => parcelPackage.parse(portal.codec.decryptJson(item.pkg));

  it('8012 lists machines, filtered by family with dt, paged with m and n', async () => {
    const all = await data<{ mm: number; family: string; uuid: string }[]>(8012, { t: admin, m: 0, n: 1000 });
    const total = await db()
      .selectFrom('machines')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(all).toHaveLength(Number(total.n));
    const bikes = await data<{ family: string; mm: number }[]>(8012, { t: admin, m: 0, n: 1000, dt: 3 });
    expect(bikes.length).toBeGreaterThan(0);
    expect(bikes.every((machine) => machine.family === 'bike' && machine.mm === 3)).toBe(true);
    const main = await data<{ family: string }[]>(8012, { t: admin, dt: '1' });
    expect(main.every((machine) => machine.family === 'main')).toBe(true);
    const page = await data<{ uuid: string }[]>(8012, { t: admin, m: 2, n: 3 });
    expect(page.map((machine) => machine.uuid)).toEqual(all.slice(2, 5).map((machine) => machine.uuid));
  });

  it('8012 gives a building manager only the machines of their buildings', async () => {
    const machines = await data<{ buid: number; mm: number }[]>(8012, { t: bdadmin, m: 0, n: 1000 });
    const managed = await db()
      .selectFrom('user_buildings')
      .select('building_id')
      .where('user_id', '=', bdadminId)
      .execute();
    const ids = managed.map((row) => row.building_id);
    expect(machines.length).toBeGreaterThan(0);
    expect(machines.every((machine) => ids.includes(machine.buid))).toBe(true);
    expect(new Set(machines.map((machine) => machine.mm))).toEqual(new Set([1, 3]));
  });

  it('50074 lists pending unit join requests of a building, or of all in scope', async () => {
    const mine = await data<{ buid: number; sts: number }[]>(50074, {
      t: bdadmin,
      mid: '',
      s: 0,
      c: 100,
      sts: 0,
    });
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((request) => request.sts === 0)).toBe(true);
    const building = mine[0]?.buid ?? 0;
    const one = await data<{ buid: number }[]>(50074, { t: bdadmin, mid: building, s: 0, c: 100, sts: 0 });
    expect(one.every((request) => request.buid === building)).toBe(true);
    const everything = await data<unknown[]>(50074, { t: admin, mid: '', s: 0, c: 1000, sts: 0 });
    const pending = await db()
      .selectFrom('unit_join_requests')
      .select('id')
      .where('status', '=', 0)
      .execute();
    expect(everything).toHaveLength(pending.length);
    const page = await data<unknown[]>(50074, { t: admin, mid: '', s: 1, c: 2, sts: 0 });
    expect(page).toEqual(everything.slice(1, 3));
  });

  it('8034 lists abnormal parcels with an encrypted package', async () => {
    const parcels = await data<(ParcelItem & { reason: string })[]>(8034, { t: admin, mc: '' });
    const expected = await db()
      .selectFrom('parcels')
      .select('id')
      .where('abnormal', '=', 1)
      .where('state', '=', 'pending')
      .execute();
    expect(parcels).toHaveLength(expected.length);
    const first = parcels[0];
    if (!first) throw new Error('the demo data has abnormal parcels');
    expect(first.reason).not.toBe('');
    const pkg = decrypt(first);
    expect(pkg.id).toBe(first.id);
    expect(pkg.a.split('|')[0]).toBe(first.bname);
    expect(pkg.s).toContain(pkg.p);
  });

  it('50072 lists support requests by status', async () => {
    const open = await data<{ sts: number }[]>(50072, { t: admin, s: 0 });
    const all = await data<{ sts: number }[]>(50072, { t: admin });
    expect(open.length).toBeGreaterThan(0);
    expect(open.every((request) => request.sts === 0)).toBe(true);
    expect(all.length).toBeGreaterThan(open.length);
  });

  it('50080 lists urgent unattended deliveries, oldest first', async () => {
    const parcels = await data<ParcelItem[]>(50080, { t: admin });
    expect(parcels.length).toBeGreaterThan(0);
    const packages = parcels.map(decrypt);
    expect(packages.every((pkg) => pkg.state === 'pending')).toBe(true);
    const deposited = packages.map((pkg) => pkg.deposited ?? '');
    expect(deposited).toEqual([...deposited].sort());
  });

  it('50114 lists parcels past their due time, by building, dates and text', async () => {
    const now = portal.clock.now.toISOString();
    const all = await data<(ParcelItem & { due_time: string; addr: string })[]>(50114, {
      t: admin,
      m: '',
      b: '2000-01-01',
      e: '2099-12-31 23:59:59',
    });
    expect(all.length).toBeGreaterThan(0);
    expect(all.every((parcel) => parcel.due_time < now && parcel.state === 'pending')).toBe(true);
    const building = all[0]?.buid ?? 0;
    const one = await data<ParcelItem[]>(50114, { t: admin, m: building, b: '2000-01-01' });
    expect(one.length).toBeGreaterThan(0);
    expect(one.every((parcel) => parcel.buid === building)).toBe(true);
    const sample = decrypt(one[0] as ParcelItem);
    const byPhone = await data<ParcelItem[]>(50114, { t: admin, m: building, s: sample.p });
    expect(byPhone.map((parcel) => parcel.id)).toContain(sample.id);
    const byId = await data<ParcelItem[]>(50114, { t: admin, s: String(sample.id) });
    expect(byId.map((parcel) => parcel.id)).toContain(sample.id);
    const wildcard = await data<ParcelItem[]>(50114, { t: admin, s: '%' });
    expect(wildcard).toEqual([]);
    const future = await data<ParcelItem[]>(50114, { t: admin, b: '2099-01-01' });
    expect(future).toEqual([]);
  });

  it('50046 returns the user and avatar', async () => {
    const info = await data<{ username: string; avatar: string }>(50046, { t: bdadmin, bid: bdadminId });
    expect(info).toMatchObject({ username: 'bdadmin', avatar: 'assets/images/avatars/7.png' });
    const byAdmin = await data<{ username: string }>(50046, { t: admin, bid: bdadminId });
    expect(byAdmin.username).toBe('bdadmin');
  });

  it('50038 returns the service URLs', async () => {
    const urls = await data<{ key: string; url: string }[]>(50038, { t: bdadmin });
    expect(urls.map((url) => url.key)).toContain('rc_url');
  });

  it('50091 returns the partner with its carriers', async () => {
    const partner = await data<{ code: string; carriers: { c: string; c_img: string }[] }>(50091, {
      t: bdadmin,
      p: 'BB',
    });
    expect(partner.code).toBe('BB');
    expect(partner.carriers.map((carrier) => carrier.c)).toEqual(
      expect.arrayContaining([
        'Amazon',
        'Purolator',
        'UPS',
        'DHL',
        'Canpar',
        'Canada Post',
        'FedEx',
        'Intelcom',
      ]),
    );
    const missing = await portal.act('partner info', { t: admin, p: 'NOPE' });
    expect(missing.body).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('50004 lists the buildings a manager manages, sorted by name', async () => {
    const buildings = await data<{ buid: number; bname: string; baddr: string }[]>(50004, {
      t: bdadmin,
      a: bdadminId,
    });
    const managed = await db()
      .selectFrom('user_buildings')
      .select('building_id')
      .where('user_id', '=', bdadminId)
      .execute();
    expect(buildings.map((building) => building.buid).sort()).toEqual(
      managed.map((row) => row.building_id).sort(),
    );
    const names = buildings.map((building) => building.bname);
    expect(names).toEqual([...names].sort());
    expect(buildings[0]?.baddr.split('|')).toHaveLength(5);
    const byAdmin = await data<{ buid: number }[]>(50004, { t: admin, a: bdadminId });
    expect(byAdmin.map((building) => building.buid).sort()).toEqual(
      managed.map((row) => row.building_id).sort(),
    );
  });

  it('50005 lists every building for the operator and the partner’s own for a partner', async () => {
    const all = await data<{ partner: string }[]>(50005, { t: admin, a: 1 });
    const count = await db().selectFrom('buildings').select('id').execute();
    expect(all).toHaveLength(count.length);
    const partner = await portal.login('partneradmin');
    const own = await data<{ partner: string }[]>(50005, { t: partner });
    expect(own.length).toBeGreaterThan(0);
    expect(own.every((building) => building.partner === 'YK-Gold')).toBe(true);
  });
});
