// Dashboards: each number checked against the parcels themselves, before and after the rollup, and the refusals.
import { localMidnight } from '../../src/domain/zoned-time.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  rebuildRollup,
  refreshRollup,
  rollupMatchesParcels,
} from '../../src/sections/dashboard/parcel-rollup.js';
import { addDays, dayStart, utcDay } from '../../src/sections/dashboard/utc-days.js';
import { startTestPortal, type TestPortal } from '../support/test-portal.js';
import { testDialects } from '../support/test-dialects.js';

interface Manager {
  buildings: number;
  waiting: number;
  overdue: number;
  collected_today: number;
  today_start: string;
  occupancy: { size: string; total: number; occupied: number; out_of_service: number }[];
  offline: { uuid: string }[];
  days: string[];
  by_carrier: { carrier: string; deposited: number[] }[];
}
interface Row {
  deposited: number;
  collected: number;
  returned: number;
  late: number;
  overdue_rate: number;
  dwell_hours: number;
}
interface Statistics {
  total: Row;
  by_building: (Row & { buid: number })[];
  by_carrier: (Row & { carrier: string })[];
  by_day: (Row & { day: string })[];
}

const data = <T>(body: Record<string, unknown>) => (body as { data: T }).data;

describe.each(testDialects())('dashboards on %s', (dialect) => {
  let portal: TestPortal;
  let sysadmin: string;
  let bdadmin: string;
  let managed: number[];
  const db = () => portal.database.handle.db;
  const count = async (build: (query: ReturnType<typeof base>) => ReturnType<typeof base>) =>
    Number((await build(base()).executeTakeFirstOrThrow()).n);
  const base = () =>
    db()
      .selectFrom('parcels')
      .select((eb) => eb.fn.countAll<number>().as('n'));

  beforeAll(async () => {
    portal = await startTestPortal(dialect);
    sysadmin = await portal.login('sysadmin');
    bdadmin = await portal.login('bdadmin');
    managed = await portal.managedBuildings('bdadmin');
  });
  afterAll(() => portal?.close());

  it("counts a manager's buildings as the parcels say", async () => {
    const now = portal.clock.now;
    const view = data<Manager>((await portal.act('manager view', { t: bdadmin })).body);
    const inScope = (query: ReturnType<typeof base>) => query.where('building_id', 'in', managed);
    expect(view.buildings).toBe(managed.length);
    expect(view.waiting).toBe(await count((q) => inScope(q).where('state', '=', 'pending')));
    expect(view.overdue).toBe(
      await count((q) => inScope(q).where('state', '=', 'pending').where('due_at', '<', now.toISOString())),
    );
    expect(view.overdue).toBeGreaterThan(0);
    expect(view.collected_today).toBe(
      await count((q) =>
        inScope(q)
          .where('state', '=', 'collected')
          .where('collected_at', '>=', dayStart(utcDay(now))),
      ),
    );
    expect(view.today_start).toBe(dayStart(utcDay(now)));
    const compartments = await db()
      .selectFrom('compartments')
      .innerJoin('machines', 'machines.id', 'compartments.machine_id')
      .select(['compartments.state'])
      .where('machines.building_id', 'in', managed)
      .execute();
    expect(view.occupancy.reduce((sum, row) => sum + row.total, 0)).toBe(compartments.length);
    expect(view.occupancy.reduce((sum, row) => sum + row.occupied, 0)).toBe(
      compartments.filter((c) => c.state === 'occupied').length,
    );
    expect(view.days).toHaveLength(30);
    expect(view.days.at(-1)).toBe(utcDay(now));
    const deposited = view.by_carrier.reduce((sum, row) => sum + row.deposited.reduce((a, b) => a + b, 0), 0);
    expect(deposited).toBe(
      await count((q) =>
        inScope(q)
          .where('deposited_at', '>=', dayStart(view.days[0] ?? ''))
          .where('deposited_at', '<', dayStart(addDays(utcDay(now), 1))),
      ),
    );
    expect(view.by_carrier[0]?.carrier).toBe('Amazon');
  });

  it("counts 'collected today' from midnight where the viewer is", async () => {
    const now = portal.clock.now;
    const zone = 'America/Toronto';
    const view = data<Manager>((await portal.act('manager view', { t: bdadmin, tz: zone })).body);
    const start = localMidnight(now, zone).toISOString();
    expect(view.today_start).toBe(start);
    expect(view.collected_today).toBe(
      await count((q) =>
        q
          .where('building_id', 'in', managed)
          .where('state', '=', 'collected')
          .where('collected_at', '>=', start),
      ),
    );
    expect((await portal.act('manager view', { t: bdadmin, tz: 'Mars/Olympus' })).body).toMatchObject({
      code: 'INVALID_PARAMS',
    });
  });

  it('narrows to one building and refuses others and other roles', async () => {
    const one = data<Manager>((await portal.act('manager view', { t: bdadmin, buid: managed[0] })).body);
    expect(one.buildings).toBe(1);
    const foreign = await db()
      .selectFrom('buildings')
      .select('id')
      .where('id', 'not in', managed)
      .executeTakeFirstOrThrow();
    expect((await portal.act('manager view', { t: bdadmin, buid: foreign.id })).body).toMatchObject({
      code: 'FORBIDDEN',
    });
    const metro = await portal.login('metro');
    expect((await portal.act('manager view', { t: metro })).body).toMatchObject({ code: 'FORBIDDEN' });
    for (const code of [52051, 52052, 52053]) {
      expect(
        (await portal.call(code, { t: bdadmin, from: '2026-10-01', to: '2026-10-31' })).body,
      ).toMatchObject({ code: 'FORBIDDEN' });
    }
    const partner = await portal.login('partneradmin');
    expect((await portal.act('admin view', { t: partner })).body).toMatchObject({ code: 'FORBIDDEN' });
    const partnerView = data<Manager>((await portal.act('manager view', { t: partner })).body);
    expect(partnerView.buildings).toBe(4);
  });

  it('gives the admin the urgent unattended deliveries and the network counts', async () => {
    const view = data<{
      urgent: { id: number }[];
      unattended: number;
      abnormal: number;
      overdue: number;
      offline_lockers: number;
      overdue_by_building: { count: number }[];
    }>((await portal.act('admin view', { t: sysadmin })).body);
    const unattended = await count((q) => q.where('state', '=', 'pending').where('unattended', '=', 1));
    expect(view.unattended).toBe(unattended);
    expect(view.urgent).toHaveLength(Math.min(unattended, view.urgent.length));
    expect(view.urgent.length).toBeGreaterThan(0);
    expect(view.abnormal).toBe(
      await count((q) => q.where('state', '=', 'pending').where('abnormal', '=', 1)),
    );
    const overdue = await count((q) =>
      q.where('state', '=', 'pending').where('due_at', '<', portal.clock.now.toISOString()),
    );
    expect(view.overdue).toBe(overdue);
    expect(view.overdue_by_building[0]?.count).toBeGreaterThan(0);
    expect(view.offline_lockers).toBeGreaterThan(0);
    const parcelAdmin = await portal.login('parceladmin');
    expect((await portal.act('admin view', { t: parcelAdmin })).status).toBe(200);
  });

  describe('statistics', () => {
    const from = addDays('2026-11-01', -59);
    const to = '2026-11-01';

    async function direct(buildingIds?: number[]) {
      const scoped = (query: ReturnType<typeof base>) =>
        buildingIds ? query.where('building_id', 'in', buildingIds) : query;
      const lo = dayStart(from);
      const hi = dayStart(addDays(to, 1));
      let departures = db()
        .selectFrom('parcels')
        .select(['state', 'deposited_at', 'collected_at', 'due_at'])
        .where('collected_at', '>=', lo)
        .where('collected_at', '<', hi)
        .where('state', 'in', ['collected', 'returned']);
      if (buildingIds) departures = departures.where('building_id', 'in', buildingIds);
      const left = await departures.execute();
      const collected = left.filter((row) => row.state === 'collected');
      const dwell = collected.reduce(
        (sum, row) => sum + (Date.parse(row.collected_at ?? '') - Date.parse(row.deposited_at ?? '')) / 1000,
        0,
      );
      return {
        deposited: await count((q) =>
          scoped(q).where('deposited_at', '>=', lo).where('deposited_at', '<', hi),
        ),
        collected: collected.length,
        returned: left.length - collected.length,
        late: left.filter((row) => row.due_at !== null && (row.collected_at ?? '') > row.due_at).length,
        dwellHours: collected.length ? dwell / collected.length / 3600 : 0,
      };
    }

    it('sums volumes, dwell time and overdue rate over the period, per building, carrier and day', async () => {
      const stats = data<Statistics>((await portal.act('statistic view', { t: sysadmin, from, to })).body);
      const expected = await direct();
      expect(stats.total).toMatchObject({
        deposited: expected.deposited,
        collected: expected.collected,
        returned: expected.returned,
        late: expected.late,
      });
      expect(stats.total.deposited).toBeGreaterThan(4000);
      expect(stats.total.dwell_hours).toBeCloseTo(expected.dwellHours, 1);
      expect(stats.total.overdue_rate).toBeCloseTo(
        expected.late / (expected.collected + expected.returned),
        3,
      );
      const sum = (rows: Row[], key: keyof Row) => rows.reduce((total, row) => total + row[key], 0);
      for (const key of ['deposited', 'collected', 'returned', 'late'] as const) {
        expect(sum(stats.by_building, key)).toBe(stats.total[key]);
        expect(sum(stats.by_carrier, key)).toBe(stats.total[key]);
        expect(sum(stats.by_day, key)).toBe(stats.total[key]);
      }
      const one = data<Statistics>(
        (await portal.act('statistic view', { t: sysadmin, from, to, buid: managed[0], carrier: 'Amazon' }))
          .body,
      );
      expect(one.by_building.map((row) => row.buid)).toEqual([managed[0]]);
      expect(one.by_carrier.map((row) => row.carrier)).toEqual(['Amazon']);
    });

    it('refuses a backwards or too long period', async () => {
      expect((await portal.act('statistic view', { t: sysadmin, from: to, to: from })).body).toMatchObject({
        code: 'INVALID_PARAMS',
      });
      expect(
        (await portal.act('statistic view', { t: sysadmin, from: '2020-01-01', to })).body,
      ).toMatchObject({
        code: 'INVALID_PARAMS',
      });
      expect(
        (await portal.act('statistic view', { t: sysadmin, from: '2026-13-01', to })).body,
      ).toMatchObject({
        code: 'INVALID_PARAMS',
      });
      for (const code of [52052, 52053]) {
        expect((await portal.call(code, { t: sysadmin, from, to, buid: 999999 })).body).toMatchObject({
          code: 'NOT_FOUND',
        });
      }
    });

    it('exports the same numbers as CSV', async () => {
      const { filename, csv } = data<{ filename: string; csv: string }>(
        (await portal.act('statistic CSV', { t: sysadmin, from, to })).body,
      );
      expect(filename).toBe(`statistics-${from}-to-${to}.csv`);
      const lines = csv.trimEnd().split('\r\n');
      expect(lines[0]).toBe('building,carrier,deposited,collected,returned,late,overdue_rate,dwell_hours');
      const deposited = lines.slice(1).reduce((sum, line) => sum + Number(line.split(',')[2]), 0);
      expect(deposited).toBe((await direct()).deposited);
    });

    it('rolls forward when the day changes and rebuilds when history is added behind it', async () => {
      await rebuildRollup(db(), portal.clock.now);
      expect(await rollupMatchesParcels(db())).toBe(true);
      const before = data<Statistics>((await portal.act('statistic view', { t: sysadmin, from, to })).body);
      const template = await db()
        .selectFrom('parcels')
        .selectAll()
        .where('state', '=', 'collected')
        .executeTakeFirstOrThrow();
      const copy = { ...template, id: undefined };
      await db().insertInto('parcels').values(copy).execute();
      expect(await rollupMatchesParcels(db())).toBe(false);
      expect(await refreshRollup(db(), portal.clock.now)).toBe('rebuilt');
      const after = data<Statistics>((await portal.act('statistic view', { t: sysadmin, from, to })).body);
      const inPeriod = (template.deposited_at ?? '') >= dayStart(from) ? 1 : 0;
      expect(after.total.deposited).toBe(before.total.deposited + inPeriod);

      portal.clock.advance(24 * 3_600_000);
      const tomorrow = utcDay(portal.clock.now);
      const admin = await portal.login('sysadmin');
      const rolled = data<Statistics>(
        (await portal.act('statistic view', { t: admin, from, to: tomorrow })).body,
      );
      expect(rolled.total.deposited).toBe(after.total.deposited);
      const stored = await db().selectFrom('rollup_state').select('value').executeTakeFirstOrThrow();
      expect(stored.value).toBe(tomorrow);
      expect(await rollupMatchesParcels(db())).toBe(true);
    });
  });
});
