// Members (acts 55001–55006) on both databases: the demo seed matches the parcels' recipients, the list searches by
// name, phone in any format, email and unit within the caller's buildings, and every write validates, checks scope,
// logs and, when refused, writes nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MemberItem } from '@bluemanager/protocol';
import { startTestPortal, type TestPortal } from '../../../test/support/test-portal.js';
import { testDialects } from '../../../test/support/test-dialects.js';
import { sweepParcels } from '../../jobs/parcel-sweep.js';

const NEW_MEMBER = {
  name: 'Dana Ortiz',
  unit: '1204',
  phones: ['(416) 555-0099'],
  email: 'Dana.Ortiz@Example.com',
  language: 'fr',
  channel: 'sms',
  notes: 'Prefers evening calls',
};

describe.each(testDialects())('members on %s', (dialect) => {
  let portal: TestPortal;
  let admin: string;
  let manager: string;
  let partner: string;
  let managerBuildings: number[];
  let otherBuilding: number;
  beforeAll(async () => {
    portal = await startTestPortal(dialect);
    admin = await portal.login('sysadmin');
    manager = await portal.login('bdadmin');
    partner = await portal.login('partneradmin');
    managerBuildings = await portal.managedBuildings('bdadmin');
    const other = await portal.database.handle.db
      .selectFrom('buildings')
      .select('id')
      .where('id', 'not in', managerBuildings)
      .where('partner', '=', 'BB')
      .executeTakeFirstOrThrow();
    otherBuilding = other.id;
  });
  afterAll(() => portal?.close());

  const db = () => portal.database.handle.db;
  const memberCount = async () =>
    Number(
      (
        await db()
          .selectFrom('members')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const logCount = async () =>
    Number(
      (
        await db()
          .selectFrom('operation_log')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('category', '=', 'Member')
          .executeTakeFirstOrThrow()
      ).n,
    );
  const create = async (token: string, fields: Record<string, unknown>) => {
    const { status, body } = await portal.act('create member', { t: token, ...NEW_MEMBER, ...fields });
    expect(status, JSON.stringify(body)).toBe(200);
    return body.data as MemberItem;
  };
  const list = async (token: string, params: Record<string, unknown>) => {
    const { status, body } = await portal.act('members', { t: token, count: 1000, ...params });
    expect(status, JSON.stringify(body)).toBe(200);
    return body.data as { total: number; items: MemberItem[] };
  };

  it('seeds a member for every recipient of the demo parcels, in every building', async () => {
    const recipients = await db().selectFrom('parcels').select(['building_id', 'phone']).distinct().execute();
    const members = await db().selectFrom('members').select(['building_id', 'phones']).execute();
    const known = new Set(
      members.flatMap((row) =>
        (JSON.parse(row.phones) as string[]).map((phone) => `${row.building_id}:${phone.slice(2)}`),
      ),
    );
    expect(recipients.length).toBeGreaterThan(500);
    for (const recipient of recipients)
      expect(known).toContain(`${recipient.building_id}:${recipient.phone}`);
    const buildings = await db().selectFrom('buildings').select('id').execute();
    const withMembers = new Set(members.map((row) => row.building_id));
    for (const building of buildings) expect(withMembers).toContain(building.id);
  });

  it('creates a member with the phone in E.164 and the email in lower case, and logs it on the member', async () => {
    const buid = managerBuildings[0] as number;
    const member = await create(manager, { buid });
    expect(member).toMatchObject({
      buid,
      name: 'Dana Ortiz',
      unit: '1204',
      phones: ['+14165550099'],
      email: 'dana.ortiz@example.com',
      language: 'fr',
      channel: 'sms',
      status: 'active',
    });
    const { body } = await portal.act('member detail', { t: manager, id: member.id });
    expect(body.data?.history).toEqual([
      expect.objectContaining({ operation: 'member-created', username: 'bdadmin' }),
    ]);
    expect(body.data?.history[0]?.message).toContain('Member Dana Ortiz created: unit 1204');
  });

  it('finds a member by name, by phone in any format, by part of a phone, by email and by unit', async () => {
    const buid = managerBuildings[1] as number;
    const member = await create(admin, {
      buid,
      name: 'Quentin Lavigne',
      unit: 'PH3',
      phones: ['+1 604 555 0077'],
      email: 'q.lavigne@example.org',
    });
    for (const q of [
      'quentin lav',
      '604-555-0077',
      '(604) 555 0077',
      '+16045550077',
      '555-007',
      'LAVIGNE@',
      'ph3',
    ]) {
      const found = await list(manager, { buid, q });
      expect(
        found.items.map((item) => item.id),
        q,
      ).toContain(member.id);
    }
    expect((await list(manager, { buid, q: '604-555-0078' })).items.map((item) => item.id)).not.toContain(
      member.id,
    );
  });

  it('refuses bad input field by field and writes nothing', async () => {
    const [members, logs] = [await memberCount(), await logCount()];
    const buid = managerBuildings[0] as number;
    for (const [field, value] of [
      ['phones', ['12345']],
      ['phones', 'not a list'],
      ['email', 'dana@'],
      ['name', ''],
      ['unit', ''],
      ['language', 'xx'],
      ['channel', 'pigeon'],
      ['buid', 'abc'],
    ] as const) {
      const { status, body } = await portal.act('create member', {
        t: manager,
        ...NEW_MEMBER,
        phones: ['4165550010'],
        email: 'fresh@example.com',
        buid,
        [field]: value,
      });
      expect(status, field).toBe(400);
      expect(body, field).toMatchObject({ code: 'INVALID_PARAMS' });
      expect(JSON.stringify(body.issues), field).toContain(field);
    }
    const { body: unreachable } = await portal.act('create member', {
      t: manager,
      ...NEW_MEMBER,
      buid,
      phones: [],
      email: '',
    });
    expect(unreachable).toMatchObject({ code: 'INVALID_PARAMS', issues: [{ path: 'phones' }] });
    const { body: noPhoneForSms } = await portal.act('create member', {
      t: manager,
      ...NEW_MEMBER,
      buid,
      phones: [],
      email: 'x@example.com',
      channel: 'sms',
    });
    expect(noPhoneForSms).toMatchObject({ code: 'INVALID_PARAMS', issues: [{ path: 'channel' }] });
    expect([await memberCount(), await logCount()]).toEqual([members, logs]);
  });

  it("refuses a phone or email another current member of the building has, and frees a moved-out member's", async () => {
    const buid = managerBuildings[2] as number;
    const first = await create(manager, { buid, phones: ['5145550011'], email: 'first@example.net' });
    const before = await memberCount();
    const { status, body } = await portal.act('create member', {
      t: manager,
      ...NEW_MEMBER,
      buid,
      name: 'Someone Else',
      phones: ['+1 514 555 0011'],
      email: 'other@example.net',
    });
    expect(status).toBe(409);
    expect(body).toMatchObject({ code: 'CONFLICT', issues: [{ path: 'phones' }] });
    expect(await memberCount()).toBe(before);

    const moved = await portal.act('set member status', { t: manager, id: first.id, status: 'moved-out' });
    expect(moved.body.data).toMatchObject({ status: 'moved-out' });
    expect(moved.body.data?.moved_out_at).not.toBeNull();
    const next = await create(manager, { buid, name: 'New Tenant', phones: ['5145550011'], email: '' });
    expect(next.status).toBe('active');
    // The first one keeps their history and cannot come back while the new tenant holds the phone.
    const back = await portal.act('set member status', { t: manager, id: first.id, status: 'active' });
    expect(back.body).toMatchObject({ code: 'CONFLICT' });
    const { body: detail } = await portal.act('member detail', { t: manager, id: first.id });
    expect(detail.data?.history.map((entry) => entry.operation)).toEqual([
      'member-moved-out',
      'member-created',
    ]);
  });

  it('edits a member, logs only what changed, and suspends and reactivates', async () => {
    const buid = managerBuildings[0] as number;
    const member = await create(manager, { buid, phones: ['4165550022'], email: 'edit@example.com' });
    const { body } = await portal.act('update member', {
      t: manager,
      id: member.id,
      unit: '808',
      phones: ['416.555.0022', '+44 20 7946 0958'],
    });
    expect(body.data).toMatchObject({ unit: '808', phones: ['+14165550022', '+442079460958'] });
    const log = await db()
      .selectFrom('operation_log')
      .select(['before_value', 'after_value', 'message'])
      .where('operation', '=', 'member-updated')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(log.before_value ?? '{}')).toEqual({ unit: '1204', phones: ['+14165550022'] });
    expect(log.message).toContain('unit, phones');
    const { body: refused } = await portal.act('update member', { t: manager, id: member.id, email: 'nope' });
    expect(refused).toMatchObject({ code: 'INVALID_PARAMS' });

    const suspended = await portal.act('set member status', {
      t: manager,
      id: member.id,
      status: 'suspended',
    });
    expect(suspended.body.data?.status).toBe('suspended');
    const again = await portal.act('set member status', { t: manager, id: member.id, status: 'suspended' });
    expect(again.body).toMatchObject({ code: 'CONFLICT' });
    const active = await portal.act('set member status', { t: manager, id: member.id, status: 'active' });
    expect(active.body.data?.status).toBe('active');
  });

  it("shows a member's parcels by phone or email, and a merge moves the duplicate's parcels and history", async () => {
    const parcel = await db()
      .selectFrom('parcels')
      .select(['id', 'building_id', 'phone'])
      .where('building_id', 'in', managerBuildings)
      .executeTakeFirstOrThrow();
    const original = await db()
      .selectFrom('members')
      .select('id')
      .where('building_id', '=', parcel.building_id)
      .where('phones', 'like', `%${parcel.phone}%`)
      .executeTakeFirstOrThrow();
    const { body } = await portal.act('member detail', { t: manager, id: original.id });
    const expected = await db()
      .selectFrom('parcels')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('building_id', '=', parcel.building_id)
      .where('phone', '=', parcel.phone)
      .executeTakeFirstOrThrow();
    expect(body.data?.parcels_total).toBeGreaterThanOrEqual(Number(expected.n));
    expect(body.data?.parcels.length).toBeGreaterThan(0);

    const owner = await portal.act('parcel member', { t: manager, parcel: parcel.id });
    expect(owner.body.data?.member?.id).toBe(original.id);
    const survivor = await create(manager, {
      buid: parcel.building_id,
      name: 'Merge Target',
      phones: ['4165550033'],
      email: '',
    });
    const parcelsBefore = (body.data?.parcels_total ?? 0) as number;
    const merged = await portal.act('merge members', { t: manager, id: survivor.id, duplicate: original.id });
    expect(merged.status, JSON.stringify(merged.body)).toBe(200);
    expect(merged.body.data?.phones).toEqual(['+14165550033', `+1${parcel.phone}`]);
    expect(
      await db().selectFrom('members').select('id').where('id', '=', original.id).executeTakeFirst(),
    ).toBe(undefined);
    const { body: after } = await portal.act('member detail', { t: manager, id: survivor.id });
    expect(after.data?.parcels_total).toBe(parcelsBefore);
    const operations = after.data?.history.map((entry) => entry.operation) ?? [];
    expect(operations[0]).toBe('members-merged');
    expect(operations).toContain('member-created');
    const newOwner = await portal.act('parcel member', { t: manager, parcel: parcel.id });
    expect(newOwner.body.data?.member?.id).toBe(survivor.id);
    const gone = await portal.act('member detail', { t: admin, id: original.id });
    expect(gone.body).toMatchObject({ code: 'NOT_FOUND' });
    const self = await portal.act('merge members', { t: manager, id: survivor.id, duplicate: survivor.id });
    expect(self.body).toMatchObject({ code: 'INVALID_PARAMS' });
  });

  it('pauses the reminders of a member on hold until the hold ends, and refuses a hold that makes no sense', async () => {
    const now = portal.clock.now;
    const day = (offset: number) => new Date(now.getTime() + offset * 86_400_000).toISOString().slice(0, 10);
    const members = await db()
      .selectFrom('members')
      .select(['id', 'building_id', 'phones'])
      .where('building_id', 'in', managerBuildings)
      .where('status', '=', 'active')
      .execute();
    const byPhone = new Map(
      members.flatMap((row) =>
        (JSON.parse(row.phones) as string[]).map((phone) => [`${row.building_id}:${phone}`, row.id]),
      ),
    );
    const pending = await db()
      .selectFrom('parcels')
      .select(['id', 'building_id', 'phone'])
      .where('building_id', 'in', managerBuildings)
      .where('state', '=', 'pending')
      .where('member_id', 'is', null)
      .execute();
    const parcel = pending.find((row) => byPhone.has(`${row.building_id}:+1${row.phone}`));
    if (!parcel) throw new Error('the demo has a pending parcel of a member in these buildings');
    const memberId = byPhone.get(`${parcel.building_id}:+1${parcel.phone}`) as number;
    const due = new Date(now.getTime() + 10 * 86_400_000).toISOString();
    const remindNow = async () =>
      db()
        .updateTable('parcels')
        .set({
          next_reminder_at: new Date(now.getTime() - 60_000).toISOString(),
          due_at: due,
          reminders_sent: 0,
          overdue: 0,
        })
        .where('id', '=', parcel.id)
        .execute();
    const reminderState = () =>
      db()
        .selectFrom('parcels')
        .select(['reminders_sent', 'next_reminder_at'])
        .where('id', '=', parcel.id)
        .executeTakeFirstOrThrow();

    for (const [from, until, field] of [
      [day(2), day(1), 'until'],
      [day(-5), day(-3), 'until'],
      [day(1), '', 'until'],
      [day(0), day(400), 'until'],
    ] as const) {
      const { body } = await portal.act('set member hold', { t: manager, id: memberId, from, until });
      expect(body, `${from}..${until}`).toMatchObject({ code: 'INVALID_PARAMS', issues: [{ path: field }] });
    }
    const held = await portal.act('set member hold', {
      t: manager,
      id: memberId,
      from: day(-1),
      until: day(3),
    });
    expect(held.body.data).toMatchObject({ hold_from: day(-1), hold_until: day(3) });
    await remindNow();
    await sweepParcels(db(), now);
    const paused = await reminderState();
    expect(paused.reminders_sent).toBe(0);
    expect(paused.next_reminder_at && paused.next_reminder_at > day(3)).toBe(true);

    const ended = await portal.act('set member hold', { t: manager, id: memberId, from: '', until: '' });
    expect(ended.body.data).toMatchObject({ hold_from: null, hold_until: null });
    await remindNow();
    await sweepParcels(db(), now);
    expect((await reminderState()).reminders_sent).toBe(1);
    const { body } = await portal.act('member detail', { t: manager, id: memberId });
    expect(body.data?.history.slice(0, 2).map((entry) => entry.operation)).toEqual([
      'member-hold-ended',
      'member-hold-set',
    ]);
  });

  it("keeps a building manager to their own buildings' members", async () => {
    const all = await list(manager, {});
    expect(all.items.length).toBeGreaterThan(0);
    for (const item of all.items) expect(managerBuildings).toContain(item.buid);
    const outsider = await db()
      .selectFrom('members')
      .select('id')
      .where('building_id', '=', otherBuilding)
      .executeTakeFirstOrThrow();
    const outsiderParcel = await db()
      .selectFrom('parcels')
      .select('id')
      .where('building_id', '=', otherBuilding)
      .executeTakeFirstOrThrow();
    const [members, logs] = [await memberCount(), await logCount()];
    for (const [name, params] of [
      ['members', { buid: otherBuilding }],
      ['member detail', { id: outsider.id }],
      ['update member', { id: outsider.id, notes: 'x' }],
      ['set member status', { id: outsider.id, status: 'suspended' }],
      ['create member', { ...NEW_MEMBER, phones: ['4165550044'], email: '', buid: otherBuilding }],
      ['merge members', { id: outsider.id, duplicate: outsider.id }],
      ['set member hold', { id: outsider.id, from: '2026-11-02', until: '2026-11-05' }],
      ['parcel member', { parcel: outsiderParcel.id }],
    ] as const) {
      const { status, body } = await portal.act(name, { t: manager, ...params });
      expect(status, name).toBe(403);
      expect(body, name).toMatchObject({ code: 'FORBIDDEN' });
    }
    expect([await memberCount(), await logCount()]).toEqual([members, logs]);
  });

  it("keeps a partner admin to their partner's members", async () => {
    const partnerBuildings = (
      await db().selectFrom('buildings').select('id').where('partner', '=', 'YK-Gold').execute()
    ).map((row) => row.id);
    const seen = await list(partner, {});
    expect(seen.total).toBeGreaterThan(0);
    for (const item of seen.items) expect(partnerBuildings).toContain(item.buid);
    const foreign = await db()
      .selectFrom('members')
      .select('id')
      .where('building_id', 'not in', partnerBuildings)
      .executeTakeFirstOrThrow();
    const before = await memberCount();
    const detail = await portal.act('member detail', { t: partner, id: foreign.id });
    expect(detail.body).toMatchObject({ code: 'FORBIDDEN' });
    const edit = await portal.act('update member', { t: partner, id: foreign.id, name: 'Taken Over' });
    expect(edit.body).toMatchObject({ code: 'FORBIDDEN' });
    const made = await portal.act('create member', {
      t: partner,
      ...NEW_MEMBER,
      phones: ['4165550055'],
      email: '',
      buid: managerBuildings[0],
    });
    expect(made.body).toMatchObject({ code: 'FORBIDDEN' });
    expect(await memberCount()).toBe(before);
    // A level without member rights is refused whatever it names.
    const parcelAdmin = await portal.login('parceladmin');
    expect((await portal.act('members', { t: parcelAdmin })).status).toBe(403);
  });
});
