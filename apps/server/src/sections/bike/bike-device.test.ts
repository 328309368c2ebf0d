// The bike docks through the signed device channel, on both databases: a member's fob docks a bike (a session
// starts, the dock is occupied, the home's figures count it) and takes it out (the fee is charged, the dock is free,
// a flagged bike's collection is claimed); an unknown fob, someone else's fob, a busy dock and a machine that is not
// a bike locker are refused and change nothing.
import type { DeviceCallName, DeviceCallParams } from '@bluemanager/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoDeviceSecret } from '../../db/seed/demo-devices.js';
import { devicePrivateKey } from '../../domain/devices/device-keys.js';
import { deviceBody, deviceHeaders } from '../../simulator/device-signing.js';
import { startTestPortal, type TestPortal } from '../../../test/support/test-portal.js';
import { testDialects } from '../../../test/support/test-dialects.js';

interface Answer {
  ok: boolean;
  code?: string;
  data?: Record<string, unknown>;
}

describe.each(testDialects())('bike docks on %s', (dialect) => {
  let portal: TestPortal;
  let manager: string;
  let bikeUuid: string;
  let bikeBuilding: number;
  let lastTime = 0;
  const db = () => portal.database.handle.db;
  const nextTime = () => (lastTime = Math.max(lastTime + 1, portal.clock.now.getTime()));
  const call = async <N extends DeviceCallName>(name: N, params: DeviceCallParams<N>, uuid = bikeUuid) => {
    const body = deviceBody(name, params);
    const response = await portal.app.inject({
      method: 'POST',
      url: '/device',
      payload: body,
      headers: deviceHeaders(uuid, devicePrivateKey(demoDeviceSecret(uuid)), body, nextTime()),
    });
    return { status: response.statusCode, answer: response.json() as Answer };
  };
  const dockState = async (label: string) =>
    (
      await db()
        .selectFrom('compartments')
        .innerJoin('machines', 'machines.id', 'compartments.machine_id')
        .select('compartments.state')
        .where('machines.uuid', '=', bikeUuid)
        .where('compartments.label', '=', label)
        .executeTakeFirstOrThrow()
    ).state;
  const freeDock = async () =>
    (
      await db()
        .selectFrom('compartments')
        .innerJoin('machines', 'machines.id', 'compartments.machine_id')
        .select('compartments.label')
        .where('machines.uuid', '=', bikeUuid)
        .where('compartments.state', '=', 'free')
        .orderBy('compartments.label')
        .executeTakeFirstOrThrow()
    ).label;
  const fobOf = async (buildingId: number, skip = 0) =>
    await db()
      .selectFrom('bike_credentials')
      .innerJoin('members', 'members.id', 'bike_credentials.member_id')
      .select(['bike_credentials.credential', 'members.name'])
      .where('members.building_id', '=', buildingId)
      .where('members.status', '=', 'active')
      .orderBy('bike_credentials.credential')
      .offset(skip)
      .limit(1)
      .executeTakeFirstOrThrow();
  const figures = async () =>
    (await portal.act('bike figures', { t: manager })).body.data as { open_sessions: number; free: number };

  beforeAll(async () => {
    portal = await startTestPortal(dialect);
    manager = await portal.login('bdadmin');
    const managed = await portal.managedBuildings('bdadmin');
    const machine = await db()
      .selectFrom('machines')
      .select(['uuid', 'building_id'])
      .where('family', '=', 'bike')
      .where('building_id', 'in', managed)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    bikeUuid = machine.uuid;
    bikeBuilding = machine.building_id;
  });
  afterAll(() => portal?.close());

  it('docks a bike with a member’s fob and undocks it with the same fob, charging the fee', async () => {
    const label = await freeDock();
    const rider = await fobOf(bikeBuilding);
    const before = await figures();
    const docked = await call('dock', { compartment: label, credential: rider.credential });
    expect(docked.status, JSON.stringify(docked.answer)).toBe(200);
    expect(docked.answer.data?.member).toBe(rider.name);
    expect(await dockState(label)).toBe('occupied');
    const during = await figures();
    expect(during.open_sessions).toBe(before.open_sessions + 1);
    expect(during.free).toBe(before.free - 1);

    // The dock is taken: a second bike is refused.
    const other = await fobOf(bikeBuilding, 1);
    expect((await call('dock', { compartment: label, credential: other.credential })).answer.code).toBe(
      'CONFLICT',
    );
    // Only the fob that docked the bike takes it out.
    const stranger = await call('undock', { compartment: label, credential: other.credential });
    expect(stranger.answer.code).toBe('FORBIDDEN');
    expect(await dockState(label)).toBe('occupied');

    portal.clock.advance(125 * 60_000);
    const undocked = await call('undock', { compartment: label, credential: rider.credential });
    expect(undocked.status, JSON.stringify(undocked.answer)).toBe(200);
    expect(undocked.answer.data).toMatchObject({ session: docked.answer.data?.session, minutes: 125 });
    expect(Number.isInteger(undocked.answer.data?.fee_cents)).toBe(true);
    expect(await dockState(label)).toBe('free');
    manager = await portal.login('bdadmin');
    expect((await figures()).open_sessions).toBe(before.open_sessions);
    expect((await call('undock', { compartment: label, credential: rider.credential })).answer.code).toBe(
      'CONFLICT',
    );
  });

  it('refuses an unknown fob, a fob of another building and a machine that is not a bike locker', async () => {
    const label = await freeDock();
    const sessionsBefore = await db().selectFrom('bike_sessions').select('id').execute();
    expect((await call('dock', { compartment: label, credential: 'FOB-UNKNOWN' })).answer.code).toBe(
      'FORBIDDEN',
    );
    const elsewhere = await db()
      .selectFrom('bike_credentials')
      .innerJoin('members', 'members.id', 'bike_credentials.member_id')
      .select('bike_credentials.credential')
      .where('members.building_id', '!=', bikeBuilding)
      .executeTakeFirstOrThrow();
    expect((await call('dock', { compartment: label, credential: elsewhere.credential })).answer.code).toBe(
      'FORBIDDEN',
    );
    expect((await call('dock', { compartment: label, credential: 'bad fob!' })).answer.code).toBe(
      'INVALID_PARAMS',
    );
    const parcelLocker = await db()
      .selectFrom('machines')
      .select('uuid')
      .where('building_id', '=', bikeBuilding)
      .where('family', '=', 'main')
      .where('device_key', 'is not', null)
      .executeTakeFirstOrThrow();
    const rider = await fobOf(bikeBuilding);
    const refused = await call(
      'dock',
      { compartment: 'A01', credential: rider.credential },
      parcelLocker.uuid,
    );
    expect(refused.answer.code).toBe('CONFLICT');
    expect(await dockState(label)).toBe('free');
    expect((await db().selectFrom('bike_sessions').select('id').execute()).length).toBe(
      sessionsBefore.length,
    );
  });

  it('lists a bike locker installed since the seed, and places it on the map at its first dock', async () => {
    const admin = await portal.login('sysadmin');
    const model = await db()
      .selectFrom('machine_models')
      .select('id')
      .where('mm', '=', 3)
      .executeTakeFirstOrThrow();
    const created = await portal.act('create machine', {
      t: admin,
      model_id: model.id,
      buid: bikeBuilding,
      place: 'Bike Shed',
    });
    const { uuid, secret } = (created.body as { data: { uuid: string; secret: string } }).data;
    const listed = async () =>
      (
        (await portal.act('bike locations', { t: admin, buid: bikeBuilding, count: 500 })).body.data as {
          items: { uuid: string; lat: number | null; docks: number; free: number }[];
        }
      ).items.find((item) => item.uuid === uuid);
    const before = await listed();
    expect(before).toMatchObject({ lat: null });
    expect(before?.docks).toBeGreaterThan(0);
    expect(before?.free).toBe(before?.docks);
    const rider = await fobOf(bikeBuilding);
    const body = deviceBody('dock', { compartment: 'A01', credential: rider.credential });
    const response = await portal.app.inject({
      method: 'POST',
      url: '/device',
      payload: body,
      headers: deviceHeaders(uuid, devicePrivateKey(secret), body, nextTime()),
    });
    expect(response.statusCode, response.body).toBe(200);
    const after = await listed();
    expect(after?.lat).toBeGreaterThan(40);
    expect(after?.free).toBe((before?.free ?? 0) - 1);
  });

  it('a member who takes back a flagged bike claims its collection', async () => {
    const flagged = await db()
      .selectFrom('bike_collections')
      .innerJoin('bike_sessions', 'bike_sessions.id', 'bike_collections.session_id')
      .innerJoin('compartments', 'compartments.id', 'bike_sessions.compartment_id')
      .innerJoin('machines', 'machines.id', 'bike_sessions.machine_id')
      .select(['bike_collections.id', 'bike_sessions.credential', 'compartments.label', 'machines.uuid'])
      .where('bike_collections.state', '=', 'flagged')
      .where('bike_sessions.ended_at', 'is', null)
      .executeTakeFirstOrThrow();
    const answer = await call(
      'undock',
      { compartment: flagged.label, credential: flagged.credential },
      flagged.uuid,
    );
    expect(answer.status, JSON.stringify(answer.answer)).toBe(200);
    const collection = await db()
      .selectFrom('bike_collections')
      .select(['state', 'result_at'])
      .where('id', '=', flagged.id)
      .executeTakeFirstOrThrow();
    expect(collection.state).toBe('claimed');
    expect(collection.result_at).toBe(portal.clock.now.toISOString());
  });
});
