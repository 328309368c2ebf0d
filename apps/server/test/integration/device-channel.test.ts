// The device channel: signed requests only, no replays, heartbeats and the offline sweep, doors and faults, and
// deposits and pickups through the parcel lifecycle with a limit on wrong codes.
import {
  PICKUP_LOCKOUT_SECONDS,
  PICKUP_MAX_FAILURES,
  type DeviceCallName,
  type DeviceCallParams,
} from '@bluemanager/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { devicePrivateKey } from '../../src/domain/devices/device-keys.js';
import { sweepOfflineMachines } from '../../src/jobs/offline-sweep.js';
import { deviceBody, deviceHeaders } from '../../src/simulator/device-signing.js';
import { startTestPortal, type TestPortal } from '../support/test-portal.js';
import { testDialects } from '../support/test-dialects.js';

interface Answer {
  ok: boolean;
  code?: string;
  msg?: string;
  retryAfterSeconds?: number;
  data?: Record<string, unknown>;
}

describe.each(testDialects())('device channel on %s', (dialect) => {
  let portal: TestPortal;
  let sysadmin: string;
  let uuid: string;
  let secret: string;
  let machineId: number;
  const db = () => portal.database.handle.db;
  let lastTime = 0;
  // Each request must be newer than the last: the test clock stands still, so requests step a millisecond on.
  const nextTime = () => (lastTime = Math.max(lastTime + 1, portal.clock.now.getTime()));

  const send = async (body: string, headers: Record<string, string>) => {
    const response = await portal.app.inject({ method: 'POST', url: '/device', payload: body, headers });
    return { status: response.statusCode, answer: response.json() as Answer };
  };
  const call = <N extends DeviceCallName>(
    name: N,
    params: DeviceCallParams<N>,
    options: { secret?: string; uuid?: string } = {},
  ) => {
    const body = deviceBody(name, params);
    return send(
      body,
      deviceHeaders(options.uuid ?? uuid, devicePrivateKey(options.secret ?? secret), body, nextTime()),
    );
  };

  beforeAll(async () => {
    portal = await startTestPortal(dialect, { MACHINE_OFFLINE_AFTER_SECONDS: '60' });
    sysadmin = await portal.login('sysadmin');
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
    const created = await portal.act('create machine', {
      t: sysadmin,
      model_id: model.id,
      buid: building.id,
      place: 'Device Test',
    });
    ({ uuid, secret } = (created.body as { data: { uuid: string; secret: string } }).data);
    machineId = (
      await db().selectFrom('machines').select('id').where('uuid', '=', uuid).executeTakeFirstOrThrow()
    ).id;
  });
  afterAll(() => portal?.close());

  describe('authentication', () => {
    it('accepts a signed heartbeat and marks the machine online', async () => {
      const { status, answer } = await call('heartbeat', { status: '101', run_sts: '1' });
      expect(status).toBe(200);
      expect(answer).toMatchObject({
        ok: true,
        data: { offlineAfterSeconds: 60, serverTime: portal.clock.now.toISOString() },
      });
      const machine = await db()
        .selectFrom('machines')
        .selectAll()
        .where('id', '=', machineId)
        .executeTakeFirstOrThrow();
      expect(machine).toMatchObject({
        status: '101',
        run_sts: '1',
        last_seen_at: portal.clock.now.toISOString(),
      });
      const events = await db()
        .selectFrom('machine_events')
        .select('kind')
        .where('machine_id', '=', machineId)
        .execute();
      expect(events.map((event) => event.kind)).toContain('online');
    });

    it('refuses a missing or wrong signature, another secret, an unknown machine and a user token', async () => {
      const body = deviceBody('heartbeat', { status: '101', run_sts: '1' });
      const refusals = [
        await send(body, { 'content-type': 'application/json' }),
        await call('heartbeat', { status: '101', run_sts: '1' }, { secret: 'ab'.repeat(32) }),
        await call('heartbeat', { status: '101', run_sts: '1' }, { uuid: 'not-a-machine' }),
        await send(body, {
          ...deviceHeaders(uuid, devicePrivateKey(secret), body, nextTime()),
          'x-machine-signature': 'AAAA',
        }),
        await send(body, { 'content-type': 'application/json', authorization: `Bearer ${sysadmin}` }),
      ];
      for (const { status, answer } of refusals) {
        expect(status).toBe(401);
        expect(answer).toMatchObject({ ok: false, code: 'UNAUTHENTICATED' });
      }
    });

    it('refuses a body changed after signing', async () => {
      const body = deviceBody('heartbeat', { status: '101', run_sts: '1' });
      const headers = deviceHeaders(uuid, devicePrivateKey(secret), body, nextTime());
      const { status } = await send(body.replace('101', '102'), headers);
      expect(status).toBe(401);
    });

    it('refuses a replayed request and a clock far from the server', async () => {
      const body = deviceBody('fault', { code: 'test', message: 'once' });
      const headers = deviceHeaders(uuid, devicePrivateKey(secret), body, nextTime());
      expect((await send(body, headers)).status).toBe(200);
      const replay = await send(body, headers);
      expect(replay.status).toBe(401);
      expect(replay.answer.msg).toMatch(/replay/);
      const late = portal.clock.now.getTime() + 10 * 60_000;
      const skewed = await send(body, deviceHeaders(uuid, devicePrivateKey(secret), body, late));
      expect(skewed.answer.msg).toMatch(/clock/);
      const faults = await db()
        .selectFrom('machine_events')
        .select('id')
        .where('machine_id', '=', machineId)
        .where('detail', '=', 'test: once')
        .execute();
      expect(faults).toHaveLength(1);
    });

    it('answers unknown calls and bad parameters without a 500', async () => {
      const unknown = deviceBody('heartbeat', { status: '101', run_sts: '1' }).replace('heartbeat', 'reboot');
      const first = await send(unknown, deviceHeaders(uuid, devicePrivateKey(secret), unknown, nextTime()));
      expect(first).toMatchObject({ status: 404, answer: { code: 'UNKNOWN_ACT' } });
      const invalid = await call('heartbeat', {
        status: '101',
        run_sts: '7',
      } as unknown as DeviceCallParams<'heartbeat'>);
      expect(invalid).toMatchObject({ status: 400, answer: { code: 'INVALID_PARAMS' } });
      const notJson = 'hello';
      const garbled = await send(notJson, deviceHeaders(uuid, devicePrivateKey(secret), notJson, nextTime()));
      expect(garbled).toMatchObject({ status: 400, answer: { code: 'MALFORMED_REQUEST' } });
    });

    it('stops accepting the old secret once a new one is issued', async () => {
      const reissued = await portal.act('reissue machine credential', { t: sysadmin, uuid });
      const fresh = (reissued.body as { data: { secret: string } }).data.secret;
      expect((await call('heartbeat', { status: '101', run_sts: '1' })).status).toBe(401);
      secret = fresh;
      expect((await call('heartbeat', { status: '101', run_sts: '1' })).status).toBe(200);
    });
  });

  describe('health', () => {
    it('marks a silent machine offline once, with an event, and back online on its next heartbeat', async () => {
      expect((await call('heartbeat', { status: '101', run_sts: '1' })).status).toBe(200);
      portal.clock.advance(30_000);
      expect(await sweepOfflineMachines(db(), portal.clock.now, 60)).not.toContain(machineId);
      portal.clock.advance(31_000);
      const [first, second] = await Promise.all([
        sweepOfflineMachines(db(), portal.clock.now, 60),
        sweepOfflineMachines(db(), portal.clock.now, 60),
      ]);
      // Two instances sweeping at once mark it once between them.
      expect([...(first ?? []), ...(second ?? [])].filter((id) => id === machineId)).toHaveLength(1);
      const page = await portal.act('machines', { t: sysadmin, online: 'offline', q: 'Device Test' });
      expect(
        (page.body as { data: { items: { uuid: string }[] } }).data.items.map((item) => item.uuid),
      ).toEqual([uuid]);
      const alerts = await portal.act('fleet alerts', { t: sysadmin });
      expect((alerts.body as { data: { banner: string } }).data.banner).toContain('Maple Court#Device Test');
      expect((await call('heartbeat', { status: '101', run_sts: '1' })).status).toBe(200);
      const events = await db()
        .selectFrom('machine_events')
        .select('kind')
        .where('machine_id', '=', machineId)
        .orderBy('id')
        .execute();
      expect(events.map((event) => event.kind).slice(-2)).toEqual(['offline', 'online']);
      const online = await portal.act('machines', { t: sysadmin, online: 'offline', q: 'Device Test' });
      expect((online.body as { data: { total: number } }).data.total).toBe(0);
    });

    it('leaves machines out of service alone', async () => {
      expect((await call('heartbeat', { status: '101', run_sts: '0' })).status).toBe(200);
      portal.clock.advance(120_000);
      expect(await sweepOfflineMachines(db(), portal.clock.now, 60)).not.toContain(machineId);
      expect((await call('heartbeat', { status: '101', run_sts: '1' })).status).toBe(200);
    });

    it('shows door states on the grid and faults in the events', async () => {
      expect((await call('door', { compartment: 'A02', state: 'jammed' })).answer).toMatchObject({
        ok: true,
        data: { door: 'jammed' },
      });
      expect(
        (await call('fault', { code: 'printer', message: 'paper low', compartment: 'A03' })).answer.ok,
      ).toBe(true);
      expect((await call('door', { compartment: 'Z99', state: 'open' })).answer).toMatchObject({
        code: 'NOT_FOUND',
      });
      const detail = await portal.act('machine detail', { t: sysadmin, uuid });
      const data = (
        detail.body as {
          data: {
            compartments: { label: string; door: string }[];
            events: { kind: string; compartment: string | null; detail: string }[];
          };
        }
      ).data;
      expect(data.compartments.find((c) => c.label === 'A02')?.door).toBe('jammed');
      expect(data.events[0]).toMatchObject({
        kind: 'fault',
        compartment: 'A03',
        detail: 'printer: paper low',
      });
      expect(data.events[1]).toMatchObject({ kind: 'door-jammed', compartment: 'A02' });
    });
  });

  describe('parcels', () => {
    it('deposits into a free compartment and collects with the pickup code', async () => {
      const deposit = await call('deposit', {
        carrier: 'Purolator',
        compartment: 'A01',
        phone: '4165550199',
        email: '',
        recipient: 'Jo Test',
      });
      expect(deposit.status).toBe(200);
      const { parcelId, pickupCode } = deposit.answer.data as { parcelId: number; pickupCode: string };
      const parcel = await db()
        .selectFrom('parcels')
        .selectAll()
        .where('id', '=', parcelId)
        .executeTakeFirstOrThrow();
      expect(parcel).toMatchObject({ state: 'pending', machine_id: machineId, carrier: 'Purolator' });
      const compartment = await db()
        .selectFrom('compartments')
        .select('state')
        .where('id', '=', parcel.compartment_id as number)
        .executeTakeFirstOrThrow();
      expect(compartment.state).toBe('occupied');
      expect(
        (await call('deposit', { carrier: 'UPS', compartment: 'A01', phone: '4165550100' })).answer,
      ).toMatchObject({ code: 'CONFLICT' });
      expect(
        (await call('deposit', { carrier: 'UPS', compartment: 'A02', phone: '4165550100' })).answer,
      ).toMatchObject({ code: 'CONFLICT' });

      const pickup = await call('pickup', { code: pickupCode });
      expect(pickup.answer).toMatchObject({ ok: true, data: { parcelId, compartment: 'A01' } });
      const collected = await db()
        .selectFrom('parcels')
        .select('state')
        .where('id', '=', parcelId)
        .executeTakeFirstOrThrow();
      expect(collected.state).toBe('collected');
      expect((await call('pickup', { code: pickupCode })).answer).toMatchObject({ code: 'NOT_FOUND' });
      const kinds = (
        await db().selectFrom('machine_events').select('kind').where('machine_id', '=', machineId).execute()
      ).map((e) => e.kind);
      expect(kinds).toEqual(expect.arrayContaining(['deposit', 'pickup']));
    });

    it(`locks pickups for a while after ${PICKUP_MAX_FAILURES} wrong codes in a row`, async () => {
      await db().updateTable('machines').set({ pickup_failures: 0 }).where('id', '=', machineId).execute();
      const deposit = await call('deposit', {
        carrier: 'DHL',
        compartment: 'A03',
        phone: '',
        email: 'jo@example.com',
      });
      const { pickupCode } = deposit.answer.data as { pickupCode: string };
      const wrong = pickupCode === '000000' ? '000001' : '000000';
      for (let attempt = 1; attempt < PICKUP_MAX_FAILURES; attempt++) {
        const refused = await call('pickup', { code: wrong });
        expect(refused.answer).toMatchObject({ code: 'NOT_FOUND' });
        expect(refused.answer.msg).toContain(`${PICKUP_MAX_FAILURES - attempt} tries left`);
      }
      const locked = await call('pickup', { code: wrong });
      expect(locked).toMatchObject({
        status: 429,
        answer: { code: 'RATE_LIMITED', retryAfterSeconds: PICKUP_LOCKOUT_SECONDS },
      });
      // Even the right code waits out the lockout.
      expect((await call('pickup', { code: pickupCode })).answer).toMatchObject({ code: 'RATE_LIMITED' });
      portal.clock.advance(PICKUP_LOCKOUT_SECONDS * 1000 + 1000);
      await call('heartbeat', { status: '101', run_sts: '1' });
      expect((await call('pickup', { code: pickupCode })).answer).toMatchObject({
        ok: true,
        data: { compartment: 'A03' },
      });
      const kinds = (
        await db().selectFrom('machine_events').select('kind').where('machine_id', '=', machineId).execute()
      ).map((e) => e.kind);
      expect(kinds).toContain('pickup-locked');
    });
  });
});
