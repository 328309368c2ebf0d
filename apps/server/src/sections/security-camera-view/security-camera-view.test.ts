// The camera view (acts 58101–58104 and the device's snapshot call) on both databases: the seed gives the first
// lockers cameras; staff see the latest per locker in their buildings only, a parcel's deposit and pickup pictures,
// and every picture read is logged; a camera's upload must be the image its type says and name its own parcels.
import { snapshotPieces, type SnapshotItem } from '@bluemanager/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoDeviceSecret } from '../../db/seed/demo-devices.js';
import { devicePrivateKey } from '../../domain/devices/device-keys.js';
import { deviceBody, deviceHeaders } from '../../simulator/device-signing.js';
import { startTestPortal, type TestPortal } from '../../../test/support/test-portal.js';
import { testDialects } from '../../../test/support/test-dialects.js';
import { demoSnapshot } from './snapshot-image.js';

describe.each(testDialects())('camera view on %s', (dialect) => {
  let portal: TestPortal;
  let admin: string;
  let manager: string;
  let managed: number[];
  let lastTime = 0;
  const db = () => portal.database.handle.db;
  const data = <T>(response: { status: number; body: Record<string, unknown> }): T => {
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return response.body.data as T;
  };
  const viewLogs = () =>
    db().selectFrom('operation_log').selectAll().where('operation', '=', 'camera-snapshot-viewed').execute();
  const upload = async (uuid: string, params: Record<string, unknown>) => {
    const body = deviceBody('snapshot', params as never);
    lastTime = Math.max(lastTime + 1, portal.clock.now.getTime());
    const response = await portal.app.inject({
      method: 'POST',
      url: '/device',
      payload: body,
      headers: deviceHeaders(uuid, devicePrivateKey(demoDeviceSecret(uuid)), body, lastTime),
    });
    return { status: response.statusCode, answer: response.json() as { ok: boolean; code?: string } };
  };

  beforeAll(async () => {
    portal = await startTestPortal(dialect);
    admin = await portal.login('sysadmin');
    manager = await portal.login('bdadmin');
    managed = await portal.managedBuildings('bdadmin');
  });
  afterAll(() => portal?.close());

  it("lists each camera locker's latest snapshot, within the caller's buildings", async () => {
    const all = data<(SnapshotItem & { count: number })[]>(await portal.act('camera lockers', { t: admin }));
    expect(all.length).toBeGreaterThan(1);
    const mine = data<(SnapshotItem & { count: number })[]>(
      await portal.act('camera lockers', { t: manager }),
    );
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.length).toBeLessThan(all.length);
    expect(mine.every((item) => managed.includes(item.buid))).toBe(true);
    const [first] = mine;
    if (!first) throw new Error('the manager has a camera locker');
    const recent = data<SnapshotItem[]>(
      await portal.act('locker snapshots', { t: manager, uuid: first.uuid }),
    );
    expect(recent.length).toBe(first.count);
    expect(recent[0]?.id).toBe(first.id);
    const times = recent.map((item) => item.taken_at);
    expect(times).toEqual([...times].sort().reverse());
    const foreign = all.find((item) => !managed.includes(item.buid));
    const refused = await portal.act('locker snapshots', { t: manager, uuid: foreign?.uuid ?? '' });
    expect(refused.body.code).toBe('FORBIDDEN');
  });

  it('shows a picture only with a log entry, and never another locker’s through this one', async () => {
    const [first, second] = data<SnapshotItem[]>(await portal.act('camera lockers', { t: manager }));
    if (!first) throw new Error('the manager has a camera locker');
    const before = (await viewLogs()).length;
    const picture = data<{ url: string }>(
      await portal.act('snapshot image', { t: manager, uuid: first.uuid, id: first.id }),
    );
    expect(picture.url).toMatch(/^data:image\/png;base64,iVBORw0KGgo/);
    const logs = await viewLogs();
    expect(logs.length).toBe(before + 1);
    expect(logs.at(-1)).toMatchObject({ username: 'bdadmin', building_id: first.buid });
    if (second && second.uuid !== first.uuid) {
      const crossed = await portal.act('snapshot image', { t: manager, uuid: first.uuid, id: second.id });
      expect(crossed.body.code).toBe('NOT_FOUND');
      expect((await viewLogs()).length).toBe(before + 1);
    }
  });

  it("shows the pictures of a parcel's deposit and pickup", async () => {
    const attached = await db()
      .selectFrom('camera_snapshots')
      .innerJoin('parcels', 'parcels.id', 'camera_snapshots.parcel_id')
      .select(['parcels.id', 'parcels.building_id'])
      .where('parcels.building_id', 'in', managed)
      .executeTakeFirstOrThrow();
    const shots = data<SnapshotItem[]>(
      await portal.act('parcel snapshots', { t: manager, parcel: attached.id }),
    );
    expect(shots.length).toBeGreaterThan(0);
    expect(shots.every((shot) => shot.parcel === attached.id)).toBe(true);
    expect(shots[0]?.event).toBe('deposit');
  });

  it('takes a camera upload that is the image its type says, and refuses the rest', async () => {
    const locker = await db()
      .selectFrom('machines')
      .select(['id', 'uuid'])
      .where('family', '=', 'main')
      .where('building_id', 'in', managed)
      .where('device_key', 'is not', null)
      .executeTakeFirstOrThrow();
    const image = snapshotPieces(demoSnapshot('door-opened', 7));
    expect(image.length).toBeGreaterThan(1);
    const taken = await upload(locker.uuid, {
      event: 'door-opened',
      compartment: 'A01',
      type: 'image/png',
      image,
    });
    expect(taken.status, JSON.stringify(taken.answer)).toBe(200);
    const latest = data<SnapshotItem[]>(
      await portal.act('locker snapshots', { t: manager, uuid: locker.uuid }),
    );
    expect(latest[0]).toMatchObject({ event: 'door-opened', compartment: 'A01' });
    const kept = async () =>
      (await db().selectFrom('camera_snapshots').select('id').where('machine_id', '=', locker.id).execute())
        .length;
    const before = await kept();
    const lying = await upload(locker.uuid, { event: 'door-opened', type: 'image/jpeg', image });
    expect(lying.answer.code).toBe('INVALID_PARAMS');
    const otherParcel = await db()
      .selectFrom('parcels')
      .select('id')
      .where('machine_id', '!=', locker.id)
      .executeTakeFirstOrThrow();
    const wrongParcel = await upload(locker.uuid, {
      event: 'deposit',
      parcel: otherParcel.id,
      type: 'image/png',
      image,
    });
    expect(wrongParcel.answer.code).toBe('NOT_FOUND');
    // Refused uploads keep nothing.
    expect(await kept()).toBe(before);
  });
});
