// Group-Buy Setup (acts 65001–65008) on both databases: the demo seeds campaigns in every state; staff create, change,
// open and cancel campaigns (only level 10, only real buildings, only ascending counts and falling whole-cent prices);
// members of a pickup building join once, never after the deadline or the close; at the deadline the close succeeds
// (one 'group-buy' order per participant at the reached tier, charged once with its campaign-and-participant key) or
// fails (no order, no charge), and two closers on the same database at once close each campaign once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CampaignDetail, CampaignItem } from '@bluemanager/protocol';
import { startTestPortal, type TestPortal } from '../../../test/support/test-portal.js';
import { testDialects } from '../../../test/support/test-dialects.js';
import { openPostgres, type DatabaseHandle } from '../../db/connect.js';
import { paymentProviderOf } from '../orders/payments/payment-config.js';
import { closeDueCampaigns, groupBuyChargeKey } from './group-buy-close.js';

const HOUR = 3_600_000;

/** The value a test needs to go on; its absence fails the test with a name. */
function present<T>(value: T | null | undefined, what: string): T {
  if (value === null || value === undefined) throw new Error(`expected ${what}`);
  return value;
}
const TIERS = [
  { min: 1, amount: 3200 },
  { min: 3, amount: 2800 },
  { min: 5, amount: 2500 },
];

