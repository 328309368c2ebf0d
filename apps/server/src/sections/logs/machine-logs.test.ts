// Machine Logs (acts 52072–52075): heartbeats fold into state changes (one entry per change, none per beat), doors
// forced, power, network and firmware, an abnormal parcel completed at the locker; the list's filters and scope,
// a machine's timeline paged by keyset, and the retention setting with its sweep.
import type { DeviceCallName, DeviceCallParams } from '@bluemanager/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { devicePrivateKey } from '../../domain/devices/device-keys.js';
import { deviceBody, deviceHeaders } from '../../simulator/device-signing.js';
import { startTestPortal, type TestPortal } from '../../../test/support/test-portal.js';
import { testDialects } from '../../../test/support/test-dialects.js';
import { sweepMachineLogs } from './log-retention.js';

const DAY = 86_400_000;

describe.each(testDialects())('machine logs on %s', (dialect) => {
  let portal: TestPortal;
  let admin: string;
  let uuid: string;
  let secret: string;
  let machineId: number;
  let buildingId: number;
  let lastTime = 0;
  const db = () => portal.database.handle.db;
  const nextTime = () => (lastTime = Math.max(lastTime + 1, portal.clock.now.getTime()));

  const device = async <N extends DeviceCallName>(name: N, params: DeviceCallParams<N>) => {
    const body = deviceBody(name, params);
    const response = await portal.app.inject({
      method: 'POST',
      url: '/device',
      payload: body,
      headers: deviceHeaders(uuid, devicePrivateKey(secret), body, nextTime()),
    });
    const answer = response.json() as { ok: boolean; data?: Record<string, unknown> };
    expect(answer).toMatchObject({ ok: true });
    return answer.data ?? {};
  };
  const beat = (extra: Partial<DeviceCallParams<'heartbeat'>> = {}) =>
    device('heartbeat', { status: '101', run_sts: '1', ...extra });
  const kinds = async () =>
    (
      await db()
        .selectFrom('machine_events')
        .select('kind')
        .where('machine_id', '=', machineId)
        .orderBy('id')
        .execute()
    ).map((row) => row.kind);
  const list = async (token: string, filters: Record<string, unknown>) => {
    const { body } = await portal.act('machine logs', { t: token, ...filters });
    expect(body).toMatchObject({ ret: 1 });
    if (!body.data) throw new Error('no data');
    return body.data;
  };

  beforeAll(async () => {
    portal = await startTestPortal(dialect);
    admin = await portal.login('sysadmin');
    const model = await db()
      .selectFrom('machine_models')
      .select('id')
      .where('name', '=', 'BlueBox P16')
      .executeTakeFirstOrThrow();
    const building = await db()
      .selectFrom('buildings')
      .select('id')
      .where('name', '=', 'Maple Court')
      .executeTakeFirstOrThrow();
    buildingId = building.id;
    const created = await portal.act('create machine', {
      t: admin,
      model_id: model.id,
      buid: building.id,
      place: 'Log Test',
    });
    ({ uuid, secret } = (created.body as { data: { uuid: string; secret: string } }).data);
    machineId = (
      await db().selectFrom('machines').select('id').where('uuid', '=', uuid).executeTakeFirstOrThrow()
    ).id;
  });
  afterAll(() => portal?.close());

  it('folds heartbeats into changes: one entry per change, none for a beat that changes nothing', async () => {
    const vitals = { firmware: '2.4.0', power: 'mains', battery: 100, network: 'ethernet' } as const;
    await beat(vitals);
    const afterFirst = await kinds();
    // A first report is a starting point, not a change.
    expect(afterFirst.filter((kind) => kind !== 'created' && kind !== 'online')).toEqual([]);
    for (let i = 0; i < 5; i++) await beat(vitals);
    expect(await kinds()).toEqual(afterFirst);

    await beat({ ...vitals, firmware: '2.4.1' });
    await beat({ ...vitals, firmware: '2.4.1', power: 'battery', battery: 60, network: 'cellular' });
    await beat({ ...vitals, firmware: '2.4.1', power: 'battery', battery: 15, network: 'cellular' });
    await beat({ ...vitals, firmware: '2.4.1', power: 'battery', battery: 10, network: 'cellular' });
    await beat({ ...vitals, firmware: '2.4.1' });
    expect((await kinds()).slice(afterFirst.length)).toEqual([
      'firmware-updated',
      'network-changed',
      'power-lost',
      'battery-low',
      'network-changed',
      'power-restored',
    ]);
    const page = await list(admin, { uuid, category: 'firmware' });
    expect(page.items).toEqual([
      expect.objectContaining({
        kind: 'firmware-updated',
        category: 'firmware',
        severity: 'info',
        text: 'Firmware updated: 2.4.0 → 2.4.1',
        detail: '2.4.0 → 2.4.1',
        uuid,
        buid: buildingId,
        bname: 'Maple Court',
      }),
    ]);
  });

  it('logs a forced door as an error on its compartment, and an abnormal parcel completed at the locker', async () => {
    await device('door', { compartment: 'A02', state: 'forced' });
    const door = await db()
      .selectFrom('compartments')
      .select('door')
      .where('machine_id', '=', machineId)
      .where('label', '=', 'A02')
      .executeTakeFirstOrThrow();
    expect(door.door).toBe('open');
    await device('door', { compartment: 'A02', state: 'closed' });

    const deposit = await device('deposit', { carrier: 'FedEx', compartment: 'A03', phone: '4165550100' });
    await db()
      .updateTable('parcels')
      .set({ abnormal: 1, abnormal_reason: 'damaged box' })
      .where('id', '=', Number(deposit.parcelId))
      .execute();
    await device('pickup', { code: String(deposit.pickupCode) });

    const errors = await list(admin, { uuid, severity: 'error' });
    expect(errors.items.map((entry) => [entry.kind, entry.compartment])).toContainEqual([
      'door-forced',
      'A02',
    ]);
    expect(errors.items.every((entry) => entry.severity === 'error')).toBe(true);
    const parcels = await list(admin, { uuid, category: 'parcel' });
    expect(parcels.items[0]).toMatchObject({
      kind: 'machine-abnormal-parcel-order-complate',
      severity: 'warning',
      detail: `parcel ${String(deposit.parcelId)}, damaged box`,
      compartment: 'A03',
    });
  });

  it('filters by building and period, within the reader scope', async () => {
    const today = portal.clock.now.toISOString().slice(0, 10);
    const inBuilding = await list(admin, { buid: buildingId, from: today, to: today, count: 500 });
    expect(inBuilding.items.length).toBeGreaterThan(5);
    expect(inBuilding.items.every((entry) => entry.buid === buildingId && entry.at.startsWith(today))).toBe(
      true,
    );
    const yesterday = new Date(portal.clock.now.getTime() - DAY).toISOString().slice(0, 10);
    expect((await list(admin, { uuid, to: yesterday })).items).toEqual([]);

    const manager = await portal.login('bdadmin');
    expect((await list(manager, { uuid })).total).toBeGreaterThan(5);
    const other = await portal.login('ykmanager');
    const theirs = new Set(await portal.managedBuildings('ykmanager'));
    expect(theirs.has(buildingId)).toBe(false);
    const page = await list(other, { count: 500 });
    expect(page.items.every((entry) => theirs.has(entry.buid))).toBe(true);
    for (const refused of [{ uuid }, { buid: buildingId }]) {
      expect((await portal.act('machine logs', { t: other, ...refused })).body).toMatchObject({
        code: 'FORBIDDEN',
      });
    }
    expect((await portal.act('machine logs', { t: admin, severity: 'fatal' })).body).toMatchObject({
      code: 'INVALID_PARAMS',
    });
  });

  it("pages a machine's timeline by keyset, with its current state", async () => {
    const first = await portal.act('machine log timeline', { t: admin, uuid, count: 3 });
    const data = first.body.data;
    if (!data) throw new Error(JSON.stringify(first.body));
    expect(data.machine).toMatchObject({ uuid, firmware: '2.4.1', power: 'mains', network: 'ethernet' });
    expect(data.items).toHaveLength(3);
    expect(data.more).toBe(true);
    const last = data.items[2];
    if (!last) throw new Error('no third entry');
    const next = await portal.act('machine log timeline', {
      t: admin,
      uuid,
      count: 200,
      before_at: last.at,
      before_id: last.id,
    });
    const older = next.body.data?.items ?? [];
    expect(older.length).toBeGreaterThan(0);
    expect(next.body.data?.more).toBe(false);
    const seen = new Set(data.items.map((entry) => entry.id));
    expect(older.some((entry) => seen.has(entry.id))).toBe(false);
    expect(older.every((entry) => entry.at <= last.at)).toBe(true);
    expect(seen.size + older.length).toBe((await kinds()).length);
    expect(
      (await portal.act('machine log timeline', { t: admin, uuid, before_id: last.id })).body,
    ).toMatchObject({ code: 'INVALID_PARAMS' });
  });

  it("keeps a year by default; a system admin sets the retention, logged, and the sweep deletes older reports, not the machines' history", async () => {
    expect((await portal.act('log retention', { t: admin })).body.data).toMatchObject({ machine_days: 365 });
    await db()
      .insertInto('machine_events')
      .values([
        {
          machine_id: machineId,
          at: new Date(portal.clock.now.getTime() - 40 * DAY).toISOString(),
          kind: 'fault',
          category: 'fault',
          severity: 'error',
        },
        {
          machine_id: machineId,
          at: new Date(portal.clock.now.getTime() - 20 * DAY).toISOString(),
          kind: 'fault',
          category: 'fault',
          severity: 'error',
        },
      ])
      .execute();
    const set = await portal.act('set log retention', { t: admin, machine_days: 30 });
    expect(set.body).toMatchObject({ ret: 1, data: { machine_days: 30 } });
    const logged = await db()
      .selectFrom('operation_log')
      .select(['message', 'before_value', 'after_value'])
      .where('operation', '=', 'log-retention-changed')
      .executeTakeFirstOrThrow();
    expect(logged).toMatchObject({
      message: 'Machine log retention set to 30 days',
      before_value: JSON.stringify({ machine_days: 365 }),
      after_value: JSON.stringify({ machine_days: 30 }),
    });
    const cutoff = new Date(portal.clock.now.getTime() - 30 * DAY).toISOString();
    const old = () =>
      db().selectFrom('machine_events').select(['id', 'category']).where('at', '<', cutoff).execute();
    const before = await old();
    const reported = before.filter((row) => row.category !== 'admin');
    expect(reported.length).toBeGreaterThan(0);
    expect(before.length).toBeGreaterThan(reported.length);
    expect(await sweepMachineLogs(db(), portal.clock.now)).toBe(reported.length);
    // What lockers reported goes; the machines' own history (installed, retired…) stays.
    expect(new Set((await old()).map((row) => row.category))).toEqual(new Set(['admin']));
    const kept = await db()
      .selectFrom('machine_events')
      .select('id')
      .where('machine_id', '=', machineId)
      .where('at', '<', new Date(portal.clock.now.getTime() - 10 * DAY).toISOString())
      .execute();
    expect(kept).toHaveLength(1);

    expect((await portal.act('set log retention', { t: admin, machine_days: 3 })).body).toMatchObject({
      code: 'INVALID_PARAMS',
    });
    for (const username of ['partneradmin', 'bdadmin']) {
      const token = await portal.login(username);
      expect((await portal.act('set log retention', { t: token, machine_days: 60 })).body).toMatchObject({
        code: 'FORBIDDEN',
      });
    }
  });
});
