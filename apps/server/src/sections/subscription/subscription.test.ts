// Subscription (acts 65501–65510) on both databases: the demo seeds plans, units and three months of invoices whose
// totals are their lines; the All Buildings list searches names and addresses and filters by machines; units are
// added, renamed (their members move with them) and deactivated (no longer billed); a month's generation run is
// idempotent and exact to the cent, pro-rated for a plan started mid-month; invoices move draft → issued → paid or
// void and no other way; a partner sees only its buildings and sets no plan; bad input is refused with no write.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SubscriptionBuilding } from '@bluemanager/protocol';
import { startTestPortal, type TestPortal } from '../../../test/support/test-portal.js';
import { testDialects } from '../../../test/support/test-dialects.js';
import { billedDays, daysInMonth, proratedAmount } from './subscription-billing.js';

describe('subscription billing arithmetic', () => {
  it('counts the days of a month and the days a plan bills in it', () => {
    expect([
      daysInMonth('2026-02'),
      daysInMonth('2028-02'),
      daysInMonth('2026-11'),
      daysInMonth('2026-12'),
    ]).toEqual([28, 29, 30, 31]);
    expect(billedDays('2026-11', '2026-10-15')).toBe(30);
    expect(billedDays('2026-11', '2026-11-01')).toBe(30);
    expect(billedDays('2026-11', '2026-11-12')).toBe(19);
    expect(billedDays('2026-11', '2026-11-30')).toBe(1);
    expect(billedDays('2026-11', '2026-12-01')).toBe(0);
  });

  it('pro-rates in integers, rounding half a cent up', () => {
    // 1 × 100 × 15 / 30 = 50 exactly; 1 × 1 × 15 / 30 = 0.5 → 1; 1 × 1 × 14 / 30 = 0.466… → 0.
    expect(proratedAmount(1, 100, 15, 30)).toBe(50);
    expect(proratedAmount(1, 1, 15, 30)).toBe(1);
    expect(proratedAmount(1, 1, 14, 30)).toBe(0);
    expect(proratedAmount(3, 333, 31, 31)).toBe(999);
    // Far beyond what a float holds exactly: 9,007,199,254,740,991 × 7 / 31 computed on BigInt.
    expect(proratedAmount(1, Number.MAX_SAFE_INTEGER, 31, 31)).toBe(Number.MAX_SAFE_INTEGER);
    expect(BigInt(proratedAmount(7, 1_000_000_000_000, 17, 31))).toBe(
      (7n * 1_000_000_000_000n * 17n * 2n + 31n) / 62n,
    );
  });
});

