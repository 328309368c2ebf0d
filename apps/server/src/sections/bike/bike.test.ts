// The bike section (acts 58001–58008) on both databases: the seed gives every bike locker a location whose open
// sessions are its occupied docks, the lists and figures stay within the caller's buildings and agree with each
// other, and every write checks scope, refuses what makes no sense (CONFLICT), logs, and frees the dock when a
// bike leaves. Also act 8012's family filter `dt` (spec §7: 3 bike, 2 miniBox, 1 main).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  BikeCollectionItem,
  BikeFigures,
  BikeLocationItem,
  BikeSessionItem,
} from '@bluemanager/protocol';
import { startTestPortal, type TestPortal } from '../../../test/support/test-portal.js';
import { testDialects } from '../../../test/support/test-dialects.js';

describe.each(testDialects())('bike on %s', (dialect) => {
  let portal: TestPortal;
  let admin: string;
  let manager: string;
  let managerBuildings: number[];
  beforeAll(async () => {
    portal = await startTestPortal(dialect);
    admin = await portal.login('sysadmin');
    manager = await portal.login('bdadmin');
    managerBuildings = await portal.managedBuildings('bdadmin');
  });
  afterAll(() => portal?.close());

  const db = () => portal.database.handle.db;
  const ok = <T>(response: { status: number; body: Record<string, unknown> }): T => {
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.body.code, JSON.stringify(response.body)).toBeUndefined();
    return response.body.data as T;
  };
  const refused = (response: { body: Record<string, unknown> }, code: string) =>
    expect(response.body.code, JSON.stringify(response.body)).toBe(code);
  const locations = async (token: string, params: Record<string, unknown> = {}) =>
    ok<{ total: number; items: BikeLocationItem[] }>(
      await portal.act('bike locations', { t: token, count: 500, ...params }),
    );
  const sessions = async (token: string, params: Record<string, unknown> = {}) =>
    ok<{ total: number; items: BikeSessionItem[] }>(
      await portal.act('bike sessions', { t: token, count: 500, ...params }),
    );
  const dockState = async (uuid: string, label: string) =>
    (
      await db()
        .selectFrom('compartments')
        .innerJoin('machines', 'machines.id', 'compartments.machine_id')
        .select('compartments.state')
        .where('machines.uuid', '=', uuid)
        .where('compartments.label', '=', label)
        .executeTakeFirstOrThrow()
    ).state;
  const logged = async (operation: string) =>
    db()
      .selectFrom('operation_log')
      .selectAll()
      .where('operation', '=', operation)
      .orderBy('id', 'desc')
      .execute();

  it('seeds a location for every bike locker, its open sessions being its occupied docks', async () => {
    const bikeMachines = await db()
      .selectFrom('machines')
      .select('uuid')
      .where('family', '=', 'bike')
      .where('retired_at', 'is', null)
      .execute();
    const all = await locations(admin);
    expect(all.total).toBe(bikeMachines.length);
    expect(all.total).toBeGreaterThan(1);
    for (const location of all.items) {
      expect(location.open_sessions).toBe(location.occupied);
      expect(location.free + location.occupied + location.disabled).toBe(location.docks);
      expect(location.docks).toBeGreaterThan(0);
      expect(Math.abs(location.lat ?? 0)).toBeGreaterThan(40);
    }
    expect(all.items.some((location) => location.overstaying > 0)).toBe(true);
    const ended = await sessions(admin, { state: 'ended' });
    expect(ended.total).toBeGreaterThan(0);
  });

  it("lists only the manager's bike lockers, and the figures add the list up", async () => {
    const mine = await locations(manager);
    expect(mine.total).toBeGreaterThan(0);
    expect(mine.items.every((location) => managerBuildings.includes(location.buid))).toBe(true);
    expect(mine.total).toBeLessThan((await locations(admin)).total);
    const figures = ok<BikeFigures>(await portal.act('bike figures', { t: manager }));
    expect(figures.locations).toBe(mine.total);
    const sum = (key: 'free' | 'occupied' | 'open_sessions' | 'overstaying' | 'docks') =>
      mine.items.reduce((total, location) => total + location[key], 0);
    expect(figures).toMatchObject({
      docks: sum('docks'),
      free: sum('free'),
      occupied: sum('occupied'),
      open_sessions: sum('open_sessions'),
      overstaying: sum('overstaying'),
    });
    const open = await sessions(manager, { state: 'open' });
    expect(open.total).toBe(figures.open_sessions);
    const overstaying = await sessions(manager, { state: 'overstaying' });
    expect(overstaying.total).toBe(figures.overstaying);
    expect(overstaying.items.every((session) => session.overstaying && session.ended_at === null)).toBe(true);
    const other = await db()
      .selectFrom('buildings')
      .select('id')
      .where('id', 'not in', managerBuildings)
      .executeTakeFirstOrThrow();
    refused(await portal.act('bike locations', { t: manager, buid: other.id }), 'FORBIDDEN');
    refused(await portal.act('bike figures', { t: manager, buid: other.id }), 'FORBIDDEN');
  });

  it('lists open sessions first, the longest open first, then the latest ended', async () => {
    const { items } = await sessions(admin);
    const firstEnded = items.findIndex((session) => session.ended_at !== null);
    expect(firstEnded).toBeGreaterThan(0);
    expect(items.slice(firstEnded).every((session) => session.ended_at !== null)).toBe(true);
    const open = items.slice(0, firstEnded).map((session) => session.started_at);
    expect(open).toEqual([...open].sort());
    const ended = items.slice(firstEnded).map((session) => session.ended_at ?? '');
    expect(ended).toEqual([...ended].sort().reverse());
    for (const session of items.slice(0, firstEnded)) {
      expect(session.minutes).toBeGreaterThan(0);
      expect(Number.isInteger(session.fee_cents)).toBe(true);
    }
  });

  it('lets staff end an open session with a reason: fee charged, dock freed, logged once', async () => {
    const [session] = (await sessions(manager, { state: 'open' })).items.filter((item) => !item.overstaying);
    if (!session) throw new Error('the seed has an open session within the limit');
    expect(await dockState(session.uuid, session.dock)).toBe('occupied');
    refused(
      await portal.act('end bike session', { t: manager, uuid: session.uuid, id: session.id, reason: ' ' }),
      'INVALID_PARAMS',
    );
    portal.clock.advance(90 * 60_000);
    const ended = ok<BikeSessionItem>(
      await portal.act('end bike session', {
        t: manager,
        uuid: session.uuid,
        id: session.id,
        reason: 'Bike removed without undocking',
      }),
    );
    expect(ended).toMatchObject({
      id: session.id,
      ending: 'forced',
      end_reason: 'Bike removed without undocking',
    });
    expect(ended.ended_at).toBe(portal.clock.now.toISOString());
    expect(ended.minutes).toBe(session.minutes + 90);
    expect(await dockState(session.uuid, session.dock)).toBe('free');
    const [entry] = await logged('bike-session-ended');
    expect(entry?.message).toContain('Bike removed without undocking');
    expect(entry?.building_id).toBe(session.buid);
    refused(
      await portal.act('end bike session', {
        t: manager,
        uuid: session.uuid,
        id: session.id,
        reason: 'again',
      }),
      'CONFLICT',
    );
  });

  it("refuses a locker outside the caller's buildings, and a session named through another locker", async () => {
    const foreign = (await locations(admin)).items.find(
      (location) => !managerBuildings.includes(location.buid),
    );
    if (!foreign) throw new Error('the seed has bike lockers outside the manager’s buildings');
    const [theirs] = (await sessions(admin, { uuid: foreign.uuid, state: 'open' })).items;
    if (!theirs) throw new Error('the foreign locker has an open session');
    const before = (await logged('bike-session-ended')).length;
    refused(
      await portal.act('end bike session', {
        t: manager,
        uuid: foreign.uuid,
        id: theirs.id,
        reason: 'not mine',
      }),
      'FORBIDDEN',
    );
    const [mine] = (await locations(manager)).items;
    if (!mine) throw new Error('the manager has a bike locker');
    refused(
      await portal.act('end bike session', { t: manager, uuid: mine.uuid, id: theirs.id, reason: 'sneaky' }),
      'NOT_FOUND',
    );
    refused(
      await portal.act('flag abandoned bike', { t: manager, uuid: foreign.uuid, session: theirs.id }),
      'FORBIDDEN',
    );
    expect((await logged('bike-session-ended')).length).toBe(before);
    expect((await sessions(admin, { uuid: foreign.uuid, state: 'open' })).items[0]?.id).toBe(theirs.id);
  });

  it('flags an overstaying bike once and queues its member a message; a bike within its limit is refused', async () => {
    const within = (await sessions(manager, { state: 'open' })).items.find((session) => !session.overstaying);
    if (!within) throw new Error('the seed has a bike within its limit');
    refused(
      await portal.act('flag abandoned bike', { t: manager, uuid: within.uuid, session: within.id }),
      'CONFLICT',
    );
    // Three days on, more bikes have sat past their limit than the seed flagged.
    portal.clock.advance(72 * 3_600_000);
    manager = await portal.login('bdadmin');
    admin = await portal.login('sysadmin');
    const over = (await sessions(manager, { state: 'overstaying' })).items.find(
      (session) => session.collection === null && session.member_id !== null,
    );
    if (!over) throw new Error('a bike past its limit is not flagged yet');
    const messagesBefore = await db()
      .selectFrom('messages')
      .select('id')
      .where('event', '=', 'bike-overstay')
      .execute();
    const flagged = ok<BikeCollectionItem>(
      await portal.act('flag abandoned bike', { t: manager, uuid: over.uuid, session: over.id }),
    );
    expect(flagged).toMatchObject({
      session_id: over.id,
      state: 'flagged',
      dock: over.dock,
      member: over.member,
    });
    const messages = await db()
      .selectFrom('messages')
      .selectAll()
      .where('event', '=', 'bike-overstay')
      .execute();
    expect(messages.length).toBe(messagesBefore.length + flagged.notified);
    expect(flagged.notified).toBe(1);
    expect(messages.at(-1)?.body).toContain(over.dock);
    refused(
      await portal.act('flag abandoned bike', { t: manager, uuid: over.uuid, session: over.id }),
      'CONFLICT',
    );
    const listed = ok<{ items: BikeCollectionItem[] }>(
      await portal.act('bike collections', { t: manager, state: 'open', count: 500 }),
    );
    expect(listed.items.map((item) => item.id)).toContain(flagged.id);
    expect(listed.items.every((item) => managerBuildings.includes(item.buid))).toBe(true);
  });

  it('schedules a collection in the future only, and a collected bike ends its session and frees its dock', async () => {
    const [collection] = ok<{ items: BikeCollectionItem[] }>(
      await portal.act('bike collections', { t: manager, state: 'flagged', count: 500 }),
    ).items;
    if (!collection) throw new Error('there is a flagged collection');
    const past = new Date(portal.clock.now.getTime() - 60_000).toISOString();
    const pastAnswer = await portal.act('schedule bike collection', {
      t: manager,
      uuid: collection.uuid,
      id: collection.id,
      at: past,
    });
    refused(pastAnswer, 'INVALID_PARAMS');
    const at = new Date(portal.clock.now.getTime() + 24 * 3_600_000).toISOString();
    const scheduled = ok<BikeCollectionItem>(
      await portal.act('schedule bike collection', {
        t: manager,
        uuid: collection.uuid,
        id: collection.id,
        at,
        note: 'Bring the bolt cutter',
      }),
    );
    expect(scheduled).toMatchObject({ state: 'scheduled', scheduled_for: at, note: 'Bring the bolt cutter' });
    expect(await dockState(collection.uuid, collection.dock)).toBe('occupied');
    const done = ok<BikeCollectionItem>(
      await portal.act('record bike collection', {
        t: manager,
        uuid: collection.uuid,
        id: collection.id,
        result: 'collected',
      }),
    );
    expect(done.state).toBe('collected');
    expect(done.result_at).toBe(portal.clock.now.toISOString());
    expect(await dockState(collection.uuid, collection.dock)).toBe('free');
    const [session] = (
      await sessions(manager, { uuid: collection.uuid, state: 'ended', count: 500 })
    ).items.filter((item) => item.id === collection.session_id);
    expect(session?.ending).toBe('collected');
    refused(
      await portal.act('record bike collection', {
        t: manager,
        uuid: collection.uuid,
        id: collection.id,
        result: 'claimed',
      }),
      'CONFLICT',
    );
    expect((await logged('bike-collection-recorded'))[0]?.building_id).toBe(collection.buid);
  });

  it('keeps the bike acts from users outside the bike menu', async () => {
    const parcelAdmin = await portal.login('parceladmin');
    refused(await portal.act('bike locations', { t: parcelAdmin }), 'FORBIDDEN');
  });

  it('filters act 8012 by family type dt: 3 bike, 2 miniBox, 1 main', async () => {
    const list = async (token: string, dt?: number) => {
      const { body } = await portal.act('machine list', { t: token, ...(dt === undefined ? {} : { dt }) });
      return body.data as { family: string; buid: number }[];
    };
    const all = await list(admin);
    for (const [dt, family] of [
      [3, 'bike'],
      [2, 'miniBox'],
      [1, 'main'],
    ] as const) {
      const some = await list(admin, dt);
      expect(some.length, family).toBeGreaterThan(0);
      expect(some.every((machine) => machine.family === family)).toBe(true);
      expect(some.length).toBe(all.filter((machine) => machine.family === family).length);
    }
    const managerBikes = await list(manager, 3);
    expect(managerBikes.length).toBe((await locations(manager)).total);
    expect(managerBikes.every((machine) => managerBuildings.includes(machine.buid))).toBe(true);
  });
});
