// The Ad Groups list filtered by its targets (act 53010's buid, muuid and screen_id) on both databases: a building
// keeps the groups aimed at it or at one of its lockers; a locker keeps the groups it plays (its building's or its
// own, and only those whose screen layouts fit the one it carries); a screen layout keeps the groups limited to it.
// An unknown locker and a malformed layout are refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPortal, type TestPortal } from '../../../test/support/test-portal.js';
import { testDialects } from '../../../test/support/test-dialects.js';

const PREFIX = 'Target filter ';

describe.each(testDialects())('ad group target filters on %s', (dialect) => {
  let portal: TestPortal;
  let adadmin: string;
  beforeAll(async () => {
    portal = await startTestPortal(dialect);
    adadmin = await portal.login('adadmin');
  });
  afterAll(() => portal?.close());

  const names = async (params: Record<string, unknown>) => {
    const { body } = await portal.act('ad groups', { t: adadmin, q: PREFIX, count: 500, ...params });
    expect(body.code, JSON.stringify(body)).toBeUndefined();
    return (body.data?.items ?? []).map((group) => group.gname.slice(PREFIX.length)).sort();
  };

  it('keeps the groups aimed at a building, played by a locker, or limited to a screen layout', async () => {
    const db = portal.database.handle.db;
    // A locker carrying a screen layout, a second locker of its building, another building and another layout.
    const carrier = await db
      .selectFrom('ad_machine_screens')
      .innerJoin('machines', 'machines.id', 'ad_machine_screens.machine_id')
      .select(['machines.id', 'machines.uuid', 'machines.building_id', 'ad_machine_screens.screen_id'])
      .where('machines.retired_at', 'is', null)
      .orderBy('machines.id')
      .executeTakeFirstOrThrow();
    const neighbour = await db
      .selectFrom('machines')
      .select('uuid')
      .where('building_id', '=', carrier.building_id)
      .where('id', '!=', carrier.id)
      .executeTakeFirstOrThrow();
    const elsewhere = await db
      .selectFrom('buildings')
      .select('id')
      .where('id', '!=', carrier.building_id)
      .executeTakeFirstOrThrow();
    const otherScreen = await db
      .selectFrom('ad_screens')
      .select('id')
      .where('id', '!=', carrier.screen_id)
      .executeTakeFirstOrThrow();
    const agents = await portal.act('ad agents', { t: adadmin, q: 'Maple Leaf' });
    const agentId = agents.body.data?.items[0]?.id ?? 0;
    const create = async (name: string, targets: Record<string, unknown>) => {
      const answer = await portal.act('create ad group', {
        t: adadmin,
        agent_id: agentId,
        gname: `${PREFIX}${name}`,
        start_date: '2026-12-01',
        end_date: '2026-12-31',
        ...targets,
      });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    };
    await create('building', { buids: [carrier.building_id] });
    await create('carrier', { muuids: [carrier.uuid] });
    await create('neighbour', { muuids: [neighbour.uuid] });
    await create('building, other screen', { buids: [carrier.building_id], screen_ids: [otherScreen.id] });
    await create('carrier, its screen', { muuids: [carrier.uuid], screen_ids: [carrier.screen_id] });
    await create('elsewhere', { buids: [elsewhere.id] });
    await create('elsewhere, its screen', { buids: [elsewhere.id], screen_ids: [carrier.screen_id] });

    expect(await names({})).toHaveLength(7);
    expect(await names({ buid: carrier.building_id })).toEqual([
      'building',
      'building, other screen',
      'carrier',
      'carrier, its screen',
      'neighbour',
    ]);
    expect(await names({ muuid: carrier.uuid })).toEqual(['building', 'carrier', 'carrier, its screen']);
    expect(await names({ screen_id: carrier.screen_id })).toEqual([
      'carrier, its screen',
      'elsewhere, its screen',
    ]);
    expect(await names({ screen_id: otherScreen.id })).toEqual(['building, other screen']);
    // The filters combine: the carrier's building among the groups limited to its layout.
    expect(await names({ buid: carrier.building_id, screen_id: carrier.screen_id })).toEqual([
      'carrier, its screen',
    ]);
    // The total follows the filter, so the pages do too.
    const paged = await portal.act('ad groups', { t: adadmin, q: PREFIX, muuid: carrier.uuid, count: 2 });
    expect(paged.body.data?.total).toBe(3);
    expect(paged.body.data?.items).toHaveLength(2);
  });

  it('refuses an unknown locker and a malformed building or screen layout', async () => {
    const unknown = await portal.act('ad groups', { t: adadmin, muuid: 'no-such-locker' });
    expect(['NOT_FOUND', 'FORBIDDEN']).toContain(unknown.body.code);
    for (const params of [{ screen_id: 'tall' }, { screen_id: 0 }, { buid: -3 }]) {
      const answer = await portal.act('ad groups', { t: adadmin, ...params });
      expect(answer.body.code, JSON.stringify(params)).toBe('INVALID_PARAMS');
    }
  });
});
