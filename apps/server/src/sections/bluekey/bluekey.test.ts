// BlueKey (acts 64001–64015, device call `courier-key`, the carrier logo through the image upload) on both
// databases: the demo seeds the known carriers with logos, keys in every state and their uses; carriers are created,
// renamed, deactivated and (without keys) deleted with unique names; a key is created (its secret answered once,
// stored as a hash, in no log line), checked at a locker of its place and refused elsewhere, before and after its
// period, revoked at once, and unknown keys lock the locker's checks after five in a row; a carrier's figures are
// its parcels' own numbers.
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AVATAR_UPLOAD_ROUTE,
  KEY_MAX_FAILURES,
  KNOWN_CARRIERS,
  type CarrierItem,
  type CourierKeyItem,
  type DeviceCallName,
  type DeviceCallParams,
} from '@bluemanager/protocol';
import { startTestPortal, type TestPortal } from '../../../test/support/test-portal.js';
import { testDialects } from '../../../test/support/test-dialects.js';
import { demoDeviceSecret } from '../../db/seed/demo-devices.js';
import { devicePrivateKey } from '../../domain/devices/device-keys.js';
import { deviceBody, deviceHeaders } from '../../simulator/device-signing.js';
import { hashKeySecret } from './key-secret.js';

const DAY = 86_400_000;

/** The value a test needs to go on; its absence fails the test with a name. */
function present<T>(value: T | null | undefined, what: string): T {
  if (value === null || value === undefined) throw new Error(`expected ${what}`);
  return value;
}