describe.each(testDialects())('group-buy schedule on %s', (dialect) => {
  let portal: TestPortal;
  let admin: string;
  /** Two buildings with at least six active members each, and the members. */
  let homes: { id: number; members: number[] }[];
  const home = (index: number) => present(homes[index], `home building ${index}`);
  const resident = (homeIndex: number, index: number) =>
    present(home(homeIndex).members[index], `member ${index} of home ${homeIndex}`);
  const orderOf = (participant: CampaignDetail['participants'][number]) =>
    present(participant.order, `the order of ${participant.name}`);
  let foreignMember: number;
  beforeAll(async () => {
    portal = await startTestPortal(dialect);
    admin = await portal.login('sysadmin');
    const members = await db()
      .selectFrom('members')
      .select(['id', 'building_id'])
      .where('status', '=', 'active')
      .orderBy('id')
      .execute();
    const byBuilding = new Map<number, number[]>();
    for (const member of members)
      byBuilding.set(member.building_id, [...(byBuilding.get(member.building_id) ?? []), member.id]);
    const large = [...byBuilding.entries()].filter(([, ids]) => ids.length >= 6);
    homes = large.slice(0, 2).map(([id, ids]) => ({ id, members: ids }));
    foreignMember = large[2]?.[1][0] ?? 0;
    expect(homes).toHaveLength(2);
    expect(foreignMember).toBeGreaterThan(0);
  });
  afterAll(() => portal?.close());

  const db = () => portal.database.handle.db;
  /** Moves the clock on; a staff session idles out meanwhile, so the admin signs in again. */
  const advance = async (milliseconds: number) => {
    portal.clock.advance(milliseconds);
    admin = await portal.login('sysadmin');
  };
  const inHours = (hours: number) => new Date(portal.clock.now.getTime() + hours * HOUR).toISOString();
  const draft = (overrides: Record<string, unknown> = {}) => ({
    t: admin,
    name: 'Test produce box',
    description: 'Vegetables',
    currency: 'CAD',
    tiers: TIERS,
    minimum: 3,
    deadline: inHours(2),
    buids: homes.map((home) => home.id),
    ...overrides,
  });
  const ok = <T>(response: { status: number; body: { data?: T } & Record<string, unknown> }): T => {
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    if (response.body.data === undefined) throw new Error('no data');
    return response.body.data;
  };
  const create = async (overrides: Record<string, unknown> = {}) =>
    ok<CampaignDetail>(await portal.act('create group buy', draft(overrides))).campaign;
  const open = async (id: number) => ok<CampaignDetail>(await portal.act('open group buy', { t: admin, id }));
  const join = (id: number, member: number, quantity = 1, method = 'dev_visa_4242') =>
    portal.act('join group buy', { t: admin, id, member, quantity, method });
  const detail = async (id: number) => ok<CampaignDetail>(await portal.act('group buy', { t: admin, id }));
  /** A campaign opened now, closing in an hour, joined by `count` members of the two homes. */
  const joinedCampaign = async (count: number, minimum = 3) => {
    const campaign = await create({ minimum, deadline: inHours(1) });
    await open(campaign.id);
    const members = [...home(0).members.slice(0, 3), ...home(1).members.slice(0, 3)];
    for (const [index, member] of members.slice(0, count).entries())
      ok(await join(campaign.id, member, 1 + (index % 2)));
    return campaign.id;
  };
  const paymentsFor = async (orderIds: number[]) =>
    orderIds.length === 0
      ? []
      : db().selectFrom('payments').selectAll().where('order_id', 'in', orderIds).execute();

  it('seeds campaigns in every state, the succeeded one with a group-buy order per participant', async () => {
    const list = ok<{ total: number; items: CampaignItem[] }>(
      await portal.act('group buys', { t: admin, count: 100 }),
    );
    expect(new Set(list.items.map((item) => item.state))).toEqual(
      new Set(['draft', 'open', 'succeeded', 'failed', 'cancelled']),
    );
    const succeeded = present(
      list.items.find((item) => item.state === 'succeeded'),
      'a succeeded campaign',
    );
    const { participants, campaign } = await detail(succeeded.id);
    expect(participants.length).toBeGreaterThanOrEqual(campaign.minimum);
    for (const participant of participants) {
      expect(participant.order?.total).toEqual({
        amount: campaign.price.amount * participant.quantity,
        currency: 'CAD',
      });
    }
    const failed = present(
      list.items.find((item) => item.state === 'failed'),
      'a failed campaign',
    );
    expect((await detail(failed.id)).participants.every((entry) => entry.order === null)).toBe(true);
    const open = present(
      list.items.find((item) => item.state === 'open'),
      'an open campaign',
    );
    const filtered = ok<{ total: number; items: CampaignItem[] }>(
      await portal.act('group buys', {
        t: admin,
        state: 'open',
        buid: present(open.buildings[0], 'its building').buid,
      }),
    );
    expect(filtered.items.map((item) => item.id)).toContain(open.id);
    expect(filtered.items.every((item) => item.state === 'open')).toBe(true);
  });

  it('refuses other levels, unknown buildings and bad tiers, writing nothing', async () => {
    const before = await db().selectFrom('group_buys').select('id').execute();
    for (const username of ['emco', 'bdadmin', 'partneradmin']) {
      const token = await portal.login(username);
      expect((await portal.act('create group buy', draft({ t: token }))).body.code).toBe('FORBIDDEN');
      expect((await portal.act('group buys', { t: token })).body.code).toBe('FORBIDDEN');
    }
    expect((await portal.act('create group buy', draft({ buids: [999_999] }))).body.code).toBe('NOT_FOUND');
    const bad = [
      {
        tiers: [
          { min: 1, amount: 3200 },
          { min: 1, amount: 2800 },
        ],
        path: 'tiers.1.min',
      },
      {
        tiers: [
          { min: 1, amount: 3200 },
          { min: 5, amount: 3300 },
        ],
        path: 'tiers.1.amount',
      },
      { tiers: [{ min: 1, amount: 32.5 }], path: 'tiers.0.amount' },
      { tiers: [{ min: 2, amount: 3200 }], path: 'tiers.0.min' },
      { tiers: [], path: 'tiers' },
    ];
    for (const { tiers, path } of bad) {
      const refused = await portal.act('create group buy', draft({ tiers }));
      expect(refused.body.code, JSON.stringify(tiers)).toBe('INVALID_PARAMS');
      expect(JSON.stringify(refused.body.issues)).toContain(path.split('.').at(-1));
    }
    const past = await portal.act('create group buy', draft({ deadline: inHours(-1) }));
    expect(past.body.code).toBe('INVALID_PARAMS');
    expect((await portal.act('create group buy', draft({ buids: [home(0).id, home(0).id] }))).body.code).toBe(
      'INVALID_PARAMS',
    );
    expect(await db().selectFrom('group_buys').select('id').execute()).toEqual(before);
  });

  it('opens, takes joins once per member of a pickup building, and freezes the tiers once someone joined', async () => {
    const campaign = await create();
    expect(campaign.state).toBe('draft');
    const first = resident(0, 0);
    const early = await join(campaign.id, first);
    expect(early.body.code).toBe('CONFLICT');
    expect(early.body.msg).toMatch(/not open/);
    const changed = ok<CampaignDetail>(
      await portal.act('update group buy', {
        ...draft({ name: 'Renamed box', minimum: 4 }),
        id: campaign.id,
      }),
    );
    expect(changed.campaign).toMatchObject({ name: 'Renamed box', minimum: 4, state: 'draft' });
    expect((await open(campaign.id)).campaign.state).toBe('open');
    expect((await portal.act('open group buy', { t: admin, id: campaign.id })).body.code).toBe('CONFLICT');
    ok(await join(campaign.id, first));
    // Once someone joined: the tiers stay, the minimum may fall but not rise, other fields still change.
    const frozen = await portal.act('update group buy', {
      ...draft({ tiers: [{ min: 1, amount: 3000 }], minimum: 4 }),
      id: campaign.id,
    });
    expect(frozen.body.code).toBe('CONFLICT');
    const raised = await portal.act('update group buy', { ...draft({ minimum: 9 }), id: campaign.id });
    expect(raised.body.code).toBe('CONFLICT');
    const dropped = await portal.act('update group buy', {
      ...draft({ buids: [home(1).id] }),
      id: campaign.id,
    });
    expect(dropped.body.code).toBe('INVALID_PARAMS');
    const lowered = ok<CampaignDetail>(
      await portal.act('update group buy', { ...draft({ minimum: 2, name: 'Box' }), id: campaign.id }),
    );
    expect(lowered.campaign).toMatchObject({ name: 'Box', minimum: 2, participants: 1, state: 'open' });
  });

  it('joins: tier choice, twice, a foreign building, after the deadline', async () => {
    const id = await joinedCampaign(0);
    const [a, b, c, d] = [resident(0, 0), resident(0, 1), resident(0, 2), resident(0, 3)];
    expect((await detail(id)).campaign.price.amount).toBe(3200);
    ok(await join(id, a, 2));
    ok(await join(id, b));
    const reached = await detail(id);
    expect(reached.campaign.participants).toBe(2);
    expect(reached.campaign.units).toBe(3);
    expect(reached.campaign.price.amount).toBe(3200);
    ok(await join(id, c));
    expect((await detail(id)).campaign.price.amount).toBe(2800);
    const twice = await join(id, a);
    expect(twice.body.code).toBe('CONFLICT');
    expect(twice.body.msg).toMatch(/already joined/);
    expect((await join(id, foreignMember)).body.code).toBe('CONFLICT');
    expect((await join(id, d, 0)).body.code).toBe('INVALID_PARAMS');
    await advance(2 * HOUR);
    const late = await join(id, d);
    expect(late.body.code).toBe('CONFLICT');
    expect(late.body.msg).toMatch(/deadline/);
    expect((await detail(id)).campaign.participants).toBe(3);
  });

  it('at the deadline succeeds: one order per participant at the reached tier, charged once', async () => {
    const id = await joinedCampaign(5);
    const provider = paymentProviderOf(db());
    expect(await closeDueCampaigns(db(), provider, portal.clock.now)).not.toContainEqual(
      expect.objectContaining({ id }),
    );
    await advance(HOUR);
    const closed = await closeDueCampaigns(db(), provider, portal.clock.now);
    expect(closed).toContainEqual({ id, state: 'succeeded', orders: 5 });
    const after = await detail(id);
    expect(after.campaign.state).toBe('succeeded');
    for (const participant of after.participants) {
      expect(participant.order).toMatchObject({
        total: { amount: 2500 * participant.quantity, currency: 'CAD' },
        payment_state: 'paid',
        fulfilment: 'processing',
      });
      expect(participant.order?.number).toMatch(/^GB-/);
      const order = await db()
        .selectFrom('orders')
        .select(['kind', 'building_id', 'member_id'])
        .where('id', '=', orderOf(participant).id)
        .executeTakeFirstOrThrow();
      expect(order).toEqual({
        kind: 'group-buy',
        building_id: participant.buid,
        member_id: participant.member_id,
      });
    }
    const orderIds = after.participants.map((participant) => orderOf(participant).id);
    const payments = await paymentsFor(orderIds);
    expect(payments).toHaveLength(5);
    expect(new Set(payments.map((payment) => payment.idempotency_key))).toEqual(
      new Set(after.participants.map((participant) => groupBuyChargeKey(id, participant.id))),
    );
    // Another pass, later: nothing closes again, nothing is charged again.
    await advance(HOUR);
    expect(await closeDueCampaigns(db(), provider, portal.clock.now)).toEqual([]);
    expect(await paymentsFor(orderIds)).toHaveLength(5);
    expect((await portal.act('cancel group buy', { t: admin, id, reason: 'Too late' })).body.code).toBe(
      'CONFLICT',
    );
  });

  it('fails short of the minimum: no order, nothing charged', async () => {
    const id = await joinedCampaign(2, 4);
    const payments = Number(
      (
        await db()
          .selectFrom('payments')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
    await advance(HOUR);
    const closed = await closeDueCampaigns(db(), paymentProviderOf(db()), portal.clock.now);
    expect(closed).toContainEqual({ id, state: 'failed', orders: 0 });
    const after = await detail(id);
    expect(after.campaign.state).toBe('failed');
    expect(after.participants.every((participant) => participant.order === null)).toBe(true);
    expect(
      Number(
        (
          await db()
            .selectFrom('payments')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      ),
    ).toBe(payments);
  });

  it('cancels a draft or open campaign with a reason, after which nobody joins', async () => {
    const id = await joinedCampaign(1);
    expect((await portal.act('cancel group buy', { t: admin, id, reason: '' })).body.code).toBe(
      'INVALID_PARAMS',
    );
    const cancelled = ok<CampaignDetail>(
      await portal.act('cancel group buy', { t: admin, id, reason: 'Supplier out of stock' }),
    );
    expect(cancelled.campaign.state).toBe('cancelled');
    expect((await join(id, resident(1, 4))).body.code).toBe('CONFLICT');
    expect((await portal.act('open group buy', { t: admin, id })).body.code).toBe('CONFLICT');
  });

  it('closes each campaign once when two instances reach the deadline at once', async () => {
    const ids = [await joinedCampaign(4), await joinedCampaign(3), await joinedCampaign(1)];
    await advance(HOUR);
    // A second instance: its own connection pool on the same PostgreSQL schema. SQLite is served by one instance
    // (see jobs/exclusively.ts), whose closers share its one connection and run interleaved.
    const handle = portal.database.handle;
    const second: DatabaseHandle =
      dialect === 'postgres' ? openPostgres(portal.database.url, { maxConnections: 4 }) : handle;
    try {
      const provider = paymentProviderOf(db());
      const now = portal.clock.now;
      const [one, two] = await Promise.all([
        closeDueCampaigns(handle.db, provider, now),
        closeDueCampaigns(second.db, provider, now),
      ]);
      const outcomes = [...one, ...two].filter((outcome) => ids.includes(outcome.id));
      expect(outcomes.map((outcome) => outcome.id).sort()).toEqual([...ids].sort());
      expect(outcomes.find((outcome) => outcome.id === ids[2])?.state).toBe('failed');
      for (const [index, id] of ids.slice(0, 2).entries()) {
        const { participants } = await detail(id);
        expect(participants).toHaveLength(index === 0 ? 4 : 3);
        const orderIds = participants.map((participant) => orderOf(participant).id);
        expect(new Set(orderIds).size).toBe(participants.length);
        const lines = await db()
          .selectFrom('order_lines')
          .select('order_id')
          .where('sku', '=', `GB-${id}`)
          .execute();
        expect(lines).toHaveLength(participants.length);
        const payments = await paymentsFor(orderIds);
        expect(payments).toHaveLength(participants.length);
        expect(payments.every((payment) => payment.state === 'succeeded')).toBe(true);
        const ledger = await db()
          .selectFrom('dev_payment_ledger')
          .select('idempotency_key')
          .where('idempotency_key', 'like', `group-buy-${id}-%`)
          .execute();
        expect(ledger).toHaveLength(participants.length);
      }
    } finally {
      if (second !== handle) await second.close();
    }
  });
});
