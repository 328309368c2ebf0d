// BlueExpress with Premium Member and the parcels, on both databases. A premium sender's shipments are free while the
// subscription's period has free deliveries left (nothing charged, the order line says why, one used each), then the
// plan's discount applies (integer minor units, rounded half up); two shipments created at once cannot both take the
// last free one; a cancelled free shipment gives its free delivery back and refunds nothing. Delivered to a locker, a
// shipment becomes a parcel in a free compartment of its size there, through the parcels' own deposit (pickup code,
// a message to the recipient, due time, log), and its order is collected when the parcel is; a locker with none free
// refuses the move and nothing is written.
import {
  expressDiscounted,
  type ExpressDetail,
  type ExpressQuote,
  type ExpressShipment,
  type PremiumPlan,
  type PremiumSubscription,
} from '@bluemanager/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectParcel } from '../parcels/parcel-lifecycle.js';
import { startTestPortal, type TestPortal } from '../../../test/support/test-portal.js';
import { testDialects } from '../../../test/support/test-dialects.js';
import { expressFixture, type ExpressPlace } from './express-test-fixture.js';

describe.each(testDialects())('blueexpress premium and lockers on %s', (dialect) => {
  let portal: TestPortal;
  let admin: string;
  let origin: ExpressPlace;
  /** A locker of another building with free compartments of the origin's size. */
  let target: { muuid: string; machineId: number; name: string };
  let plan: PremiumPlan;
  let planCount = 0;
  const db = () => portal.database.handle.db;
  const fixture = expressFixture({
    prefix: `bxp-${dialect}`,
    portal: () => portal,
    admin: () => admin,
    origin: () => origin,
  });
  const { key, ok, create, created, move } = fixture;
  const rows = fixture.count;
  const quote = async (memberId: number) =>
    ok<ExpressQuote>(
      await portal.act('quote express shipment', {
        t: admin,
        member_id: memberId,
        size: origin.size,
        service: 'next-day',
      }),
    );
  const subscription = async (memberId: number) =>
    ok<{ subscription: PremiumSubscription | null }>(
      await portal.act('member premium', { t: admin, id: memberId }),
    ).subscription;
  const setTariff = (amount: number) =>
    portal.act('set express tariff', {
      t: admin,
      rows: [{ size: origin.size, service: 'next-day', amount }],
    });
  const dropOff = async (code: string) => {
    const answer = await fixture.dropOff(code);
    expect(answer.ok, JSON.stringify(answer)).toBe(true);
  };

  /** An active member of the origin's building who has no live premium subscription. */
  async function plainMember(skip: readonly number[] = []): Promise<number> {
    const row = await db()
      .selectFrom('members as p')
      .select('p.id')
      .where('p.building_id', '=', origin.buid)
      .where('p.status', '=', 'active')
      .where('p.id', 'not in', [0, ...skip])
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('premium_subscriptions as s')
              .select('s.id')
              .whereRef('s.member_id', '=', 'p.id')
              .where('s.state', 'in', ['active', 'past-due']),
          ),
        ),
      )
      .orderBy('p.id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  async function newPlan(freeDeliveries: number, discountPercent: number): Promise<PremiumPlan> {
    const name = `Express ${dialect} ${(planCount += 1)}`;
    const { plans } = ok<{ plans: PremiumPlan[] }>(
      await portal.act('create premium plan', {
        t: admin,
        name,
        price: 1500,
        currency: 'CAD',
        period: 'monthly',
        extra_hold_days: 0,
        free_deliveries: freeDeliveries,
        discount_percent: discountPercent,
        active: true,
      }),
    );
    const made = plans.find((candidate) => candidate.name === name);
    if (!made) throw new Error('the plan was not created');
    return made;
  }

  async function premiumMember(on: PremiumPlan, skip: readonly number[] = []): Promise<number> {
    const memberId = await plainMember(skip);
    const answer = ok<{ outcome: string }>(
      await portal.act('subscribe premium member', {
        t: admin,
        member: memberId,
        plan: on.id,
        method: 'pm_card_visa',
        key: key('subscribe'),
      }),
    );
    expect(answer.outcome).toBe('subscribed');
    return memberId;
  }

  beforeAll(async () => {
    portal = await startTestPortal(dialect);
    admin = await portal.login('sysadmin');
    const row = await db()
      .selectFrom('compartments as c')
      .innerJoin('machines as m', 'm.id', 'c.machine_id')
      .select(['m.building_id', 'm.uuid', 'm.id', 'c.size'])
      .where('c.state', '=', 'free')
      .where('c.door', '=', 'closed')
      .where('c.size', 'in', ['S', 'M', 'L'])
      .where('m.retired_at', 'is', null)
      .where(({ exists, selectFrom }) =>
        exists(
          selectFrom('members as p')
            .select('p.id')
            .whereRef('p.building_id', '=', 'm.building_id')
            .where('p.status', '=', 'active'),
        ),
      )
      .orderBy('m.id')
      .orderBy('c.id')
      .executeTakeFirstOrThrow();
    origin = { buid: row.building_id, muuid: row.uuid, machineId: row.id, size: row.size };
    const destination = await db()
      .selectFrom('compartments as c')
      .innerJoin('machines as m', 'm.id', 'c.machine_id')
      .select(['m.uuid', 'm.id', 'm.name'])
      .where('c.state', '=', 'free')
      .where('c.door', '=', 'closed')
      .where('c.size', '=', origin.size)
      .where('m.retired_at', 'is', null)
      .where('m.building_id', '!=', origin.buid)
      .orderBy('m.id')
      .executeTakeFirstOrThrow();
    target = { muuid: destination.uuid, machineId: destination.id, name: destination.name };
    plan = await newPlan(2, 10);
  });
  afterAll(() => portal?.close());

  it('makes shipments free while the period has free deliveries, then applies the discount rounded half up', async () => {
    // 895 at 10 %: 89.5 off, rounded half up to 90, so 805 (never a float of money).
    ok(await setTariff(895));
    expect(expressDiscounted(895, 10)).toBe(805);
    const memberId = await premiumMember(plan);
    expect(await quote(memberId)).toEqual({
      list_price: { amount: 895, currency: 'CAD' },
      price: { amount: 0, currency: 'CAD' },
      benefit: { kind: 'free-delivery', left: 2 },
    });
    const refundsBefore = await rows('refunds');
    const first = await created(memberId);
    expect(first.shipment).toMatchObject({
      price: { amount: 0 },
      list_price: { amount: 895 },
      benefit: 'free-delivery',
      payment_state: 'paid',
    });
    const line = await db()
      .selectFrom('order_lines')
      .select(['name', 'amount'])
      .where('order_id', '=', first.shipment.order_id)
      .executeTakeFirstOrThrow();
    expect(Number(line.amount)).toBe(0);
    expect(line.name).toMatch(/free: premium free delivery/);
    // Nothing was owed, so nothing was asked of the provider.
    expect(
      await db()
        .selectFrom('payments')
        .select('id')
        .where('order_id', '=', first.shipment.order_id)
        .execute(),
    ).toHaveLength(0);
    expect(await rows('refunds')).toBe(refundsBefore);
    // A free shipment is paid for the locker: it can be dropped off.
    await dropOff(first.code);
    expect((await subscription(memberId))?.free_used).toBe(1);
    expect(await quote(memberId)).toMatchObject({ benefit: { kind: 'free-delivery', left: 1 } });

    const second = await created(memberId);
    expect(second.shipment).toMatchObject({ price: { amount: 0 }, benefit: 'free-delivery' });
    expect(await subscription(memberId)).toMatchObject({ free_used: 2, free_deliveries: 2 });
    expect(await quote(memberId)).toEqual({
      list_price: { amount: 895, currency: 'CAD' },
      price: { amount: 805, currency: 'CAD' },
      benefit: { kind: 'discount', percent: 10 },
    });

    // The last one is not taken again: the third is charged the discounted price.
    const third = await created(memberId);
    expect(third.shipment).toMatchObject({
      price: { amount: 805, currency: 'CAD' },
      list_price: { amount: 895 },
      benefit: 'discount',
      discount_percent: 10,
      payment_state: 'paid',
    });
    const charged = await db()
      .selectFrom('payments')
      .select(['amount', 'state'])
      .where('order_id', '=', third.shipment.order_id)
      .execute();
    expect(charged.map((payment) => [Number(payment.amount), payment.state])).toEqual([[805, 'succeeded']]);
    const discountLine = await db()
      .selectFrom('order_lines')
      .select('name')
      .where('order_id', '=', third.shipment.order_id)
      .executeTakeFirstOrThrow();
    expect(discountLine.name).toMatch(/premium 10 % off the tariff's 8\.95 CAD/);
    expect((await subscription(memberId))?.free_used).toBe(2);

    // A sender who is not premium pays the tariff.
    const plain = await created(await plainMember([memberId]));
    expect(plain.shipment).toMatchObject({ price: { amount: 895 }, benefit: 'none', discount_percent: 0 });
  });

  it('gives the free delivery of a cancelled shipment back, refunding nothing', async () => {
    const memberId = await premiumMember(await newPlan(1, 0));
    const { shipment } = await created(memberId);
    expect(shipment.benefit).toBe('free-delivery');
    expect((await subscription(memberId))?.free_used).toBe(1);
    // Used up: the next would cost the full tariff (this plan has no discount).
    expect(await quote(memberId)).toMatchObject({ benefit: { kind: 'none' } });
    const refundsBefore = await rows('refunds');
    const cancelled = ok<ExpressDetail>(
      await portal.act('cancel express shipment', {
        t: admin,
        id: shipment.id,
        reason: 'Sender changed their mind',
        key: key('cancel'),
      }),
    );
    expect(cancelled.shipment.state).toBe('cancelled');
    expect(await rows('refunds')).toBe(refundsBefore);
    expect((await subscription(memberId))?.free_used).toBe(0);
    expect(await quote(memberId)).toMatchObject({ benefit: { kind: 'free-delivery', left: 1 } });
    const again = await created(memberId);
    expect(again.shipment).toMatchObject({ benefit: 'free-delivery', price: { amount: 0 } });
    expect((await subscription(memberId))?.free_used).toBe(1);
  });

  it('lets only one of several shipments created at once take the last free delivery', async () => {
    ok(await setTariff(1000));
    const memberId = await premiumMember(await newPlan(1, 25));
    // Several at once, so their transactions overlap: each reads one free delivery left before any takes it.
    const all = await Promise.all([1, 2, 3, 4].map(() => create(memberId)));
    const shipments = all.map((response) => ok<{ shipment: ExpressShipment }>(response).shipment);
    expect(shipments.map((shipment) => shipment.benefit).sort()).toEqual([
      'discount',
      'discount',
      'discount',
      'free-delivery',
    ]);
    expect(shipments.map((shipment) => shipment.price.amount).sort((a, b) => a - b)).toEqual([
      0, 750, 750, 750,
    ]);
    expect((await subscription(memberId))?.free_used).toBe(1);
  });

  it('gives the benefits while past due within the grace, and none once the subscription ended', async () => {
    const stateOf = async (state: string) =>
      db()
        .selectFrom('premium_subscriptions')
        .select(['member_id', 'grace_until'])
        .where('state', '=', state)
        .orderBy('id')
        .executeTakeFirstOrThrow();
    const pastDue = await stateOf('past-due');
    expect(Date.parse(pastDue.grace_until ?? '')).toBeGreaterThan(portal.clock.now.getTime());
    expect((await quote(pastDue.member_id)).benefit.kind).not.toBe('none');
    // A member whose subscription expired (and who was not subscribed again by the tests above).
    const expired = await db()
      .selectFrom('premium_subscriptions as s')
      .select('s.member_id')
      .where('s.state', '=', 'expired')
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('premium_subscriptions as l')
              .select('l.id')
              .whereRef('l.member_id', '=', 's.member_id')
              .where('l.state', 'in', ['active', 'past-due']),
          ),
        ),
      )
      .orderBy('s.id')
      .executeTakeFirstOrThrow();
    expect((await quote(expired.member_id)).benefit).toEqual({ kind: 'none' });
  });

  it('quotes only for staff of the level, and only for a member in scope', async () => {
    const memberId = await plainMember();
    for (const username of ['bdadmin', 'partneradmin', 'emco']) {
      const token = await portal.login(username);
      const answer = await portal.act('quote express shipment', {
        t: token,
        member_id: memberId,
        size: origin.size,
        service: 'next-day',
      });
      expect(answer.body.code).toBe('FORBIDDEN');
    }
    const missing = await portal.act('quote express shipment', {
      t: admin,
      member_id: 999_999,
      size: origin.size,
      service: 'next-day',
    });
    expect(missing.body.code).not.toBeUndefined();
  });

  /** A paid shipment to the target locker, carried as far as in transit. */
  async function inTransitToLocker(): Promise<ExpressShipment> {
    const { shipment, code } = await created(await plainMember(), {
      destination: 'locker',
      dest_muuid: target.muuid,
      address: undefined,
    });
    await dropOff(code);
    ok(await move(shipment.id, 'picked-up'));
    ok(await move(shipment.id, 'in-transit'));
    return shipment;
  }

  it('delivers to a locker by depositing a parcel the recipient is told of', async () => {
    const shipment = await inTransitToLocker();
    const delivered = ok<ExpressDetail>(await move(shipment.id, 'delivered'));
    expect(delivered.shipment.state).toBe('delivered');
    const parcelId = delivered.shipment.parcel_id;
    expect(parcelId).not.toBeNull();
    const parcel = await db()
      .selectFrom('parcels')
      .selectAll()
      .where('id', '=', parcelId ?? 0)
      .executeTakeFirstOrThrow();
    expect(parcel).toMatchObject({
      state: 'pending',
      machine_id: target.machineId,
      carrier: 'BlueExpress',
      recipient: 'Ada Lovelace',
      phone: '4165550199',
      note: shipment.number,
    });
    expect(parcel.pickup_code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(parcel.due_at).not.toBeNull();
    const door = await db()
      .selectFrom('compartments')
      .select(['state', 'size', 'label'])
      .where('id', '=', parcel.compartment_id ?? 0)
      .executeTakeFirstOrThrow();
    expect(door).toMatchObject({ state: 'occupied', size: shipment.size });
    const messages = await db()
      .selectFrom('messages')
      .select(['event', 'recipient'])
      .where('parcel_id', '=', parcel.id)
      .execute();
    expect(messages.map((message) => message.event)).toContain('deposited');
    const logged = await db()
      .selectFrom('operation_log')
      .select('operation')
      .where('target', 'in', [String(parcel.id), shipment.number])
      .execute();
    expect(logged.map((entry) => entry.operation)).toEqual(
      expect.arrayContaining(['parcel-deposited', 'express-delivered']),
    );
    expect(delivered.events.at(-1)).toMatchObject({
      state: 'delivered',
      place: `${target.name} ${door.label}`,
    });
    const order = await db()
      .selectFrom('orders')
      .select(['fulfilment', 'machine_id', 'compartment_id'])
      .where('id', '=', shipment.order_id)
      .executeTakeFirstOrThrow();
    expect(order).toEqual({
      fulfilment: 'in-locker',
      machine_id: target.machineId,
      compartment_id: parcel.compartment_id,
    });
    // The recipient takes it out at the locker: the shipment's order follows on the event hub.
    await collectParcel(db(), {
      parcelId: parcel.id,
      actor: { kind: 'machine', machineId: parcel.machine_id, uuid: target.muuid },
      now: portal.clock.now,
    });
    await expect
      .poll(
        async () =>
          (
            await db()
              .selectFrom('orders')
              .select('fulfilment')
              .where('id', '=', shipment.order_id)
              .executeTakeFirstOrThrow()
          ).fulfilment,
      )
      .toBe('collected');
    const collected = await db()
      .selectFrom('operation_log')
      .select('operation')
      .where('target', '=', shipment.number)
      .where('operation', '=', 'express-collected')
      .execute();
    expect(collected).toHaveLength(1);
  });

  it('refuses to deliver to a locker with no free compartment of the size, writing nothing', async () => {
    const shipment = await inTransitToLocker();
    const free = await db()
      .selectFrom('compartments')
      .select('id')
      .where('machine_id', '=', target.machineId)
      .where('size', '=', shipment.size)
      .where('state', '=', 'free')
      .execute();
    const ids = free.map((door) => door.id);
    if (ids.length > 0)
      await db().updateTable('compartments').set({ state: 'disabled' }).where('id', 'in', ids).execute();
    const before = await Promise.all(
      (['parcels', 'messages', 'express_events', 'operation_log'] as const).map(rows),
    );
    const answer = await move(shipment.id, 'delivered');
    expect(answer.body.code).toBe('CONFLICT');
    expect(String(answer.body.msg)).toMatch(/no free compartment of size/);
    expect(
      await Promise.all((['parcels', 'messages', 'express_events', 'operation_log'] as const).map(rows)),
    ).toEqual(before);
    const detail = ok<ExpressDetail>(await portal.act('express shipment', { t: admin, id: shipment.id }));
    expect(detail.shipment).toMatchObject({ state: 'in-transit', parcel_id: null });
    // A door freed again: the same move goes through.
    if (ids.length > 0)
      await db().updateTable('compartments').set({ state: 'free' }).where('id', 'in', ids).execute();
    expect(ok<ExpressDetail>(await move(shipment.id, 'delivered')).shipment.state).toBe('delivered');
  });
});
