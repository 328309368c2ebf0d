// Support tickets (acts 61001–61006, device call `help`) on both databases: the demo queue holds every source and
// state with threads; filters and the overdue rule; state, priority and assignee changes are logged and keep act
// 50072 (the bell's count) in step; replies and notes move the state; a ticket opened on someone's behalf links only
// things of its building; a locker's help button opens one ticket and adds repeats to it; other roles are refused.
import type { DeviceCallName, DeviceCallParams } from '@bluemanager/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoDeviceSecret } from '../../db/seed/demo-devices.js';
import { devicePrivateKey } from '../../domain/devices/device-keys.js';
import { deviceBody, deviceHeaders } from '../../simulator/device-signing.js';
import { startTestPortal, type TestPortal } from '../../../test/support/test-portal.js';
import { testDialects } from '../../../test/support/test-dialects.js';

const HOUR = 3_600_000;

describe.each(testDialects())('support tickets on %s', (dialect) => {
  let portal: TestPortal;
  let admin: string;
  let lastTime = 0;
  beforeAll(async () => {
    portal = await startTestPortal(dialect);
    admin = await portal.login('sysadmin');
  });
  afterAll(() => portal?.close());

  const db = () => portal.database.handle.db;
  const list = async (params: Record<string, unknown> = {}, token = admin) => {
    const { body } = await portal.act('support tickets', { t: token, count: 200, ...params });
    expect(body).toMatchObject({ ret: 1 });
    if (!body.data) throw new Error('no data');
    return body.data;
  };
  const openCount = async () => {
    const { body } = await portal.act('support requests', { t: admin, s: 0 });
    return (body.data ?? []).length;
  };
  const logged = (operation: string) =>
    db().selectFrom('operation_log').selectAll().where('operation', '=', operation).orderBy('id').execute();
  const nextTime = () => (lastTime = Math.max(lastTime + 1, portal.clock.now.getTime()));
  const device = async <N extends DeviceCallName>(uuid: string, name: N, params: DeviceCallParams<N>) => {
    const body = deviceBody(name, params);
    const response = await portal.app.inject({
      method: 'POST',
      url: '/device',
      payload: body,
      headers: deviceHeaders(uuid, devicePrivateKey(demoDeviceSecret(uuid)), body, nextTime()),
    });
    return response.json() as { ok: boolean; code?: string; data?: { ticket: number; added: boolean } };
  };

  it('seeds a worked queue: every source and state, threads, links, and the bell counts the open ones', async () => {
    const all = await list();
    expect(all.total).toBeGreaterThanOrEqual(25);
    expect(new Set(all.items.map((item) => item.source))).toEqual(new Set(['member', 'building', 'locker']));
    expect(new Set(all.items.map((item) => item.state))).toEqual(
      new Set(['new', 'open', 'waiting', 'resolved']),
    );
    expect(all.items.some((item) => item.replies > 0)).toBe(true);
    expect(all.items.some((item) => item.member_id !== null && item.member !== '')).toBe(true);
    expect(all.items.some((item) => item.muuid !== null && item.machine !== '')).toBe(true);
    expect(all.items.every((item) => (item.state === 'resolved') === (item.resolved_at !== null))).toBe(true);
    const active = await list({ state: 'active' });
    expect(active.total).toBe(all.open);
    expect(await openCount()).toBe(all.open);
    const notes = await db()
      .selectFrom('support_messages')
      .select('kind')
      .where('kind', '=', 'note')
      .execute();
    expect(notes.length).toBeGreaterThan(0);
  });

  it('filters by state, priority, source, assignee, building, search and the overdue rule', async () => {
    const waiting = await list({ state: 'waiting' });
    expect(waiting.items.every((item) => item.state === 'waiting')).toBe(true);
    const high = await list({ priority: 'high' });
    expect(high.items.every((item) => item.priority === 'high')).toBe(true);
    const lockers = await list({ source: 'locker' });
    expect(lockers.items.length).toBeGreaterThan(0);
    expect(lockers.items.every((item) => item.source === 'locker' && item.reason !== null)).toBe(true);
    const unassigned = await list({ assignee: 'none' });
    expect(unassigned.items.every((item) => item.assignee_id === null)).toBe(true);
    const overdue = await list({ overdue: true });
    expect(overdue.total).toBe(overdue.overdue);
    expect(overdue.items.every((item) => item.overdue && ['new', 'open'].includes(item.state))).toBe(true);
    const now = portal.clock.now.getTime();
    expect(overdue.items.every((item) => Date.parse(item.due_at) < now)).toBe(true);
    const all = await list();
    expect(all.items.filter((item) => item.overdue).length).toBe(all.overdue);
    const sample = all.items.find((item) => item.buid !== null);
    if (!sample?.buid) throw new Error('no ticket with a building');
    const ofBuilding = await list({ buid: sample.buid });
    expect(ofBuilding.items.every((item) => item.buid === sample.buid)).toBe(true);
    const found = await list({ q: sample.name.slice(0, 6) });
    expect(found.items.map((item) => item.id)).toContain(sample.id);
  });

  it('changes state, priority and assignee, logs each change, and keeps act 50072 in step', async () => {
    const [ticket] = (await list({ state: 'new', source: 'member' })).items;
    if (!ticket) throw new Error('no new ticket');
    const before = await openCount();
    const { body: assignees } = await portal.act('support assignees', { t: admin });
    const parcelAdmin = assignees.data?.items.find((item) => item.username === 'parceladmin');
    if (!parcelAdmin) throw new Error('parceladmin cannot be assigned');
    const { body } = await portal.act('update support ticket', {
      t: admin,
      id: ticket.id,
      state: 'resolved',
      priority: 'urgent',
      assignee_id: parcelAdmin.id,
    });
    expect(body.data).toMatchObject({ state: 'resolved', priority: 'urgent', assignee: 'parceladmin' });
    expect(body.data?.resolved_at).not.toBeNull();
    expect(await openCount()).toBe(before - 1);
    const [entry] = (await logged('support-ticket-updated')).slice(-1);
    expect(JSON.parse(entry?.before_value ?? '{}')).toMatchObject({
      state: 'new',
      priority: ticket.priority,
    });
    expect(JSON.parse(entry?.after_value ?? '{}')).toMatchObject({
      state: 'resolved',
      assignee: 'parceladmin',
    });
    const reopened = await portal.act('update support ticket', { t: admin, id: ticket.id, state: 'open' });
    expect(reopened.body.data).toMatchObject({ state: 'open', resolved_at: null });
    expect(await openCount()).toBe(before);
    const refused = await portal.act('update support ticket', {
      t: admin,
      id: ticket.id,
      assignee_id: 999_999,
    });
    expect(refused.body).toMatchObject({ code: 'INVALID_PARAMS' });
    const missing = await portal.act('update support ticket', { t: admin, id: 2_000_000_000, state: 'open' });
    expect(missing.body).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('a reply waits on the requester and reopens a resolved ticket; a note takes a new ticket up', async () => {
    const [fresh] = (await list({ state: 'new' })).items;
    if (!fresh) throw new Error('no new ticket');
    const note = await portal.act('reply to support ticket', {
      t: admin,
      id: fresh.id,
      body: 'Checking the door log first.',
      internal: true,
    });
    expect(note.body.data?.ticket.state).toBe('open');
    expect(note.body.data?.entry).toMatchObject({ kind: 'note', author: 'sysadmin' });
    const reply = await portal.act('reply to support ticket', {
      t: admin,
      id: fresh.id,
      body: 'Please try again.',
    });
    expect(reply.body.data?.ticket).toMatchObject({ state: 'waiting', assignee: 'sysadmin' });
    const [resolved] = (await list({ state: 'resolved' })).items;
    if (!resolved) throw new Error('no resolved ticket');
    const again = await portal.act('reply to support ticket', {
      t: admin,
      id: resolved.id,
      body: 'Following up.',
    });
    expect(again.body.data?.ticket).toMatchObject({ state: 'waiting', resolved_at: null });
    const { body } = await portal.act('support ticket', { t: admin, id: fresh.id });
    expect(body.data?.thread.slice(-2).map((entry) => entry.kind)).toEqual(['note', 'reply']);
    expect(await logged('support-ticket-noted')).not.toHaveLength(0);
    const empty = await portal.act('reply to support ticket', { t: admin, id: fresh.id, body: '   ' });
    expect(empty.body).toMatchObject({ code: 'INVALID_PARAMS' });
  });

  it('opens a ticket on a member’s behalf with their contact, and refuses links of another building', async () => {
    const member = await db()
      .selectFrom('members')
      .select(['id', 'building_id', 'name', 'email'])
      .where('status', '=', 'active')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const machine = await db()
      .selectFrom('machines')
      .select(['uuid', 'building_id'])
      .where('building_id', '=', member.building_id)
      .executeTakeFirstOrThrow();
    const other = await db()
      .selectFrom('machines')
      .select('uuid')
      .where('building_id', '!=', member.building_id)
      .executeTakeFirstOrThrow();
    const before = (await list()).total;
    const { body } = await portal.act('open support ticket', {
      t: admin,
      source: 'member',
      buid: member.building_id,
      subject: 'Wrong unit on my parcels',
      body: 'The carrier keeps writing unit 402 instead of 204.',
      member_id: member.id,
      muuid: machine.uuid,
      priority: 'low',
    });
    expect(body.data).toMatchObject({
      state: 'new',
      source: 'member',
      name: member.name,
      email: member.email,
    });
    expect(body.data?.due_at).toBe(
      new Date(Date.parse(body.data?.created_at ?? '') + 72 * HOUR).toISOString(),
    );
    expect((await logged('support-ticket-opened')).at(-1)?.message).toContain('Wrong unit on my parcels');
    const foreign = await portal.act('open support ticket', {
      t: admin,
      source: 'building',
      buid: member.building_id,
      name: 'Front desk',
      subject: 'Screen',
      body: 'Screen is dark.',
      muuid: other.uuid,
    });
    expect(foreign.body).toMatchObject({ code: 'INVALID_PARAMS' });
    const nameless = await portal.act('open support ticket', {
      t: admin,
      source: 'building',
      buid: member.building_id,
      subject: 'Screen',
      body: 'Screen is dark.',
    });
    expect(nameless.body).toMatchObject({ code: 'INVALID_PARAMS' });
    expect((await list()).total).toBe(before + 1);
  });

  it('a locker’s help button opens one high-priority ticket and adds repeats to it', async () => {
    const machine = await db()
      .selectFrom('machines')
      .select(['id', 'uuid', 'name'])
      .where('retired_at', 'is', null)
      .where('device_key', 'is not', null)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const before = await openCount();
    const first = await device(machine.uuid, 'help', { reason: 'code', message: 'My code is refused' });
    expect(first).toMatchObject({ ok: true, data: { added: false } });
    const again = await device(machine.uuid, 'help', { reason: 'code', message: 'Still refused' });
    expect(again).toMatchObject({ ok: true, data: { ticket: first.data?.ticket, added: true } });
    expect(await openCount()).toBe(before + 1);
    const { body } = await portal.act('support ticket', { t: admin, id: first.data?.ticket ?? 0 });
    expect(body.data?.ticket).toMatchObject({
      source: 'locker',
      priority: 'high',
      reason: 'code',
      machine: machine.name,
    });
    expect(body.data?.thread.map((entry) => entry.kind)).toEqual(['device']);
    const bad = await device(machine.uuid, 'help', { reason: 'fire' as 'door' });
    expect(bad).toMatchObject({ ok: false, code: 'INVALID_PARAMS' });
  });

  it('is worked by system admins and the parcel admin; partners’ admins and building managers are refused', async () => {
    const parcelAdmin = await portal.login('parceladmin');
    expect((await list({}, parcelAdmin)).total).toBeGreaterThan(0);
    for (const username of ['partneradmin', 'bdadmin']) {
      const token = await portal.login(username);
      const { body } = await portal.act('support tickets', { t: token });
      expect(body).toMatchObject({ code: 'FORBIDDEN' });
      const [ticket] = (await list()).items;
      const detail = await portal.act('support ticket', { t: token, id: ticket?.id ?? 1 });
      expect(detail.body).toMatchObject({ code: 'FORBIDDEN' });
    }
  });
});
