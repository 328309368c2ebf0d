// Delivery to the lockers' screens on both databases: a locker fetches its playlist on the signed device channel
// (an unchanged one answers "not modified"), a group targeting single lockers or limited to a screen layout reaches
// only those, reports showings and touches in batches (one bad row refuses the whole
// batch, a batch sent twice counts once), and Ad Analytics sums what was reported; unsigned, replayed and retired
// callers are refused.
import type { DeviceCallParams } from '@bluemanager/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoDeviceSecret } from '../../db/seed/demo-devices.js';
import { devicePrivateKey } from '../../domain/devices/device-keys.js';
import { deviceBody, deviceHeaders } from '../../simulator/device-signing.js';
import { startTestPortal, type TestPortal } from '../../../test/support/test-portal.js';
import { testDialects } from '../../../test/support/test-dialects.js';

type Answer = { ok: boolean; code?: string; data?: Record<string, unknown> };

describe.each(testDialects())('ad delivery on %s', (dialect) => {
  let portal: TestPortal;
  let adadmin: string;
  let lastTime = 0;
  let locker: { id: number; uuid: string; building_id: number };
  const db = () => portal.database.handle.db;

  const signed = (uuid: string, call: string, params: object, time?: number) => {
    const body = deviceBody(call as 'ad-playlist', params as never);
    lastTime = time ?? Math.max(lastTime + 1, portal.clock.now.getTime());
    return { body, headers: deviceHeaders(uuid, devicePrivateKey(demoDeviceSecret(uuid)), body, lastTime) };
  };
  const send = async (request: { body: string; headers: Record<string, string> }) => {
    const response = await portal.app.inject({
      method: 'POST',
      url: '/device',
      payload: request.body,
      headers: request.headers,
    });
    return { status: response.statusCode, answer: response.json() as Answer };
  };
  const call = (uuid: string, name: string, params: object) => send(signed(uuid, name, params));
  const daily = async () =>
    db()
      .selectFrom('ad_daily')
      .select((eb) => [
        eb.fn.sum<number>('impressions').as('impressions'),
        eb.fn.sum<number>('touches').as('touches'),
      ])
      .where('machine_id', '=', locker.id)
      .executeTakeFirstOrThrow()
      .then((row) => ({ impressions: Number(row.impressions ?? 0), touches: Number(row.touches ?? 0) }));

  beforeAll(async () => {
    portal = await startTestPortal(dialect);
    adadmin = await portal.login('adadmin');
    // A credentialed locker whose seeded screen has something to play.
    const candidates = await db()
      .selectFrom('machines')
      .innerJoin('ad_machine_screens', 'ad_machine_screens.machine_id', 'machines.id')
      .select(['machines.id', 'machines.uuid', 'machines.building_id'])
      .where('machines.device_key', 'is not', null)
      .where('machines.retired_at', 'is', null)
      .orderBy('machines.id')
      .execute();
    for (const candidate of candidates) {
      const { body } = await portal.act('machine playlist', { t: adadmin, uuid: candidate.uuid });
      if ((body.data?.entries.length ?? 0) > 0) {
        locker = candidate;
        break;
      }
    }
    expect(locker, 'a seeded locker plays something').toBeDefined();
  });
  afterAll(() => portal?.close());

  it('hands a locker its playlist, and "not modified" while it is unchanged', async () => {
    const first = await call(locker.uuid, 'ad-playlist', {});
    expect(first.status, JSON.stringify(first.answer)).toBe(200);
    const playlist = first.answer.data?.playlist as { entries: { item: number; url: string }[] } | null;
    const etag = String(first.answer.data?.etag);
    expect(first.answer.data?.not_modified).toBe(false);
    expect(playlist?.entries.length).toBeGreaterThan(0);
    const media = await portal.app.inject({ method: 'GET', url: playlist?.entries[0]?.url ?? '' });
    expect(media.statusCode).toBe(200);
    const portalView = await portal.act('machine playlist', { t: adadmin, uuid: locker.uuid });
    expect(portalView.body.data?.etag).toBe(etag);

    const again = await call(locker.uuid, 'ad-playlist', { etag });
    expect(again.answer.data).toEqual({ etag, not_modified: true, playlist: null });

    // A campaign change is a new playlist.
    const item = playlist?.entries[0]?.item ?? 0;
    const row = await db()
      .selectFrom('ad_items')
      .select('group_id')
      .where('id', '=', item)
      .executeTakeFirstOrThrow();
    await portal.act('update ad group', { t: adadmin, id: row.group_id, weight: 99 });
    const changed = await call(locker.uuid, 'ad-playlist', { etag });
    expect(changed.answer.data?.not_modified).toBe(false);
    expect(changed.answer.data?.etag).not.toBe(etag);
  });

  describe('targets', () => {
    type Locker = { id: number; uuid: string; building_id: number; screen: string };
    /** Credentialed lockers whose screen's ad area is 1080x1920, the seeded poster's size. */
    const portraitLockers = async (): Promise<Locker[]> =>
      db()
        .selectFrom('machines')
        .innerJoin('ad_machine_screens', 'ad_machine_screens.machine_id', 'machines.id')
        .innerJoin('ad_screens', 'ad_screens.id', 'ad_machine_screens.screen_id')
        .select(['machines.id', 'machines.uuid', 'machines.building_id', 'ad_screens.name as screen'])
        .where('machines.device_key', 'is not', null)
        .where('machines.retired_at', 'is', null)
        .where('ad_screens.name', 'in', ['Portrait 32-inch', 'Tall bar with header'])
        .orderBy('machines.id')
        .execute();
    const agentId = async () =>
      (await db().selectFrom('ad_agents').select('id').where('active', '=', 1).executeTakeFirstOrThrow()).id;
    /** A running group with one 1080x1920 picture, made through the acts; answers the item's id. */
    const groupWith = async (gname: string, targets: Record<string, unknown>) => {
      const created = await portal.act('create ad group', {
        t: adadmin,
        agent_id: await agentId(),
        gname,
        start_date: '2026-10-01',
        end_date: '2026-12-31',
        ...targets,
      });
      expect(created.status, JSON.stringify(created.body)).toBe(200);
      const poster = await db()
        .selectFrom('ad_media')
        .select('sha256')
        .where('kind', '=', 'image')
        .where('width', '=', 1080)
        .where('height', '=', 1920)
        .executeTakeFirstOrThrow();
      const item = await portal.act('create ad item', {
        t: adadmin,
        group_id: created.body.data?.id,
        type: 'image',
        name: gname,
        size: '1080x1920',
        duration_seconds: 10,
        media: poster.sha256,
      });
      expect(item.status, JSON.stringify(item.body)).toBe(200);
      return item.body.data?.id ?? 0;
    };
    const plays = async (uuid: string) => {
      const { body } = await portal.act('machine playlist', { t: adadmin, uuid });
      return (body.data?.entries ?? []).map((entry) => entry.item);
    };

    it("reaches a locker it targets alone, not its neighbour's playlist, and takes that locker's report", async () => {
      const lockers = await portraitLockers();
      // Two lockers of one building, both showing 1080x1920 ads: only the targeted one plays the group.
      const pair = lockers.flatMap((first) => {
        const neighbour = lockers.find(
          (other) => other.building_id === first.building_id && other.id !== first.id,
        );
        return neighbour ? [[first, neighbour] as const] : [];
      })[0];
      expect(pair, 'a building with two 1080x1920 screens').toBeDefined();
      const [target, neighbour] = pair ?? [];
      if (!target || !neighbour) return;
      const item = await groupWith('Just this locker', { muuids: [target.uuid] });
      expect(await plays(target.uuid)).toContain(item);
      expect(await plays(neighbour.uuid)).not.toContain(item);
      const fetched = await call(target.uuid, 'ad-playlist', {});
      const entries = (fetched.answer.data?.playlist as { entries: { item: number }[] }).entries;
      expect(entries.map((entry) => entry.item)).toContain(item);

      const at = new Date(portal.clock.now.getTime() - 60_000).toISOString();
      const row = { item, at, impressions: 1, touches: 0, play_seconds: 10 };
      const counted = await call(target.uuid, 'ad-report', { batch: 'targeted-1', rows: [row] });
      expect(counted.answer, JSON.stringify(counted.answer)).toMatchObject({
        ok: true,
        data: { accepted: 1 },
      });
      const refused = await call(neighbour.uuid, 'ad-report', { batch: 'targeted-2', rows: [row] });
      expect(refused.answer).toMatchObject({ ok: false, code: 'NOT_FOUND' });
    });

    it('limited to a screen layout, does not reach a targeted locker carrying another', async () => {
      const lockers = await portraitLockers();
      const portrait = lockers.find((locker) => locker.screen === 'Portrait 32-inch');
      const headed = lockers.find((locker) => locker.screen === 'Tall bar with header');
      expect(portrait && headed, 'lockers with each 1080x1920 layout').toBeTruthy();
      if (!portrait || !headed) return;
      const tall = await db()
        .selectFrom('ad_screens')
        .select('id')
        .where('name', '=', 'Tall bar with header')
        .executeTakeFirstOrThrow();
      // Both ad areas are 1080x1920, so only the screen rule keeps the picture off the portrait screen.
      const item = await groupWith('Tall bars only', {
        buids: [portrait.building_id, headed.building_id],
        screen_ids: [tall.id],
      });
      expect(await plays(headed.uuid)).toContain(item);
      expect(await plays(portrait.uuid)).not.toContain(item);
    });
  });

  it('refuses unsigned, forged, replayed and retired callers', async () => {
    const plain = await send({
      body: deviceBody('ad-playlist', {}),
      headers: { 'content-type': 'application/json' },
    });
    expect(plain).toMatchObject({ status: 401, answer: { ok: false, code: 'UNAUTHENTICATED' } });
    const request = signed(locker.uuid, 'ad-playlist', {});
    expect((await send(request)).status).toBe(200);
    expect((await send(request)).answer).toMatchObject({ ok: false, code: 'UNAUTHENTICATED' });
    const forged = signed(locker.uuid, 'ad-playlist', {});
    const signature = forged.headers['x-machine-signature'] ?? '';
    forged.headers['x-machine-signature'] = signature.replace(/^./, (c) => (c === 'A' ? 'B' : 'A'));
    expect((await send(forged)).status).toBe(401);
    const other = await db()
      .selectFrom('machines')
      .select(['id', 'uuid'])
      .where('device_key', 'is not', null)
      .where('id', '!=', locker.id)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    await db()
      .updateTable('machines')
      .set({ retired_at: portal.clock.now.toISOString() })
      .where('id', '=', other.id)
      .execute();
    expect((await call(other.uuid, 'ad-playlist', {})).status).toBe(401);
  });

  it('counts a batch once and refuses a batch with any bad row whole', async () => {
    const fetched = await call(locker.uuid, 'ad-playlist', {});
    const entries = (fetched.answer.data?.playlist as { entries: { item: number }[] }).entries;
    const item = entries[0]?.item ?? 0;
    const at = new Date(portal.clock.now.getTime() - 60_000).toISOString();
    const good: DeviceCallParams<'ad-report'>['rows'] = [
      { item, at, impressions: 3, touches: 1, play_seconds: 30 },
      {
        item,
        at: new Date(portal.clock.now.getTime() - 120_000).toISOString(),
        impressions: 2,
        touches: 0,
        play_seconds: 20,
      },
    ];
    const before = await daily();
    const sent = await call(locker.uuid, 'ad-report', { batch: 'batch-0001', rows: good });
    expect(sent.answer, JSON.stringify(sent.answer)).toMatchObject({
      ok: true,
      data: { accepted: 2, duplicate: false },
    });
    expect(await daily()).toEqual({ impressions: before.impressions + 5, touches: before.touches + 1 });
    const twice = await call(locker.uuid, 'ad-report', { batch: 'batch-0001', rows: good });
    expect(twice.answer.data).toEqual({ accepted: 0, duplicate: true });
    expect(await daily()).toEqual({ impressions: before.impressions + 5, touches: before.touches + 1 });

    const elsewhere = await db()
      .selectFrom('ad_items')
      .innerJoin('ad_group_buildings', 'ad_group_buildings.group_id', 'ad_items.group_id')
      .select('ad_items.id')
      .where('ad_group_buildings.building_id', '!=', locker.building_id)
      .where(
        'ad_items.id',
        'not in',
        db()
          .selectFrom('ad_items as mine')
          .innerJoin('ad_group_buildings as gb', 'gb.group_id', 'mine.group_id')
          .select('mine.id')
          .where('gb.building_id', '=', locker.building_id),
      )
      .where(
        'ad_items.group_id',
        'not in',
        db().selectFrom('ad_group_machines').select('group_id').where('machine_id', '=', locker.id),
      )
      .executeTakeFirstOrThrow();
    const old = new Date(portal.clock.now.getTime() - 8 * 86_400_000).toISOString();
    const future = new Date(portal.clock.now.getTime() + 3_600_000).toISOString();
    const bad: [string, Record<string, unknown>, string][] = [
      ['negative', { impressions: -1 }, 'INVALID_PARAMS'],
      ['absurd', { impressions: 100_000 }, 'INVALID_PARAMS'],
      ['touched unseen', { impressions: 1, touches: 2 }, 'INVALID_PARAMS'],
      ['too long on screen', { impressions: 1, play_seconds: 3000 }, 'INVALID_PARAMS'],
      ['too old', { at: old }, 'INVALID_PARAMS'],
      ['in the future', { at: future }, 'INVALID_PARAMS'],
      ['not played here', { item: elsewhere.id }, 'NOT_FOUND'],
      ['no item', { item: 2_147_483_647 }, 'NOT_FOUND'],
    ];
    for (const [why, change, code] of bad) {
      const rows = [good[0], { ...good[1], ...change }];
      const { answer } = await call(locker.uuid, 'ad-report', {
        batch: `bad-${why.replace(/ /g, '-')}`,
        rows,
      });
      expect(answer, why).toMatchObject({ ok: false, code });
    }
    const tooMany = Array.from({ length: 501 }, () => good[0]);
    expect((await call(locker.uuid, 'ad-report', { batch: 'batch-many', rows: tooMany })).answer.code).toBe(
      'INVALID_PARAMS',
    );
    expect((await call(locker.uuid, 'ad-report', { batch: 'x', rows: good })).answer.code).toBe(
      'INVALID_PARAMS',
    );
    expect(await daily()).toEqual({ impressions: before.impressions + 5, touches: before.touches + 1 });
  });

  it('sums what the lockers reported in Ad Analytics, per item, group, agent, building and day', async () => {
    const period = { from: '2026-09-25', to: '2026-11-01' };
    const byDay = await portal.act('ad analytics', { t: adadmin, ...period, by: 'day' });
    const totals = byDay.body.data?.totals;
    expect(totals?.impressions).toBeGreaterThan(1000);
    expect(byDay.body.data?.days.length).toBe(38);
    // Analytics reads the building rollup: it holds exactly what the lockers' own rows add up to.
    const perLocker = await db()
      .selectFrom('ad_daily')
      .select((eb) => eb.fn.sum<number>('impressions').as('impressions'))
      .where('day', '>=', period.from)
      .where('day', '<=', period.to)
      .executeTakeFirstOrThrow();
    expect(Number(perLocker.impressions)).toBe(totals?.impressions);
    for (const by of ['item', 'group', 'agent', 'building'] as const) {
      const { body } = await portal.act('ad analytics', { t: adadmin, ...period, by });
      const rows = body.data?.rows ?? [];
      expect(rows.length, by).toBeGreaterThan(0);
      expect(
        rows.reduce((sum, row) => sum + row.impressions, 0),
        by,
      ).toBe(totals?.impressions);
      expect(
        rows.every((row) => !row.label.includes('|')),
        by,
      ).toBe(true);
    }
    const today = byDay.body.data?.days.find((day) => day.day === '2026-11-01');
    expect(today?.impressions).toBeGreaterThanOrEqual(5);

    const agents = await portal.act('ad analytics', { t: adadmin, ...period, by: 'agent' });
    const agent = agents.body.data?.rows[0];
    const report = await portal.act('ad analytics', {
      t: adadmin,
      ...period,
      by: 'item',
      agent_id: Number(agent?.key),
    });
    expect(report.body.data?.totals.impressions).toBe(agent?.impressions);

    expect(
      (await portal.act('ad analytics', { t: adadmin, from: '2026-11-02', to: '2026-11-01' })).body,
    ).toMatchObject({
      code: 'INVALID_PARAMS',
      issues: [{ path: 'to' }],
    });
    expect(
      (await portal.act('ad analytics', { t: adadmin, from: '2025-01-01', to: '2026-11-01' })).body,
    ).toMatchObject({
      code: 'INVALID_PARAMS',
    });
    expect((await portal.act('ad analytics', { t: await portal.login('bdadmin'), ...period })).status).toBe(
      403,
    );
  });
});
