// Screens (acts 53500–53505) on both databases: the seeded layouts with their ad areas and machine counts, a new
// layout and its header checked against its kind, which machine carries which screen, a locker's playlist sized
// for its screen; levels 6 and 10 only, nothing written on a refusal.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPortal, type TestPortal } from '../../../test/support/test-portal.js';
import { testDialects } from '../../../test/support/test-dialects.js';

describe.each(testDialects())('ad screens on %s', (dialect) => {
  let portal: TestPortal;
  let adadmin: string;
  const db = () => portal.database.handle.db;
  const countScreens = async () => (await db().selectFrom('ad_screens').select('id').execute()).length;

  beforeAll(async () => {
    portal = await startTestPortal(dialect);
    adadmin = await portal.login('adadmin');
  });
  afterAll(() => portal?.close());

  it('lists the layouts of each kind with their ad area and machines', async () => {
    const full = await portal.act('ad screens', { t: adadmin, layout: 'full' });
    expect(full.body.data?.screens.map((screen) => screen.ad_size)).toEqual([
      '768x1024',
      '1080x1920',
      '1920x1080',
    ]);
    const header = await portal.act('ad screens', { t: adadmin, layout: 'header' });
    expect(header.body.data?.screens).toEqual([
      expect.objectContaining({ name: 'Tablet with header', ad_size: '768x1024', header_height: 256 }),
      expect.objectContaining({ name: 'Tall bar with header', ad_size: '1080x1920', header_height: 240 }),
    ]);
    const all = await portal.act('ad screens', { t: adadmin });
    const carried = (all.body.data?.screens ?? []).reduce((sum, screen) => sum + screen.machines, 0);
    const machines = await portal.act('ad screen machines', { t: adadmin, layout: 'all', count: 1 });
    const bare = await portal.act('ad screen machines', { t: adadmin, layout: 'none', count: 500 });
    expect(carried + (bare.body.data?.total ?? 0)).toBe(machines.body.data?.total);
    expect(bare.body.data?.items.every((machine) => machine.screen === null)).toBe(true);
    const headers = await portal.act('ad screen machines', { t: adadmin, layout: 'header', count: 500 });
    expect(headers.body.data?.items.every((machine) => machine.layout === 'header')).toBe(true);
  });

  it('adds and edits a layout, checking the header against its kind', async () => {
    const before = await countScreens();
    for (const params of [
      { layout: 'full', header_height: 100 },
      { layout: 'header', header_height: 0 },
      { layout: 'header', header_height: 1900 },
      { width: 50 },
      { name: '' },
    ]) {
      const { body } = await portal.act('create ad screen', {
        t: adadmin,
        name: 'Kiosk',
        layout: 'full',
        width: 1080,
        height: 1920,
        ...params,
      } as never);
      expect(body, JSON.stringify(params)).toMatchObject({ code: 'INVALID_PARAMS' });
    }
    expect(await countScreens()).toBe(before);
    const created = await portal.act('create ad screen', {
      t: adadmin,
      name: 'Kiosk with banner',
      layout: 'header',
      width: 1080,
      height: 2020,
      header_height: 100,
    });
    expect(created.body.data).toMatchObject({ layout: 'header', ad_size: '1080x1920', machines: 0 });
    const id = created.body.data?.id ?? 0;
    const refused = await portal.act('update ad screen', {
      t: adadmin,
      id,
      name: 'Kiosk',
      width: 1080,
      height: 2020,
      header_height: 0,
    });
    expect(refused.body).toMatchObject({ code: 'INVALID_PARAMS', issues: [{ path: 'header_height' }] });
    const edited = await portal.act('update ad screen', {
      t: adadmin,
      id,
      name: 'Kiosk',
      width: 1080,
      height: 2080,
      header_height: 160,
    });
    expect(edited.body.data).toMatchObject({ name: 'Kiosk', ad_size: '1080x1920' });

    const machine = (await portal.act('ad screen machines', { t: adadmin, layout: 'none', count: 1 })).body
      .data?.items[0];
    const set = await portal.act('set machine screen', {
      t: adadmin,
      uuid: machine?.uuid ?? '',
      screen_id: id,
    });
    expect(set.body.data).toMatchObject({ screen: 'Kiosk', layout: 'header', ad_size: '1080x1920' });
    const playlist = await portal.act('machine playlist', { t: adadmin, uuid: machine?.uuid ?? '' });
    expect(playlist.body.data?.ad_size).toBe('1080x1920');
    expect(
      playlist.body.data?.entries.every(
        (entry) => entry.mime.startsWith('image/') || entry.mime === 'video/mp4',
      ),
    ).toBe(true);
    const cleared = await portal.act('set machine screen', {
      t: adadmin,
      uuid: machine?.uuid ?? '',
      screen_id: null,
    });
    expect(cleared.body.data?.screen).toBeNull();
    const empty = await portal.act('machine playlist', { t: adadmin, uuid: machine?.uuid ?? '' });
    expect(empty.body.data).toMatchObject({ screen: null, entries: [] });
    expect(
      (await portal.act('set machine screen', { t: adadmin, uuid: machine?.uuid ?? '', screen_id: 999_999 }))
        .body,
    ).toMatchObject({
      code: 'NOT_FOUND',
    });
    const operations = await db()
      .selectFrom('operation_log')
      .select('operation')
      .where('operation', 'like', 'ad-%screen%')
      .orderBy('id')
      .execute();
    expect(operations.map((row) => row.operation)).toEqual([
      'ad-screen-created',
      'ad-screen-updated',
      'ad-machine-screen-set',
      'ad-machine-screen-set',
    ]);
  });

  it('is for advertising admins and system admins of the operator only', async () => {
    const before = await countScreens();
    for (const username of ['bdadmin', 'partneradmin', 'parceladmin']) {
      const token = await portal.login(username);
      expect((await portal.act('ad screens', { t: token })).status, username).toBe(403);
      const created = await portal.act('create ad screen', {
        t: token,
        name: 'X',
        layout: 'full',
        width: 800,
        height: 600,
      });
      expect(created.status, username).toBe(403);
    }
    expect(await countScreens()).toBe(before);
  });
});
