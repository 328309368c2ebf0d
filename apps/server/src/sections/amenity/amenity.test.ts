// The amenity section (acts 59001–59010) and its device calls (lend, return) on both databases: the seed stocks
// every amenity machine's slots and its figures agree with the lists; a member's BlueTag borrows an item through the
// signed device channel and the item's tag brings it back, releasing the deposit, or keeping it when the item is
// late or damaged, with the ledger; tags and members of another building, blocked tags and bad input are refused
// and change nothing; staff issue, block and replace tags and settle deposits, each logged.
import type { DeviceCallName, DeviceCallParams } from '@bluemanager/protocol';
import type {
  AmenityDepositItem,
  AmenityFigures,
  AmenityMachineItem,
  AmenitySlot,
  AmenityTagItem,
} from '@bluemanager/protocol';
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
type Response = { status: number; body: Record<string, unknown> };

describe.each(testDialects())('amenity on %s', (dialect) => {
  let portal: TestPortal;
  let admin: string;
  let staff: string;
  let staffBuilding: number;
  let machineUuid: string;
  let lastTime = 0;
  const db = () => portal.database.handle.db;
  const ok = <T>(response: Response): T => {
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.body.code, JSON.stringify(response.body)).toBeUndefined();
    return response.body.data as T;
  };
  const refused = (response: Response, code: string) =>
    expect(response.body.code, JSON.stringify(response.body)).toBe(code);
  const nextTime = () => (lastTime = Math.max(lastTime + 1, portal.clock.now.getTime()));
  const call = async <N extends DeviceCallName>(name: N, params: DeviceCallParams<N>, uuid = machineUuid) => {
    const body = deviceBody(name, params);
    const response = await portal.app.inject({
      method: 'POST',
      url: '/device',
      payload: body,
      headers: deviceHeaders(uuid, devicePrivateKey(demoDeviceSecret(uuid)), body, nextTime()),
    });
    return response.json() as Answer;
  };
  const machinePage = async () =>
    ok<{ machine: AmenityMachineItem; items: AmenitySlot[] }>(
      await portal.act('amenity machine', { t: staff, uuid: machineUuid }),
    );
  const availableSlot = async () => {
    const slot = (await machinePage()).items.find((item) => item.state === 'available');
    if (!slot?.item_id) throw new Error('no available item');
    return slot;
  };
  const memberTag = async (buildingId: number, skip = 0) =>
    db()
      .selectFrom('amenity_tags')
      .innerJoin('members', 'members.id', 'amenity_tags.member_id')
      .select(['amenity_tags.id', 'amenity_tags.uid', 'members.name', 'members.id as member_id'])
      .where('amenity_tags.building_id', '=', buildingId)
      .where('amenity_tags.state', '=', 'active')
      .where('members.status', '=', 'active')
      .orderBy('amenity_tags.id')
      .offset(skip)
      .limit(1)
      .executeTakeFirstOrThrow();
  const deposit = async (id: number) =>
    ok<{ items: AmenityDepositItem[] }>(
      await portal.act('amenity deposits', { t: staff, count: 500 }),
    ).items.find((item) => item.id === id);

  beforeAll(async () => {
    portal = await startTestPortal(dialect);
    admin = await portal.login('sysadmin');
    staff = await portal.login('amenity');
    [staffBuilding] = (await portal.managedBuildings('amenity')) as [number];
    const machine = await db()
      .selectFrom('machines')
      .select('uuid')
      .where('family', '=', 'amenity')
      .where('building_id', '=', staffBuilding)
      .executeTakeFirstOrThrow();
    machineUuid = machine.uuid;
  });
  afterAll(() => portal?.close());

  it('stocks every amenity machine, and its figures agree with the lists', async () => {
    const all = ok<{ total: number; items: AmenityMachineItem[] }>(
      await portal.act('amenity machines', { t: admin, count: 500 }),
    );
    const machines = await db().selectFrom('machines').select('id').where('family', '=', 'amenity').execute();
    expect(all.total).toBe(machines.length);
    for (const machine of all.items) {
      expect(machine.available + machine.lent + machine.unavailable).toBe(machine.slots);
      expect(machine.slots).toBeGreaterThan(0);
    }
    const figures = ok<AmenityFigures>(await portal.act('amenity figures', { t: admin }));
    expect(figures.lent).toBe(all.items.reduce((sum, machine) => sum + machine.lent, 0));
    expect(figures.held_cents).toBe(all.items.reduce((sum, machine) => sum + machine.held_cents, 0));
    expect(figures.lent).toBeGreaterThan(0);
    expect(figures.active_tags).toBeGreaterThan(0);
    expect(figures.kept_cents + figures.released_cents).toBeGreaterThan(0);
    const held = ok<{ total: number }>(
      await portal.act('amenity deposits', { t: admin, state: 'held', count: 1 }),
    );
    expect(held.total).toBe(figures.lent);
    // The amenity staff see their own building only.
    const own = ok<{ items: AmenityMachineItem[] }>(await portal.act('amenity machines', { t: staff }));
    expect(own.items.length).toBeGreaterThan(0);
    expect(own.items.every((machine) => machine.buid === staffBuilding)).toBe(true);
    const tags = ok<{ items: AmenityTagItem[] }>(await portal.act('amenity tags', { t: staff, count: 500 }));
    expect(tags.items.every((tag) => tag.buid === staffBuilding)).toBe(true);
  });

  it('lends an item to a member’s tag and releases the deposit when it comes back on time', async () => {
    const slot = await availableSlot();
    const member = await memberTag(staffBuilding);
    const lent = await call('lend', { compartment: slot.label, tag: member.uid });
    expect(lent.ok, JSON.stringify(lent)).toBe(true);
    expect(lent.data).toMatchObject({ item: slot.item, amount_cents: slot.deposit_cents, currency: 'CAD' });
    const after = (await machinePage()).items.find((item) => item.label === slot.label);
    expect(after).toMatchObject({ state: 'lent', member: member.name, overdue: false });
    const id = Number(lent.data?.deposit);
    expect(await deposit(id)).toMatchObject({ state: 'held', overdue: false, member: member.name });
    // Lent: a second member cannot take it.
    const second = await memberTag(staffBuilding, 1);
    expect((await call('lend', { compartment: slot.label, tag: second.uid })).code).toBe('CONFLICT');

    portal.clock.advance(60 * 60_000);
    const back = await call('return', { compartment: slot.label, tag: slot.tag });
    expect(back.data).toMatchObject({ deposit: id, outcome: 'released', late: false });
    expect(await deposit(id)).toMatchObject({ state: 'released', damaged: false });
    const ledger = await db()
      .selectFrom('amenity_ledger')
      .select(['entry', 'amount_cents'])
      .where('deposit_id', '=', id)
      .orderBy('id')
      .execute();
    expect(ledger).toEqual([
      { entry: 'taken', amount_cents: slot.deposit_cents },
      { entry: 'released', amount_cents: slot.deposit_cents },
    ]);
    expect((await machinePage()).items.find((item) => item.label === slot.label)?.state).toBe('available');
    // Back already: a second return is refused.
    expect((await call('return', { compartment: slot.label, tag: slot.tag })).code).toBe('CONFLICT');
  });

  it('keeps the deposit of an item returned late, and of one returned damaged (taken out of service)', async () => {
    const slot = await availableSlot();
    const member = await memberTag(staffBuilding);
    const lent = await call('lend', { compartment: slot.label, tag: member.uid });
    portal.clock.advance((slot.loan_hours + 2) * 3_600_000);
    staff = await portal.login('amenity');
    admin = await portal.login('sysadmin');
    expect(await deposit(Number(lent.data?.deposit))).toMatchObject({ state: 'held', overdue: true });
    const late = await call('return', { compartment: slot.label, tag: slot.tag });
    expect(late.data).toMatchObject({ outcome: 'kept', late: true });
    expect(await deposit(Number(lent.data?.deposit))).toMatchObject({
      state: 'kept',
      damaged: false,
    });

    const again = await call('lend', { compartment: slot.label, tag: member.uid });
    expect(again.ok).toBe(true);
    const damaged = await call('return', { compartment: slot.label, tag: slot.tag, damaged: true });
    expect(damaged.data).toMatchObject({ outcome: 'kept', late: false });
    expect((await machinePage()).items.find((item) => item.label === slot.label)?.state).toBe(
      'out-of-service',
    );
    expect((await call('lend', { compartment: slot.label, tag: member.uid })).code).toBe('CONFLICT');
  });

  it('refuses a tag of another building, a blocked or unknown tag and an item’s tag used to borrow', async () => {
    const slot = await availableSlot();
    const elsewhere = await db()
      .selectFrom('amenity_tags')
      .select('uid')
      .where('kind', '=', 'member')
      .where('state', '=', 'active')
      .where('building_id', '!=', staffBuilding)
      .executeTakeFirstOrThrow();
    const before = await db().selectFrom('amenity_deposits').select('id').execute();
    expect((await call('lend', { compartment: slot.label, tag: elsewhere.uid })).code).toBe('FORBIDDEN');
    expect((await call('lend', { compartment: slot.label, tag: '04FFFFFFFFFFFF' })).code).toBe('FORBIDDEN');
    expect((await call('lend', { compartment: slot.label, tag: slot.tag })).code).toBe('FORBIDDEN');
    expect((await call('lend', { compartment: slot.label, tag: 'not a tag!' })).code).toBe('INVALID_PARAMS');
    expect((await call('lend', { compartment: 'Z99', tag: elsewhere.uid })).code).toBe('FORBIDDEN');
    const blocked = await memberTag(staffBuilding, 2);
    ok(
      await portal.act('block amenity tag', {
        t: staff,
        buid: staffBuilding,
        id: blocked.id,
        reason: 'Lost',
      }),
    );
    expect((await call('lend', { compartment: slot.label, tag: blocked.uid })).code).toBe('FORBIDDEN');
    expect(await db().selectFrom('amenity_deposits').select('id').execute()).toHaveLength(before.length);
    expect((await machinePage()).items.find((item) => item.label === slot.label)?.state).toBe('available');
  });

  it('issues, blocks and replaces tags, refusing a member of another building and bad input', async () => {
    const member = await db()
      .selectFrom('members')
      .select('id')
      .where('building_id', '=', staffBuilding)
      .where('status', '=', 'active')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const stranger = await db()
      .selectFrom('members')
      .select('id')
      .where('building_id', '!=', staffBuilding)
      .executeTakeFirstOrThrow();
    // Staff of one building are refused by scope; a system admin, who reaches both, by the tag's building.
    refused(
      await portal.act('issue amenity tag', {
        t: staff,
        buid: staffBuilding,
        uid: '04AA0000000001',
        member_id: stranger.id,
      }),
      'FORBIDDEN',
    );
    refused(
      await portal.act('issue amenity tag', {
        t: admin,
        buid: staffBuilding,
        uid: '04AA0000000001',
        member_id: stranger.id,
      }),
      'FORBIDDEN',
    );
    refused(
      await portal.act('issue amenity tag', {
        t: staff,
        buid: staffBuilding,
        uid: 'xyz!',
        member_id: member.id,
      }),
      'INVALID_PARAMS',
    );
    refused(
      await portal.act('issue amenity tag', { t: staff, buid: staffBuilding, uid: '04AA0000000001' }),
      'INVALID_PARAMS',
    );
    refused(
      await portal.act('issue amenity tag', {
        t: staff,
        buid: staffBuilding,
        uid: '04AA0000000001',
        member_id: 2 ** 40,
      }),
      'INVALID_PARAMS',
    );
    expect(
      await db().selectFrom('amenity_tags').select('id').where('uid', '=', '04AA0000000001').execute(),
    ).toEqual([]);

    const issued = ok<AmenityTagItem>(
      await portal.act('issue amenity tag', {
        t: staff,
        buid: staffBuilding,
        uid: '04aa0000000001',
        member_id: member.id,
      }),
    );
    expect(issued).toMatchObject({
      uid: '04AA0000000001',
      kind: 'member',
      state: 'active',
      member_id: member.id,
    });
    refused(
      await portal.act('issue amenity tag', {
        t: staff,
        buid: staffBuilding,
        uid: '04AA0000000001',
        member_id: member.id,
      }),
      'CONFLICT',
    );
    refused(
      await portal.act('block amenity tag', { t: staff, buid: staffBuilding, id: issued.id, reason: ' ' }),
      'INVALID_PARAMS',
    );
    const replaced = ok<AmenityTagItem>(
      await portal.act('replace amenity tag', {
        t: staff,
        buid: staffBuilding,
        id: issued.id,
        uid: '04AA0000000002',
      }),
    );
    expect(replaced).toMatchObject({ state: 'active', member_id: member.id });
    const tags = ok<{ items: AmenityTagItem[] }>(
      await portal.act('amenity tags', { t: staff, q: '04AA00000000', count: 10 }),
    ).items;
    expect(tags.find((tag) => tag.id === issued.id)).toMatchObject({
      state: 'replaced',
      replaced_by: '04AA0000000002',
    });
    refused(
      await portal.act('replace amenity tag', {
        t: staff,
        buid: staffBuilding,
        id: issued.id,
        uid: '04AA0000000003',
      }),
      'CONFLICT',
    );
    refused(
      await portal.act('block amenity tag', { t: staff, buid: staffBuilding, id: issued.id, reason: 'Lost' }),
      'CONFLICT',
    );
    // A tag of another building is not found through this building.
    const foreign = await db()
      .selectFrom('amenity_tags')
      .select('id')
      .where('building_id', '!=', staffBuilding)
      .executeTakeFirstOrThrow();
    refused(
      await portal.act('block amenity tag', {
        t: admin,
        buid: staffBuilding,
        id: foreign.id,
        reason: 'Lost',
      }),
      'NOT_FOUND',
    );
    const log = await db()
      .selectFrom('operation_log')
      .select('operation')
      .where('operation', 'like', 'amenity-tag-%')
      .execute();
    expect(log.map((entry) => entry.operation).sort()).toEqual([
      'amenity-tag-blocked',
      'amenity-tag-issued',
      'amenity-tag-replaced',
    ]);
  });

  it('lets staff keep the deposit of a lost item, writing it off, once', async () => {
    const slot = await availableSlot();
    const lent = await call('lend', { compartment: slot.label, tag: (await memberTag(staffBuilding)).uid });
    const held = await deposit(Number(lent.data?.deposit));
    if (!held) throw new Error('no held deposit');
    refused(
      await portal.act('settle amenity deposit', {
        t: staff,
        buid: staffBuilding,
        id: held.id,
        outcome: 'burn',
        reason: 'x',
      }),
      'INVALID_PARAMS',
    );
    const kept = ok<AmenityDepositItem>(
      await portal.act('settle amenity deposit', {
        t: staff,
        buid: staffBuilding,
        id: held.id,
        outcome: 'keep',
        reason: 'Never returned',
      }),
    );
    expect(kept).toMatchObject({ state: 'kept', reason: 'Never returned' });
    expect((await machinePage()).items.find((item) => item.label === held.slot)?.state).toBe('missing');
    refused(
      await portal.act('settle amenity deposit', {
        t: staff,
        buid: staffBuilding,
        id: held.id,
        outcome: 'release',
        reason: 'Found',
      }),
      'CONFLICT',
    );
    const ledger = ok<{ items: { deposit_id: number; entry: string }[]; kept_cents: number }>(
      await portal.act('amenity ledger', { t: staff, entry: 'kept', count: 500 }),
    );
    expect(ledger.items.some((entry) => entry.deposit_id === held.id)).toBe(true);
    expect(ledger.kept_cents).toBeGreaterThanOrEqual(held.amount_cents);
    const logged = await db()
      .selectFrom('operation_log')
      .select(['target', 'after_value'])
      .where('operation', '=', 'amenity-deposit-settled')
      .execute();
    expect(logged).toHaveLength(1);
    expect(logged[0]?.target).toContain(held.item);
    expect(logged[0]?.after_value).toContain('kept');
  });

  it('offers the members and items of one building without an active tag', async () => {
    const candidates = ok<{ members: { id: number }[]; items: { id: number }[] }>(
      await portal.act('amenity tag candidates', { t: staff, buid: staffBuilding }),
    );
    const tagged = await db()
      .selectFrom('amenity_tags')
      .select(['member_id', 'item_id'])
      .where('state', '=', 'active')
      .execute();
    for (const member of candidates.members)
      expect(tagged.some((tag) => tag.member_id === member.id)).toBe(false);
    for (const item of candidates.items) expect(tagged.some((tag) => tag.item_id === item.id)).toBe(false);
    const other = await db()
      .selectFrom('buildings')
      .select('id')
      .where('id', '!=', staffBuilding)
      .executeTakeFirstOrThrow();
    refused(await portal.act('amenity tag candidates', { t: staff, buid: other.id }), 'FORBIDDEN');
  });

  it('reads one machine only within reach, and only an amenity machine', async () => {
    const [other, parcelLocker] = await Promise.all([
      db()
        .selectFrom('machines')
        .select('uuid')
        .where('family', '=', 'amenity')
        .where('building_id', '!=', staffBuilding)
        .executeTakeFirstOrThrow(),
      db().selectFrom('machines').select('uuid').where('family', '=', 'main').executeTakeFirstOrThrow(),
    ]);
    refused(await portal.act('amenity machine', { t: staff, uuid: other.uuid }), 'FORBIDDEN');
    refused(await portal.act('amenity machine', { t: admin, uuid: parcelLocker.uuid }), 'NOT_FOUND');
    refused(await portal.act('amenity machine', { t: admin, uuid: 'x'.repeat(65) }), 'INVALID_PARAMS');
  });

  it('is refused to users outside the amenity menu', async () => {
    const minibox = await portal.login('minibox');
    refused(await portal.act('amenity machines', { t: minibox }), 'FORBIDDEN');
  });
});