describe.each(testDialects())('subscription on %s', (dialect) => {
  let portal: TestPortal;
  let admin: string;
  let partner: string;
  let manager: string;
  let partnerBuildings: number[];
  let ownBuilding: number;
  beforeAll(async () => {
    portal = await startTestPortal(dialect);
    admin = await portal.login('sysadmin');
    partner = await portal.login('partneradmin');
    manager = await portal.login('bdadmin');
    const rows = await db().selectFrom('buildings').select('id').where('partner', '=', 'YK-Gold').execute();
    partnerBuildings = rows.map((row) => row.id);
    const own = await db()
      .selectFrom('buildings')
      .select('id')
      .where('partner', '=', 'BB')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    ownBuilding = own.id;
  });
  afterAll(() => portal?.close());

  const db = () => portal.database.handle.db;
  const ok = <T>(response: { status: number; body: Record<string, unknown> }): T => {
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return response.body.data as T;
  };
  const buildings = async (token: string, params: Record<string, unknown> = {}) =>
    ok<{ total: number; items: SubscriptionBuilding[] }>(
      await portal.act('subscription buildings', { t: token, count: 1000, ...params }),
    );
  /** A fresh building with a plan of our own, so each test counts from a known start. */
  let made = 0;
  const newBuilding = async () => {
    made += 1;
    const at = portal.clock.now.toISOString();
    const { id } = await db()
      .insertInto('buildings')
      .values({
        name: `Billing Test ${made}`,
        address: `${made} Test Street|Toronto|ON|M5V 1A1`,
        partner: 'BB',
        timezone: 'America/Toronto',
        overdue_hours: 72,
        created_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return id;
  };
  const rowCounts = async () =>
    Promise.all(
      (['units', 'subscription_plans', 'subscription_invoices', 'subscription_invoice_lines'] as const).map(
        async (table) =>
          Number(
            (
              await db()
                .selectFrom(table)
                .select((eb) => eb.fn.countAll().as('n'))
                .executeTakeFirstOrThrow()
            ).n,
          ),
      ),
    );

  it('seeds plans on most buildings, their units and three months of invoices whose totals are their lines', async () => {
    const list = await buildings(admin);
    expect(list.total).toBe(20);
    const planned = list.items.filter((building) => building.plan !== null);
    expect(planned.length).toBeGreaterThanOrEqual(15);
    expect(new Set(planned.map((building) => building.plan?.state))).toEqual(
      new Set(['active', 'paused', 'ended']),
    );
    expect(list.items.every((building) => building.units > 0 && building.lockers > 0)).toBe(true);
    const invoices = await db().selectFrom('subscription_invoices').selectAll().execute();
    expect(new Set(invoices.map((invoice) => invoice.month))).toEqual(
      new Set(['2026-08', '2026-09', '2026-10']),
    );
    expect(new Set(invoices.map((invoice) => invoice.state))).toEqual(
      new Set(['draft', 'issued', 'paid', 'void']),
    );
    const lines = await db().selectFrom('subscription_invoice_lines').selectAll().execute();
    for (const invoice of invoices) {
      const sum = lines
        .filter((line) => line.invoice_id === invoice.id)
        .reduce((total, line) => total + Number(line.amount), 0);
      expect(Number(invoice.total_amount)).toBe(sum);
    }
    // A plan started mid-month bills its first month in part.
    expect(lines.some((line) => line.days < line.days_in_month)).toBe(true);
  });

  it('searches names and addresses and filters by machine family, mode and online state', async () => {
    const all = await buildings(admin);
    const sample = all.items[4];
    if (!sample) throw new Error('expected five buildings');
    const byName = await buildings(admin, { q: sample.bname.slice(0, 6).toUpperCase() });
    expect(byName.items.map((building) => building.buid)).toContain(sample.buid);
    const city = sample.address.split('|')[1] ?? '';
    const byCity = await buildings(admin, { q: city });
    expect(byCity.items.map((building) => building.buid)).toContain(sample.buid);
    expect(byCity.total).toBeLessThan(all.total);
    const bikes = await buildings(admin, { family: 'bike' });
    const bikeBuildings = await db()
      .selectFrom('machines')
      .select('building_id')
      .distinct()
      .where('family', '=', 'bike')
      .where('retired_at', 'is', null)
      .execute();
    expect(bikes.items.map((building) => building.buid).sort()).toEqual(
      bikeBuildings.map((row) => row.building_id).sort(),
    );
    const metro = await buildings(admin, { mm: 6 });
    expect(metro.total).toBeGreaterThan(0);
    expect(metro.total).toBeLessThan(all.total);
    const online = await buildings(admin, { online: 'online' });
    const offline = await buildings(admin, { online: 'offline' });
    expect(online.total + offline.total).toBeGreaterThanOrEqual(all.total);
    expect((await buildings(admin, { plan: 'none' })).items.every((building) => building.plan === null)).toBe(
      true,
    );
  });

  it('adds, renames and deactivates units; members move with a rename and only active units are billed', async () => {
    const building = await newBuilding();
    const at = portal.clock.now.toISOString();
    await db()
      .insertInto('members')
      .values(
        ['Ada One', 'Bo Two', 'Cy Three'].map((name, index) => ({
          building_id: building,
          unit: index < 2 ? '1204' : '0305',
          name,
          phones: JSON.stringify([`+1416555${String(7100 + index)}`]),
          email: '',
          language: 'en',
          channel: 'sms',
          status: 'active',
          notes: '',
          search_text: `${name.toLowerCase()} 1204`,
          created_at: at,
          updated_at: at,
          moved_out_at: null,
        })),
      )
      .execute();
    const before = ok<{ units: unknown[]; unlisted: { name: string; members: number }[] }>(
      await portal.act('subscription units', { t: admin, buid: building }),
    );
    expect(before.units).toEqual([]);
    expect(before.unlisted).toEqual([
      { name: '0305', members: 1 },
      { name: '1204', members: 2 },
    ]);
    ok(await portal.act('add subscription unit', { t: admin, buid: building, name: '1204' }));
    const added = ok<{
      units: { id: number; name: string; members: number; active: boolean }[];
      building: SubscriptionBuilding;
    }>(await portal.act('add subscription unit', { t: admin, buid: building, name: '0305' }));
    expect(added.units.map((unit) => [unit.name, unit.members, unit.active])).toEqual([
      ['0305', 1, true],
      ['1204', 2, true],
    ]);
    expect(added.building.units).toBe(2);
    const duplicate = await portal.act('add subscription unit', { t: admin, buid: building, name: ' 1204 ' });
    expect(duplicate.body.code).toBe('CONFLICT');
    const unit = added.units.find((entry) => entry.name === '1204');
    if (!unit) throw new Error('expected unit 1204');
    const renamed = ok<{ units: { name: string; members: number }[] }>(
      await portal.act('rename subscription unit', { t: admin, id: unit.id, name: 'PH-12' }),
    );
    expect(renamed.units.find((entry) => entry.name === 'PH-12')?.members).toBe(2);
    const moved = await db()
      .selectFrom('members')
      .select(['unit', 'search_text'])
      .where('building_id', '=', building)
      .execute();
    expect(moved.filter((member) => member.unit === 'PH-12')).toHaveLength(2);
    expect(
      moved
        .filter((member) => member.unit === 'PH-12')
        .every((member) => member.search_text.includes('ph-12')),
    ).toBe(true);
    expect(
      (await portal.act('rename subscription unit', { t: admin, id: unit.id, name: '0305' })).body.code,
    ).toBe('CONFLICT');
    const deactivated = ok<{ building: SubscriptionBuilding; units: { name: string; active: boolean }[] }>(
      await portal.act('set subscription unit active', { t: admin, id: unit.id, active: false }),
    );
    expect(deactivated.building.units).toBe(1);
    expect(deactivated.building.inactive_units).toBe(1);
    expect(deactivated.units.map((entry) => [entry.name, entry.active])).toEqual([
      ['0305', true],
      ['PH-12', false],
    ]);
    const log = await db()
      .selectFrom('operation_log')
      .select('operation')
      .where('building_id', '=', building)
      .execute();
    expect(log.map((entry) => entry.operation).sort()).toEqual(
      ['unit-added', 'unit-added', 'unit-deactivated', 'unit-renamed'].sort(),
    );
  });

  it('generates a month once, exact to the cent and pro-rated from a start within the month', async () => {
    const building = await newBuilding();
    for (const name of ['101', '102', '103'])
      ok(await portal.act('add subscription unit', { t: admin, buid: building, name }));
    const at = portal.clock.now.toISOString();
    for (const index of [1, 2]) {
      await db()
        .insertInto('machines')
        .values({
          uuid: `billing-test-${building}-${index}`,
          name: `Billing locker ${index}`,
          mm: 1,
          family: 'main',
          status: '101',
          run_sts: '0',
          building_id: building,
          address: 'Lobby',
          last_seen_at: at,
          created_at: at,
        })
        .execute();
    }
    // 3 units at 2.99 and 2 lockers at 45.55 a month, from 12 November: 19 of 30 days.
    const saved = ok<{ building: SubscriptionBuilding }>(
      await portal.act('save subscription plan', {
        t: admin,
        buid: building,
        currency: 'CAD',
        unit_price: 299,
        locker_price: 4555,
        starts_on: '2026-11-12',
        state: 'active',
      }),
    );
    // Units 3 × 299 × 19 / 30 = 568.1 → 568; lockers 2 × 4555 × 19 / 30 = 5769.66… → 5770.
    expect(saved.building.billed).toEqual({ amount: 568 + 5770, currency: 'CAD' });
    expect(saved.building.invoiced).toBe(false);
    const rows = await rowCounts();
    const october = ok<{ created: unknown[]; skipped: number }>(
      await portal.act('generate subscription invoices', { t: admin, month: '2026-10', buid: building }),
    );
    expect(october).toMatchObject({ created: [], skipped: 1 });
    const first = ok<{
      created: { id: number; number: string; total: { amount: number } }[];
      existing: number;
    }>(await portal.act('generate subscription invoices', { t: admin, month: '2026-11', buid: building }));
    expect(first.created).toHaveLength(1);
    const invoice = first.created[0];
    if (!invoice) throw new Error('expected an invoice');
    expect(invoice.total.amount).toBe(6338);
    expect(invoice.number).toBe(`SUB-202611-${String(building).padStart(4, '0')}`);
    const again = ok<{ created: unknown[]; existing: number }>(
      await portal.act('generate subscription invoices', { t: admin, month: '2026-11', buid: building }),
    );
    expect(again).toMatchObject({ created: [], existing: 1 });
    // Two runs at once make one invoice between them.
    const [runA, runB] = await Promise.all([
      portal.act('generate subscription invoices', { t: admin, month: '2026-12' }),
      portal.act('generate subscription invoices', { t: admin, month: '2026-12' }),
    ]);
    expect([runA.status, runB.status]).toEqual([200, 200]);
    const december = await db()
      .selectFrom('subscription_invoices')
      .select(['building_id'])
      .where('month', '=', '2026-12')
      .where('state', '<>', 'void')
      .execute();
    expect(december.length).toBe(new Set(december.map((row) => row.building_id)).size);
    expect(december.map((row) => row.building_id)).toContain(building);
    const detail = ok<{
      lines: {
        kind: string;
        quantity: number;
        days: number;
        days_in_month: number;
        amount: { amount: number };
      }[];
    }>(await portal.act('subscription invoice', { t: admin, id: invoice.id }));
    expect(
      detail.lines.map((line) => [
        line.kind,
        line.quantity,
        line.days,
        line.days_in_month,
        line.amount.amount,
      ]),
    ).toEqual([
      ['units', 3, 19, 30, 568],
      ['lockers', 2, 19, 30, 5770],
    ]);
    const dec = await db()
      .selectFrom('subscription_invoices')
      .select('total_amount')
      .where('building_id', '=', building)
      .where('month', '=', '2026-12')
      .executeTakeFirstOrThrow();
    expect(Number(dec.total_amount)).toBe(3 * 299 + 2 * 4555);
    const [units, plans, invoices] = await rowCounts();
    expect([units, plans]).toEqual([rows[0] ?? 0, rows[1] ?? 0]);
    expect(invoices).toBeGreaterThan(rows[2] ?? 0);
    // A paused plan bills nothing, whatever month is run.
    ok(
      await portal.act('save subscription plan', {
        t: admin,
        buid: building,
        currency: 'CAD',
        unit_price: 299,
        locker_price: 4555,
        starts_on: '2026-11-12',
        state: 'paused',
      }),
    );
    const paused = ok<{ created: unknown[]; skipped: number }>(
      await portal.act('generate subscription invoices', { t: admin, month: '2027-01', buid: building }),
    );
    expect(paused).toMatchObject({ created: [], skipped: 1 });
  });

  it('moves an invoice draft → issued → paid, voids only a draft or an issued one, and a void month is made again', async () => {
    const { invoices } = ok<{ invoices: { id: number; state: string; month: string }[] }>(
      await portal.act('subscription invoices', { t: admin, buid: ownBuilding }),
    );
    const draftLike = invoices.find((invoice) => invoice.state === 'issued' || invoice.state === 'draft');
    const paid = invoices.find((invoice) => invoice.state === 'paid');
    if (!draftLike || !paid) throw new Error('expected seeded invoices');
    expect(
      (await portal.act('set subscription invoice state', { t: admin, id: paid.id, state: 'void' })).body
        .code,
    ).toBe('CONFLICT');
    const voided = ok<{ invoice: { state: string }; voided_at: string | null }>(
      await portal.act('set subscription invoice state', { t: admin, id: draftLike.id, state: 'void' }),
    );
    expect(voided.invoice.state).toBe('void');
    expect(voided.voided_at).not.toBeNull();
    expect(
      (await portal.act('set subscription invoice state', { t: admin, id: draftLike.id, state: 'paid' })).body
        .code,
    ).toBe('CONFLICT');
    const remade = ok<{ created: { id: number; number: string; state: string }[] }>(
      await portal.act('generate subscription invoices', {
        t: admin,
        month: draftLike.month,
        buid: ownBuilding,
      }),
    );
    expect(remade.created).toHaveLength(1);
    const fresh = remade.created[0];
    if (!fresh) throw new Error('expected the month made again');
    expect(fresh.state).toBe('draft');
    expect(fresh.number).toMatch(/-\d$/);
    ok(await portal.act('set subscription invoice state', { t: admin, id: fresh.id, state: 'issued' }));
    const settled = ok<{ invoice: { state: string }; issued_at: string | null; paid_at: string | null }>(
      await portal.act('set subscription invoice state', { t: admin, id: fresh.id, state: 'paid' }),
    );
    expect(settled.invoice.state).toBe('paid');
    expect(settled.issued_at).not.toBeNull();
    expect(settled.paid_at).not.toBeNull();
  });

  it('shows a partner its own buildings only and refuses it plans, invoices and foreign buildings', async () => {
    const seen = await buildings(partner);
    expect(seen.items.map((building) => building.buid).sort()).toEqual([...partnerBuildings].sort());
    const foreignUnits = await portal.act('subscription units', { t: partner, buid: ownBuilding });
    expect(foreignUnits.body.code).toBe('FORBIDDEN');
    const own = partnerBuildings[0];
    if (own === undefined) throw new Error('expected a partner building');
    const units = ok<{ units: { id: number }[] }>(
      await portal.act('subscription units', { t: partner, buid: own }),
    );
    expect(units.units.length).toBeGreaterThan(0);
    const { units: foreign } = ok<{ units: { id: number }[] }>(
      await portal.act('subscription units', { t: admin, buid: ownBuilding }),
    );
    const foreignUnit = foreign[0];
    if (!foreignUnit) throw new Error('expected a unit');
    expect(
      (await portal.act('rename subscription unit', { t: partner, id: foreignUnit.id, name: 'X1' })).body
        .code,
    ).toBe('FORBIDDEN');
    const plan = {
      buid: own,
      currency: 'CAD',
      unit_price: 100,
      locker_price: 100,
      starts_on: '2026-11-01',
      state: 'active',
    };
    expect((await portal.act('save subscription plan', { t: partner, ...plan })).body.code).toBe('FORBIDDEN');
    expect(
      (await portal.act('generate subscription invoices', { t: partner, month: '2026-11' })).body.code,
    ).toBe('FORBIDDEN');
    const foreignInvoice = await db()
      .selectFrom('subscription_invoices')
      .select('id')
      .where('building_id', '=', ownBuilding)
      .executeTakeFirstOrThrow();
    expect((await portal.act('subscription invoice', { t: partner, id: foreignInvoice.id })).body.code).toBe(
      'FORBIDDEN',
    );
    // A building admin has no subscription page at all.
    expect((await portal.act('subscription buildings', { t: manager })).body.code).toBe('FORBIDDEN');
  });

  it('refuses bad input with a clear message and writes nothing', async () => {
    const before = await rowCounts();
    const plan = {
      t: admin,
      buid: ownBuilding,
      currency: 'CAD',
      unit_price: 100,
      locker_price: 100,
      starts_on: '2026-11-01',
      state: 'active',
    };
    const bad = [
      portal.act('save subscription plan', { ...plan, unit_price: 2.5 }),
      portal.act('save subscription plan', { ...plan, locker_price: -1 }),
      portal.act('save subscription plan', { ...plan, currency: 'GBP' }),
      portal.act('save subscription plan', { ...plan, starts_on: '2026-02-30' }),
      portal.act('save subscription plan', { ...plan, state: 'cancelled' }),
      portal.act('generate subscription invoices', { t: admin, month: '2026-13' }),
      portal.act('generate subscription invoices', { t: admin, month: 'November' }),
      portal.act('add subscription unit', { t: admin, buid: ownBuilding, name: '' }),
      portal.act('add subscription unit', { t: admin, buid: ownBuilding, name: '12#4' }),
      portal.act('add subscription unit', { t: admin, buid: ownBuilding, name: 'x'.repeat(21) }),
      portal.act('set subscription invoice state', { t: admin, id: 1, state: 'draft' }),
    ];
    for (const answer of await Promise.all(bad)) {
      expect(answer.body.code, JSON.stringify(answer.body)).toBe('INVALID_PARAMS');
      expect(String(answer.body.msg)).not.toBe('');
    }
    expect((await portal.act('subscription invoice', { t: admin, id: 999_999 })).body.code).toBe('NOT_FOUND');
    expect(
      (await portal.act('rename subscription unit', { t: admin, id: 999_999, name: 'A1' })).body.code,
    ).toBe('NOT_FOUND');
    expect(await rowCounts()).toEqual(before);
  });
});
