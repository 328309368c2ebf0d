// Ad Groups and their items (acts 53010–53022): spec §5's filter and star, schedules and targets (buildings, single
// lockers checked against the caller's buildings, screen layouts), the star toggle writing maker, items (made of an uploaded file) stored as 'name|WxH' and counted in hasAd; levels 6 and 10 only, bad input
// refused with nothing written.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actFormBody, actNamed } from '@bluemanager/protocol';
import { startTestPortal, type TestPortal } from '../../../test/support/test-portal.js';
import { testDialects } from '../../../test/support/test-dialects.js';

describe.each(testDialects())('ad groups on %s', (dialect) => {
  let portal: TestPortal;
  let adadmin: string;
  let sysadmin: string;
  let agentId: number;
  let buids: number[];
  /** A seeded 1080x1920 picture, the file the items below are made of. */
  let poster: string;
  beforeAll(async () => {
    portal = await startTestPortal(dialect);
    adadmin = await portal.login('adadmin');
    sysadmin = await portal.login('sysadmin');
    const agents = await portal.act('ad agents', { t: adadmin, q: 'Maple Leaf' });
    agentId = agents.body.data?.items[0]?.id ?? 0;
    const rows = await portal.database.handle.db.selectFrom('buildings').select('id').orderBy('id').execute();
    buids = rows.map((row) => row.id);
    const media = await portal.database.handle.db
      .selectFrom('ad_media')
      .select('sha256')
      .where('kind', '=', 'image')
      .where('width', '=', 1080)
      .where('height', '=', 1920)
      .executeTakeFirstOrThrow();
    poster = media.sha256;
  });
  afterAll(() => portal?.close());

  const count = async (table: 'ad_groups' | 'ad_items' | 'ad_group_machines' | 'ad_group_screens') =>
    Number(
      (
        await portal.database.handle.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  const groups = async (params: Record<string, unknown>) => {
    const { body } = await portal.act('ad groups', { t: adadmin, count: 500, ...params });
    return body.data?.items ?? [];
  };

  it("answers the advertising admin's home from the seeded campaigns", async () => {
    const { status, body } = await portal.act('ad overview', { t: adadmin });
    expect(status).toBe(200);
    const overview = body.data;
    expect(overview?.today).toBe('2026-11-01');
    expect(overview?.running.map((group) => group.gname).sort()).toEqual(
      ['Fibre launch', 'Mortgage renewal', 'New year, new you', 'Ski season', 'Winter warmers'].sort(),
    );
    expect(overview?.running_total).toBe(5);
    expect(overview?.ending_soon.map((group) => group.gname)).toEqual(['Fibre launch', 'New year, new you']);
    expect(overview?.upcoming).toBe(1);
    expect(overview?.without_ads).toBe(1);
    expect(overview?.active_agents).toBe(7);
    expect(overview?.contracts_ending.map((agent) => agent.name)).toEqual(['Harbour Fitness']);
    const refused = await portal.act('ad overview', { t: await portal.login('bdadmin') });
    expect(refused.status).toBe(403);
  });

  it("filters by spec §5's rule and the star", async () => {
    const all = await groups({ filter: '0' });
    expect(all.length).toBeGreaterThanOrEqual(8);
    const withAds = await groups({ filter: '1' });
    expect(withAds.length).toBeGreaterThan(0);
    expect(withAds.every((group) => group.hasAd && group.items > 0)).toBe(true);
    const emptyOn = await groups({ filter: '2' });
    expect(emptyOn.map((group) => group.gname)).toContain('Student accounts');
    expect(emptyOn.every((group) => !group.hasAd && group.sts === '1')).toBe(true);
    const emptyOff = await groups({ filter: '3' });
    expect(emptyOff.map((group) => group.gname)).toContain('Croissant du dimanche');
    expect(emptyOff.every((group) => !group.hasAd && group.sts === '0')).toBe(true);
    expect(withAds.length + emptyOn.length + emptyOff.length).toBe(all.length);
    const starred = await groups({ star: true });
    expect(starred.length).toBeGreaterThan(0);
    expect(starred.every((group) => group.maker === '1')).toBe(true);
    const starredWithAds = await groups({ star: true, filter: '1' });
    expect(starredWithAds.every((group) => group.maker === '1' && group.hasAd)).toBe(true);
    const unknown = await portal.act('ad groups', { t: adadmin, filter: '7' });
    expect(unknown.body).toMatchObject({ code: 'INVALID_PARAMS', issues: [{ path: 'filter' }] });
  });

  it('creates a group with its schedule and targets, edits it, stars it, and counts its items', async () => {
    const created = await portal.act('create ad group', {
      t: adadmin,
      agent_id: agentId,
      gname: 'Spring blend',
      start_date: '2026-12-01',
      end_date: '2027-01-31',
      weekdays: [5, 1, 3],
      hour_from: 7,
      hour_to: 10,
      weight: 15,
      buids: [buids[0], buids[1], buids[0]],
    });
    expect(created.status).toBe(200);
    const group = created.body.data;
    expect(group).toMatchObject({
      gname: 'Spring blend',
      agent: 'Maple Leaf Coffee',
      maker: '0',
      sts: '1',
      hasAd: false,
      items: 0,
      weekdays: [1, 3, 5],
      hour_from: 7,
      hour_to: 10,
    });
    expect(group?.buildings.map((building) => building.buid).sort()).toEqual([buids[0], buids[1]].sort());
    const id = group?.id;

    const edited = await portal.act('update ad group', { t: sysadmin, id, sts: '0', buids: [buids[2]] });
    expect(edited.body.data).toMatchObject({ sts: '0', buildings: [{ buid: buids[2] }] });
    const backwards = await portal.act('update ad group', { t: adadmin, id, end_date: '2026-11-01' });
    expect(backwards.body).toMatchObject({ code: 'INVALID_PARAMS', issues: [{ path: 'end_date' }] });
    const hours = await portal.act('update ad group', { t: adadmin, id, hour_to: 6 });
    expect(hours.body).toMatchObject({ code: 'INVALID_PARAMS', issues: [{ path: 'hour_to' }] });

    const starred = await portal.act('star ad group', { t: adadmin, id, maker: '1' });
    expect(starred.body.data?.maker).toBe('1');
    expect((await groups({ star: true })).map((row) => row.id)).toContain(id);

    const item = await portal.act('create ad item', {
      t: adadmin,
      group_id: id,
      type: 'image',
      name: 'Blossom cup',
      size: '1080x1920',
      duration_seconds: 12,
      media: poster,
    });
    expect(item.body.data).toMatchObject({
      type: 'image',
      name: 'Blossom cup|1080x1920',
      duration_seconds: 12,
    });
    const listed = await portal.act('ad items', { t: adadmin, group_id: id });
    expect(listed.body.data?.items.map((row) => row.name)).toEqual(['Blossom cup|1080x1920']);
    expect((await groups({ filter: '1' })).find((row) => row.id === id)).toMatchObject({
      hasAd: true,
      items: 1,
    });

    const removed = await portal.act('delete ad item', { t: sysadmin, id: item.body.data?.id });
    expect(removed.body.data).toEqual({ id: item.body.data?.id, group_id: id });
    expect((await groups({ filter: '3' })).map((row) => row.id)).toContain(id);

    const agent = await portal.act('ad agents', { t: adadmin, q: 'Maple Leaf' });
    expect(agent.body.data?.items[0]?.groups).toBe(2);
    const operations = await portal.database.handle.db
      .selectFrom('operation_log')
      .select('operation')
      .where('category', '=', 'Ad')
      .where('operation', 'like', 'ad-%')
      .where((eb) => eb.or([eb('message', 'like', '%Spring blend%'), eb('message', 'like', '%Blossom cup%')]))
      .orderBy('id')
      .execute();
    expect(operations.map((row) => row.operation)).toEqual([
      'ad-group-created',
      'ad-group-updated',
      'ad-group-starred',
      'ad-item-created',
      'ad-item-deleted',
    ]);
  });

  it('refuses bad input and an inactive agent, and writes nothing', async () => {
    const groupsBefore = await count('ad_groups');
    const itemsBefore = await count('ad_items');
    const valid = {
      t: adadmin,
      agent_id: agentId,
      gname: 'Bad',
      start_date: '2026-12-01',
      end_date: '2026-12-31',
      buids: [buids[0]],
    };
    for (const [field, value] of [
      ['gname', ''],
      ['start_date', '2026-13-01'],
      ['end_date', '2026-11-30'],
      ['weekdays', []],
      ['weekdays', [0]],
      ['hour_from', 24],
      ['hour_to', 0],
      ['weight', 0],
      ['buids', []],
    ] as const) {
      const { body } = await portal.act('create ad group', { ...valid, [field]: value });
      expect(body, `${field}=${JSON.stringify(value)}`).toMatchObject({ code: 'INVALID_PARAMS' });
      expect(JSON.stringify(body), field).toContain(field);
    }
    const missingBuilding = await portal.act('create ad group', { ...valid, buids: [999_999] });
    expect(missingBuilding.body).toMatchObject({ code: 'NOT_FOUND' });
    const inactive = await portal.act('ad agents', { t: adadmin, state: 'inactive' });
    const refused = await portal.act('create ad group', {
      ...valid,
      agent_id: inactive.body.data?.items[0]?.id,
    });
    expect(refused.body).toMatchObject({ code: 'CONFLICT', issues: [{ path: 'agent_id' }] });

    const someGroup = (await groups({}))[0]?.id;
    for (const [field, value] of [
      ['name', 'Pipe|name'],
      ['size', '1080'],
      ['size', '0x100'],
      ['type', 'audio'],
      ['duration_seconds', 0],
      ['duration_seconds', 301],
      ['media', 'not-a-file'],
    ] as const) {
      const { body } = await portal.act('create ad item', {
        t: adadmin,
        group_id: someGroup,
        type: 'image',
        name: 'Fine',
        size: '1080x1920',
        duration_seconds: 10,
        media: poster,
        [field]: value,
      });
      expect(body, `${field}=${value}`).toMatchObject({ code: 'INVALID_PARAMS', issues: [{ path: field }] });
    }
    const noGroup = await portal.act('create ad item', {
      t: adadmin,
      group_id: 999_999,
      type: 'image',
      name: 'Fine',
      size: '1080x1920',
      duration_seconds: 10,
      media: poster,
    });
    expect(noGroup.body).toMatchObject({ code: 'NOT_FOUND' });
    expect(await count('ad_groups')).toBe(groupsBefore);
    expect(await count('ad_items')).toBe(itemsBefore);
  });

  it('targets single lockers and screen layouts, with their names, and logs them', async () => {
    const db = portal.database.handle.db;
    const locker = await db
      .selectFrom('machines')
      .innerJoin('buildings', 'buildings.id', 'machines.building_id')
      .select(['machines.uuid', 'machines.name', 'buildings.id as buid', 'buildings.name as bname'])
      .where('machines.retired_at', 'is', null)
      .orderBy('machines.id')
      .executeTakeFirstOrThrow();
    const screen = await db
      .selectFrom('ad_screens')
      .select(['id', 'name', 'width', 'height'])
      .where('name', '=', 'Tall bar with header')
      .executeTakeFirstOrThrow();
    const created = await portal.act('create ad group', {
      t: adadmin,
      agent_id: agentId,
      gname: 'One locker only',
      start_date: '2026-12-01',
      end_date: '2026-12-31',
      muuids: [locker.uuid, locker.uuid],
      screen_ids: [screen.id],
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect(created.body.data).toMatchObject({
      buildings: [],
      machines: [{ uuid: locker.uuid, name: locker.name, buid: locker.buid, bname: locker.bname }],
      screens: [{ id: screen.id, name: screen.name, width: 1080, height: 2160, ad_size: '1080x1920' }],
    });
    const id = created.body.data?.id ?? 0;
    const listed = (await groups({ q: 'One locker only' }))[0];
    expect(listed?.machines.map((machine) => machine.uuid)).toEqual([locker.uuid]);
    expect(listed?.screens.map((row) => row.name)).toEqual([screen.name]);

    // The last locker may not go while no building is left; with a building in its place it may.
    const emptied = await portal.act('update ad group', { t: adadmin, id, muuids: [] });
    expect(emptied.body).toMatchObject({ code: 'INVALID_PARAMS', issues: [{ path: 'buids' }] });
    const swapped = await portal.act('update ad group', {
      t: adadmin,
      id,
      buids: [buids[0]],
      muuids: [],
      screen_ids: [],
    });
    expect(swapped.body.data).toMatchObject({ buildings: [{ buid: buids[0] }], machines: [], screens: [] });

    const logged = await db
      .selectFrom('operation_log')
      .select(['operation', 'before_value', 'after_value'])
      .where('target', '=', 'One locker only')
      .orderBy('id')
      .execute();
    expect(logged.map((row) => row.operation)).toEqual(['ad-group-created', 'ad-group-updated']);
    const readable = locker.name
      .split('#')
      .map((part) => part.trim())
      .filter(Boolean)
      .join(' · ');
    expect(JSON.parse(logged[0]?.after_value ?? '{}')).toMatchObject({
      buids: [],
      lockers: [readable],
      screens: [screen.name],
    });
    expect(JSON.parse(logged[1]?.before_value ?? '{}')).toMatchObject({
      lockers: [readable],
      screens: [screen.name],
    });
    expect(JSON.parse(logged[1]?.after_value ?? '{}')).toMatchObject({ lockers: [], screens: [] });
  });

  it('refuses a group without building or locker, unknown lockers and screens, writing nothing', async () => {
    const before = {
      groups: await count('ad_groups'),
      machines: await count('ad_group_machines'),
      screens: await count('ad_group_screens'),
    };
    const valid = {
      t: adadmin,
      agent_id: agentId,
      gname: 'Nowhere',
      start_date: '2026-12-01',
      end_date: '2026-12-31',
    };
    const nothing = await portal.act('create ad group', valid);
    expect(nothing.body).toMatchObject({ code: 'INVALID_PARAMS', issues: [{ path: 'buids' }] });
    const noLocker = await portal.act('create ad group', { ...valid, muuids: ['no-such-locker'] });
    expect(noLocker.body).toMatchObject({ code: 'NOT_FOUND' });
    const noScreen = await portal.act('create ad group', {
      ...valid,
      buids: [buids[0]],
      screen_ids: [999_999],
    });
    expect(noScreen.body).toMatchObject({ code: 'NOT_FOUND', issues: [{ path: 'screen_ids' }] });
    const badScreen = await portal.act('create ad group', { ...valid, buids: [buids[0]], screen_ids: [0] });
    expect(badScreen.body).toMatchObject({ code: 'INVALID_PARAMS' });
    const some = (await groups({ q: 'Winter warmers' }))[0];
    const edit = await portal.act('update ad group', { t: adadmin, id: some?.id, screen_ids: [999_999] });
    expect(edit.body).toMatchObject({ code: 'NOT_FOUND', issues: [{ path: 'screen_ids' }] });
    expect((await groups({ q: 'Winter warmers' }))[0]?.screens).toEqual(some?.screens);
    expect({
      groups: await count('ad_groups'),
      machines: await count('ad_group_machines'),
      screens: await count('ad_group_screens'),
    }).toEqual(before);
  });

  it("refuses a locker outside the caller's buildings, as a building outside them is", async () => {
    const db = portal.database.handle.db;
    const [kept, other] = buids;
    const owner = await db
      .selectFrom('users')
      .select('id')
      .where('username', '=', 'adadmin')
      .executeTakeFirstOrThrow();
    // An API token of the advertising admin narrowed to one building: the caller's reach is that building only.
    const token = await portal.act('create api token', {
      t: sysadmin,
      name: 'Screens of one building',
      owner: owner.id,
      acts: [actNamed('create ad group').code],
      buildings: [kept],
      expires_at: new Date(portal.clock.now.getTime() + 30 * 86_400_000).toISOString(),
    });
    expect(token.status, JSON.stringify(token.body)).toBe(200);
    const secret = token.body.data?.secret ?? '';
    const withToken = async (params: object) => {
      const response = await portal.app.inject({
        method: 'POST',
        url: '/api',
        payload: actFormBody(actNamed('create ad group').code, portal.codec.encryptJson(params)),
        headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: `Bearer ${secret}` },
      });
      return portal.codec.decryptJson(response.payload) as Record<string, unknown>;
    };
    const lockerIn = async (buildingId: number | undefined) =>
      (
        await db
          .selectFrom('machines')
          .select('uuid')
          .where('building_id', '=', buildingId ?? 0)
          .where('retired_at', 'is', null)
          .orderBy('id')
          .executeTakeFirstOrThrow()
      ).uuid;
    const groupsBefore = await count('ad_groups');
    const params = { agent_id: agentId, gname: 'Reach', start_date: '2026-12-01', end_date: '2026-12-31' };
    const outside = await withToken({ ...params, buids: [kept], muuids: [await lockerIn(other)] });
    expect(outside).toMatchObject({ code: 'FORBIDDEN' });
    expect(await count('ad_groups')).toBe(groupsBefore);
    const inside = await withToken({ ...params, muuids: [await lockerIn(kept)] });
    expect(inside, JSON.stringify(inside)).toMatchObject({ ret: 1 });
    expect(await count('ad_groups')).toBe(groupsBefore + 1);
  });

  it('is for advertising admins and system admins of the operator only', async () => {
    const groupsBefore = await count('ad_groups');
    const some = (await groups({}))[0];
    for (const username of ['partneradmin', 'bdadmin', 'parceladmin']) {
      const token = await portal.login(username);
      expect((await portal.act('ad groups', { t: token })).status, username).toBe(403);
      const star = await portal.act('star ad group', { t: token, id: some?.id, maker: '1' });
      expect(star.status, username).toBe(403);
      const item = await portal.act('create ad item', {
        t: token,
        group_id: some?.id,
        type: 'image',
        name: 'Nope',
        size: '100x100',
        duration_seconds: 5,
        media: poster,
      });
      expect(item.status, username).toBe(403);
    }
    expect(await count('ad_groups')).toBe(groupsBefore);
  });
});