describe.each(testDialects())('BlueKey on %s', (dialect) => {
  let portal: TestPortal;
  let admin: string;
  const lines: string[] = [];
  let lastTime = 0;
  /** Two parcel lockers in different buildings, and a second locker of the first one's building. */
  let here: { uuid: string; building_id: number };
  let sibling: { uuid: string; building_id: number } | undefined;
  let elsewhere: { uuid: string; building_id: number };
  beforeAll(async () => {
    portal = await startTestPortal(
      dialect,
      { LOG_LEVEL: 'trace' },
      { logDestination: { write: (line: string) => void lines.push(line) } },
    );
    admin = await portal.login('sysadmin');
    const lockers = await db()
      .selectFrom('machines')
      .select(['uuid', 'building_id'])
      .where('family', '=', 'main')
      .where('retired_at', 'is', null)
      .where('device_key', 'is not', null)
      .orderBy('id')
      .execute();
    here = present(lockers[0], 'a demo locker');
    sibling = lockers.find((locker) => locker.building_id === here.building_id && locker.uuid !== here.uuid);
    elsewhere = present(
      lockers.find((locker) => locker.building_id !== here.building_id),
      'a locker of another building',
    );
  });
  afterAll(() => portal?.close());

  const db = () => portal.database.handle.db;
  const nextTime = () => (lastTime = Math.max(lastTime + 1, portal.clock.now.getTime()));
  const device = async <N extends DeviceCallName>(uuid: string, name: N, params: DeviceCallParams<N>) => {
    const body = deviceBody(name, params);
    const response = await portal.app.inject({
      method: 'POST',
      url: '/device',
      payload: body,
      headers: deviceHeaders(uuid, devicePrivateKey(demoDeviceSecret(uuid)), body, nextTime()),
    });
    return response.json() as {
      ok: boolean;
      code?: string;
      retryAfterSeconds?: number;
      data?: { allowed: boolean; reason: string | null; carrier: string; courier: string };
    };
  };
  const check = (uuid: string, method: 'pin' | 'qr' | 'tag', secret: string) =>
    device(uuid, 'courier-key', { method, secret });
  const carriers = async (params: Record<string, unknown> = {}) => {
    const { body } = await portal.act('carriers', { t: admin, count: 200, ...params });
    expect(body).toMatchObject({ ret: 1 });
    return present(body.data, 'carriers').items;
  };
  const newCarrier = async (name: string, code: string) => {
    const { body } = await portal.act('create carrier', { t: admin, name, code });
    expect(body, JSON.stringify(body)).toMatchObject({ ret: 1 });
    return present(body.data, 'a carrier') as CarrierItem;
  };
  const newKey = async (params: Record<string, unknown>) => {
    const { body } = await portal.act('create courier key', {
      t: admin,
      courier: 'Robin Courier',
      phone: '416-555-0142',
      method: 'pin',
      buids: [here.building_id],
      muuids: [],
      valid_from: new Date(portal.clock.now.getTime() - DAY).toISOString(),
      valid_to: new Date(portal.clock.now.getTime() + 30 * DAY).toISOString(),
      ...params,
    } as never);
    expect(body, JSON.stringify(body)).toMatchObject({ ret: 1 });
    return present(body.data, 'a key') as { key: CourierKeyItem; secret: string | null };
  };
  const ups = async () =>
    present(
      (await carriers()).find((carrier) => carrier.name === 'UPS'),
      'UPS',
    );

  it('seeds the known carriers with logos, keys in every state and their uses', async () => {
    const all = await carriers();
    expect(all.map((carrier) => carrier.name).sort()).toEqual(
      KNOWN_CARRIERS.map((known) => known.name).sort(),
    );
    expect(all.every((carrier) => carrier.logo.startsWith('data:image/webp;base64,'))).toBe(true);
    const { body } = await portal.act('courier keys', { t: admin, count: 200 });
    const keys = present(body.data, 'keys').items;
    expect(new Set(keys.map((key) => key.state))).toEqual(
      new Set(['active', 'scheduled', 'expired', 'revoked']),
    );
    expect(new Set(keys.map((key) => key.method))).toEqual(new Set(['pin', 'qr', 'tag']));
    const uses = present((await portal.act('courier key uses', { t: admin, count: 200 })).body.data, 'uses');
    expect(uses.items.some((use) => use.allowed)).toBe(true);
    expect(new Set(uses.items.filter((use) => !use.allowed).map((use) => use.reason))).toEqual(
      new Set(['unknown', 'expired', 'revoked']),
    );
  });

  it('creates, renames, deactivates and deletes carriers, keeping names and codes unique', async () => {
    const created = await newCarrier('Nationex', 'nx');
    expect(created).toMatchObject({ name: 'Nationex', code: 'NX', active: true, logo: '', keys: 0 });
    const repeat = await portal.act('create carrier', { t: admin, name: 'nationex', code: 'NX2' });
    expect(repeat.body).toMatchObject({ code: 'CONFLICT' });
    const blank = await portal.act('create carrier', { t: admin, name: '', code: 'X' });
    expect(blank.body).toMatchObject({ code: 'INVALID_PARAMS' });
    const renamed = await portal.act('update carrier', {
      t: admin,
      id: created.id,
      name: 'Nationex Courier',
      active: false,
    });
    expect(renamed.body.data).toMatchObject({ name: 'Nationex Courier', active: false });
    expect(await carriers({ active: false })).toEqual([expect.objectContaining({ id: created.id })]);
    const logged = await db()
      .selectFrom('operation_log')
      .select(['operation', 'before_value', 'after_value'])
      .where('operation', 'in', ['carrier-created', 'carrier-updated'])
      .orderBy('id')
      .execute();
    expect(logged.map((row) => row.operation)).toEqual(['carrier-created', 'carrier-updated']);
    expect(JSON.parse(logged[0]?.after_value ?? '{}')).toEqual({
      name: 'Nationex',
      code: 'NX',
      active: true,
    });
    expect(JSON.parse(logged[1]?.after_value ?? '{}')).toEqual({ name: 'Nationex Courier', active: false });
    const missing = await portal.act('carrier', { t: admin, id: 999_999 });
    expect(missing.body).toMatchObject({ code: 'NOT_FOUND' });

    // One added by mistake goes; one whose couriers have keys stays, to be deactivated.
    const typo = await newCarrier('Purolatr', 'PUR0');
    expect((await portal.act('delete carrier', { t: admin, id: typo.id })).body).toMatchObject({
      data: { deleted: true },
    });
    expect((await portal.act('carrier', { t: admin, id: typo.id })).body).toMatchObject({
      code: 'NOT_FOUND',
    });
    const withKeys = await ups();
    expect((await portal.act('delete carrier', { t: admin, id: withKeys.id })).body).toMatchObject({
      code: 'CONFLICT',
    });
    expect((await ups()).id).toBe(withKeys.id);
  });

  it('takes a carrier logo through the image upload and refuses what is not an image', async () => {
    const carrier = await ups();
    const picture = await sharp({ create: { width: 300, height: 120, channels: 3, background: '#351c15' } })
      .png()
      .toBuffer();
    const upload = (fields: Record<string, string>, content: Buffer) => {
      const boundary = `----bm${randomBytes(8).toString('hex')}`;
      const parts = Object.entries(fields).map(([name, value]) =>
        Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
      );
      const payload = Buffer.concat([
        ...parts,
        Buffer.from(
          `--${boundary}\r\ncontent-disposition: form-data; name="img"; filename="logo.png"\r\ncontent-type: image/png\r\n\r\n`,
        ),
        content,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      return portal.app.inject({
        method: 'POST',
        url: AVATAR_UPLOAD_ROUTE,
        payload,
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      });
    };
    const done = await upload({ t: admin, carrier: String(carrier.id) }, picture);
    expect(done.statusCode, done.payload).toBe(200);
    const logo = (done.json() as { data: { logo: string } }).data.logo;
    expect(logo).toMatch(/^data:image\/webp;base64,/);
    const stored = Buffer.from(logo.split(',')[1] ?? '', 'base64');
    expect(await sharp(stored).metadata()).toMatchObject({ format: 'webp', width: 128, height: 128 });
    expect((await ups()).logo).toBe(logo);
    const notImage = await upload(
      { t: admin, carrier: String(carrier.id) },
      Buffer.from('%PDF-1.4 not a logo'),
    );
    expect(notImage.statusCode).toBe(400);
    const manager = await portal.login('bdadmin');
    const refused = await upload({ t: manager, carrier: String(carrier.id) }, picture);
    expect(refused.statusCode).toBe(403);
    expect((await ups()).logo).toBe(logo);
  });

  it('creates a PIN key whose secret is answered once, stored as a hash and written to no log line', async () => {
    const carrier = await ups();
    const from = lines.length;
    const { key, secret } = await newKey({ carrier_id: carrier.id });
    const pin = present(secret, 'the PIN');
    expect(pin).toMatch(/^\d{8}$/);
    expect(key).toMatchObject({
      carrier: 'UPS',
      courier: 'Robin Courier',
      phone: '4165550142',
      state: 'active',
    });
    expect(key.places).toEqual([expect.objectContaining({ buid: here.building_id, muuid: null })]);
    const row = await db()
      .selectFrom('courier_keys')
      .selectAll()
      .where('id', '=', key.id)
      .executeTakeFirstOrThrow();
    expect(row.secret_hash).toBe(hashKeySecret('pin', pin));
    expect(JSON.stringify(row)).not.toContain(pin);
    // The detail never answers it again.
    const again = await portal.act('courier key', { t: admin, id: key.id });
    expect(JSON.stringify(again.body)).not.toContain(pin);
    const allowed = await check(here.uuid, 'pin', pin);
    expect(allowed.data).toEqual({ allowed: true, reason: null, carrier: 'UPS', courier: 'Robin Courier' });
    const oplog = await db().selectFrom('operation_log').select(['message', 'after_value']).execute();
    expect(oplog.filter((entry) => JSON.stringify(entry).includes(pin))).toEqual([]);
    expect(lines.length).toBeGreaterThan(from);
    expect(lines.filter((line) => line.includes(pin))).toEqual([]);
  });

  it('opens only in its places and its period, and says why it does not', async () => {
    const carrier = await ups();
    const { key, secret } = await newKey({ carrier_id: carrier.id, method: 'qr' });
    const qr = present(secret, 'the QR text');
    expect(qr).toMatch(/^BK1\./);
    expect((await check(here.uuid, 'qr', qr)).data).toMatchObject({ allowed: true });
    expect((await check(elsewhere.uuid, 'qr', qr)).data).toMatchObject({
      allowed: false,
      reason: 'not-valid-here',
    });
    // The same text read as a PIN is no key.
    expect((await check(here.uuid, 'pin', qr.slice(0, 16))).data).toMatchObject({ reason: 'unknown' });

    // A key for one locker opens that locker and not its neighbour.
    const single = await newKey({
      carrier_id: carrier.id,
      method: 'tag',
      tag: '04:a2:19:7f:33',
      buids: [],
      muuids: [elsewhere.uuid],
    });
    expect(single.secret).toBeNull();
    expect(single.key.hint).toBe('7F33');
    expect((await check(elsewhere.uuid, 'tag', '04A2197F33')).data).toMatchObject({ allowed: true });
    expect((await check(here.uuid, 'tag', '04-A2-19-7F-33')).data).toMatchObject({
      reason: 'not-valid-here',
    });
    const clash = await portal.act('create courier key', {
      t: admin,
      carrier_id: carrier.id,
      courier: 'Someone Else',
      method: 'tag',
      tag: '04A2197F33',
      buids: [here.building_id],
      valid_from: portal.clock.now.toISOString(),
      valid_to: new Date(portal.clock.now.getTime() + DAY).toISOString(),
    });
    expect(clash.body).toMatchObject({ code: 'CONFLICT' });

    const later = await newKey({
      carrier_id: carrier.id,
      valid_from: new Date(portal.clock.now.getTime() + 2 * DAY).toISOString(),
      valid_to: new Date(portal.clock.now.getTime() + 3 * DAY).toISOString(),
    });
    expect(later.key.state).toBe('scheduled');
    const pin = present(later.secret, 'the PIN');
    expect((await check(here.uuid, 'pin', pin)).data).toMatchObject({ reason: 'not-yet-valid' });
    // The clock only moves on: a locker's signed time may not go back.
    portal.clock.advance(2 * DAY + 1000);
    expect((await check(here.uuid, 'pin', pin)).data).toMatchObject({ allowed: true });
    portal.clock.advance(DAY);
    expect((await check(here.uuid, 'pin', pin)).data).toMatchObject({ allowed: false, reason: 'expired' });
    // Three days on, the session has ended too.
    admin = await portal.login('sysadmin');
    const detail = await portal.act('courier key', { t: admin, id: later.key.id });
    expect(detail.body.data).toMatchObject({ state: 'expired', uses: 3 });
    // Every check was a use of its key, allowed or refused.
    const uses = present(
      (await portal.act('courier key uses', { t: admin, key_id: key.id })).body.data,
      'uses',
    );
    expect(uses.items.map((use) => [use.allowed, use.reason])).toEqual([
      [false, 'not-valid-here'],
      [true, null],
    ]);
  });

  it('revokes at once, and a deactivated carrier’s keys open nothing', async () => {
    const carrier = await newCarrier('GoBolt', 'GOBOLT');
    const { key, secret } = await newKey({ carrier_id: carrier.id });
    const pin = present(secret, 'the PIN');
    expect((await check(here.uuid, 'pin', pin)).data).toMatchObject({ allowed: true, carrier: 'GoBolt' });
    const revoked = await portal.act('revoke courier key', { t: admin, id: key.id });
    expect(revoked.body.data).toMatchObject({ state: 'revoked', revoked_by: 'sysadmin' });
    expect((await check(here.uuid, 'pin', pin)).data).toMatchObject({ allowed: false, reason: 'revoked' });
    const twice = await portal.act('revoke courier key', { t: admin, id: key.id });
    expect(twice.body).toMatchObject({ code: 'CONFLICT' });

    const other = await newKey({ carrier_id: carrier.id });
    await portal.act('update carrier', { t: admin, id: carrier.id, active: false });
    expect((await check(here.uuid, 'pin', present(other.secret, 'PIN'))).data).toMatchObject({
      reason: 'carrier-inactive',
    });
    const inactive = await portal.act('create courier key', {
      t: admin,
      carrier_id: carrier.id,
      courier: 'Nobody',
      method: 'pin',
      buids: [here.building_id],
      valid_from: portal.clock.now.toISOString(),
      valid_to: new Date(portal.clock.now.getTime() + DAY).toISOString(),
    });
    expect(inactive.body).toMatchObject({ code: 'INVALID_PARAMS' });
    const list = present(
      (await portal.act('courier keys', { t: admin, carrier_id: carrier.id, state: 'revoked' })).body.data,
      'keys',
    );
    expect(list.items.map((item) => item.id)).toEqual([key.id]);
    const byBuilding = present(
      (await portal.act('courier keys', { t: admin, buid: elsewhere.building_id, carrier_id: carrier.id }))
        .body.data,
      'keys',
    );
    expect(byBuilding.total).toBe(0);
  });

  it('stops checking keys at a locker after five unknown ones in a row', async () => {
    const locker = sibling ?? elsewhere;
    const carrier = await ups();
    const { secret } = await newKey({ carrier_id: carrier.id, buids: [locker.building_id] });
    for (let n = 1; n < KEY_MAX_FAILURES; n++) {
      expect((await check(locker.uuid, 'pin', `0000000${n}`)).data).toMatchObject({ reason: 'unknown' });
    }
    // A right key in between starts the count again.
    expect((await check(locker.uuid, 'pin', present(secret, 'PIN'))).data).toMatchObject({ allowed: true });
    for (let n = 1; n <= KEY_MAX_FAILURES; n++) {
      expect((await check(locker.uuid, 'pin', `1111111${n}`)).data).toMatchObject({ reason: 'unknown' });
    }
    const locked = await check(locker.uuid, 'pin', present(secret, 'PIN'));
    expect(locked).toMatchObject({ ok: false, code: 'RATE_LIMITED' });
    expect(locked.retryAfterSeconds).toBeGreaterThan(0);
    // Another locker still checks keys.
    const fine = await check(here.uuid, 'pin', '22222222');
    expect(fine.ok).toBe(true);
    const refusals = await db()
      .selectFrom('courier_key_uses')
      .innerJoin('machines', 'machines.id', 'courier_key_uses.machine_id')
      .select('courier_key_uses.reason')
      .where('machines.uuid', '=', locker.uuid)
      .where('courier_key_uses.reason', '=', 'locked')
      .execute();
    expect(refusals).toHaveLength(1);
  });

  it('computes a carrier’s figures from its parcels', async () => {
    const carrier = await ups();
    const from = '2026-09-01';
    const to = '2026-11-01';
    const { body } = await portal.act('carrier figures', { t: admin, id: carrier.id, from, to });
    const figures = present(body.data, 'figures');
    const parcels = await db()
      .selectFrom('parcels')
      .selectAll()
      .where('carrier', '=', 'UPS')
      .where('deposited_at', '>=', `${from}T00:00:00.000Z`)
      .where('deposited_at', '<', '2026-11-02T00:00:00.000Z')
      .execute();
    expect(parcels.length).toBeGreaterThan(10);
    const now = portal.clock.now.toISOString();
    const collected = parcels.filter((parcel) => parcel.state === 'collected');
    const dwell =
      collected.reduce(
        (sum, parcel) => sum + Date.parse(parcel.collected_at ?? '') - Date.parse(parcel.deposited_at ?? ''),
        0,
      ) /
      collected.length /
      3_600_000;
    const overdue = parcels.filter(
      (parcel) =>
        parcel.overdue === 1 || (parcel.due_at !== null && (parcel.collected_at ?? now) > parcel.due_at),
    ).length;
    const faults = parcels.filter((parcel) => parcel.abnormal === 1).length;
    expect(figures).toMatchObject({
      parcels: parcels.length,
      collected: collected.length,
      overdue,
      faults,
    });
    expect(figures.dwell_hours).toBeCloseTo(dwell, 0);
    expect(figures.overdue_rate).toBeCloseTo(overdue / parcels.length, 6);
    expect(figures.fault_rate).toBeCloseTo(faults / parcels.length, 6);
    // One building's share is part of the whole.
    const one = await portal.act('carrier figures', {
      t: admin,
      id: carrier.id,
      from,
      to,
      buid: here.building_id,
    });
    expect(present(one.body.data, 'figures').parcels).toBe(
      parcels.filter((parcel) => parcel.building_id === here.building_id).length,
    );
    const backwards = await portal.act('carrier figures', { t: admin, id: carrier.id, from: to, to: from });
    expect(backwards.body).toMatchObject({ code: 'INVALID_PARAMS' });
  });

  it('refuses other roles, a partner’s admin and bad input', async () => {
    const carrier = await ups();
    for (const username of ['bdadmin', 'partneradmin', 'parceladmin']) {
      const token = await portal.login(username);
      expect((await portal.act('carriers', { t: token })).body, username).toMatchObject({
        code: 'FORBIDDEN',
      });
      expect((await portal.act('revoke courier key', { t: token, id: 1 })).body, username).toMatchObject({
        code: 'FORBIDDEN',
      });
    }
    const noPlace = await portal.act('create courier key', {
      t: admin,
      carrier_id: carrier.id,
      courier: 'Robin',
      method: 'pin',
      buids: [],
      muuids: [],
      valid_from: portal.clock.now.toISOString(),
      valid_to: new Date(portal.clock.now.getTime() + DAY).toISOString(),
    });
    expect(noPlace.body).toMatchObject({ code: 'INVALID_PARAMS' });
    const before = await db()
      .selectFrom('courier_keys')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    const unknownBuilding = await newKeyRefused({ carrier_id: carrier.id, buids: [999_999] });
    expect(unknownBuilding).toMatchObject({ code: 'NOT_FOUND' });
    const tooLong = await newKeyRefused({
      carrier_id: carrier.id,
      valid_to: new Date(portal.clock.now.getTime() + 400 * DAY).toISOString(),
    });
    expect(tooLong).toMatchObject({ code: 'INVALID_PARAMS' });
    const noTag = await newKeyRefused({ carrier_id: carrier.id, method: 'tag' });
    expect(noTag).toMatchObject({ code: 'INVALID_PARAMS' });
    const after = await db()
      .selectFrom('courier_keys')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  const newKeyRefused = async (params: Record<string, unknown>) =>
    (
      await portal.act('create courier key', {
        t: admin,
        courier: 'Robin',
        method: 'pin',
        buids: [here.building_id],
        valid_from: portal.clock.now.toISOString(),
        valid_to: new Date(portal.clock.now.getTime() + DAY).toISOString(),
        ...params,
      } as never)
    ).body;
});
