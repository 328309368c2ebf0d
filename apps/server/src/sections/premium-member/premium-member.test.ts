// Premium Member (acts 65101–65115) on both databases: the seed has every state with its orders; plans are refused
// bad input and retired rather than deleted once used; subscribing is active only when the provider said paid (a
// declined card leaves no subscription); a renewal charges once per key however often the sweep runs; a declined
// renewal is past due, then expired; a cancellation now refunds the unused days to the cent; the plan's extra hold
// days keep a premium member's parcel from being overdue while the same parcel of anyone else is, and stop with the
// subscription; only who may, where they may.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  ActResult,
  MemberItem,
  PremiumPlan,
  PremiumSubscription,
  PremiumSubscriptionDetail,
  premiumSubscribeAct,
} from '@bluemanager/protocol';
import { startTestPortal, type TestPortal } from '../../../test/support/test-portal.js';
import { testDialects } from '../../../test/support/test-dialects.js';
import { depositInto, freeCompartment } from '../../../test/support/parcel-fixtures.js';
import { sweepParcels } from '../../jobs/parcel-sweep.js';
import { paymentProviderOf } from '../orders/payments/payment-config.js';
import { DAY_MS } from './premium-period.js';
import { renewDueSubscriptions } from './premium-renewals.js';

type Subscribed = ActResult<typeof premiumSubscribeAct>;
const HOUR_MS = 3_600_000;

describe.each(testDialects())('premium member on %s', (dialect) => {
  let portal: TestPortal;
  let admin: string;
  let buildingId: number;
  let plan: PremiumPlan;
  beforeAll(async () => {
    portal = await startTestPortal(dialect);
    admin = await portal.login('sysadmin');
    buildingId = (
      await db()
        .selectFrom('buildings')
        .select('id')
        .where('partner', '=', 'BB')
        .orderBy('id')
        .executeTakeFirstOrThrow()
    ).id;
    plan = await newPlan({ name: 'Test Monthly', price: 1000, period: 'monthly', extra_hold_days: 3 });
  });
  afterAll(() => portal?.close());

  const db = () => portal.database.handle.db;
  const relogin = async () => {
    admin = await portal.login('sysadmin');
  };
  /** Moves the clock; days outlive any session, so the admin signs in again. */
  const advance = async (milliseconds: number) => {
    portal.clock.advance(milliseconds);
    await relogin();
  };
  const ok = async <T>(promise: Promise<{ status: number; body: Record<string, unknown> }>) => {
    const { status, body } = await promise;
    expect(status, JSON.stringify(body)).toBe(200);
    return body.data as T;
  };
  const count = async (
    table: 'payments' | 'orders' | 'premium_subscriptions' | 'premium_plans' | 'refunds',
  ) =>
    Number(
      (
        await db()
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  async function newPlan(fields: Partial<Record<string, unknown>> = {}): Promise<PremiumPlan> {
    const name = `Plan ${Math.random().toString(36).slice(2, 8)}`;
    const { plans } = await ok<{ plans: PremiumPlan[] }>(
      portal.act('create premium plan', {
        t: admin,
        name,
        price: 1000,
        currency: 'CAD',
        period: 'monthly',
        extra_hold_days: 2,
        free_deliveries: 4,
        discount_percent: 10,
        active: true,
        ...fields,
      }),
    );
    const made = plans.find((entry) => entry.name === (fields.name ?? name));
    if (!made) throw new Error('the plan was not created');
    return made;
  }
  let sequence = 0;
  const newMember = async (building = buildingId) => {
    sequence += 1;
    const { body } = await portal.act('create member', {
      t: admin,
      buid: building,
      name: `Premium Person ${sequence}`,
      unit: `${700 + sequence}`,
      phones: [`416-555-${String(8100 + sequence)}`],
      email: '',
      language: 'en',
      channel: 'sms',
      notes: '',
    });
    return body.data as MemberItem;
  };
  const subscribe = (member: number, options: { plan?: number; method?: string; key?: string } = {}) =>
    portal.act('subscribe premium member', {
      t: admin,
      member,
      plan: options.plan ?? plan.id,
      method: options.method ?? 'dev_visa',
      key: options.key ?? `sub-${dialect}-${member}-${Math.random().toString(36).slice(2, 10)}`,
    });
  const subscribed = async (member: number, options: { plan?: number; key?: string } = {}) => {
    const result = await ok<Subscribed>(subscribe(member, options));
    if (result.outcome !== 'subscribed') throw new Error(`expected a subscription, got ${result.outcome}`);
    return result.subscription;
  };
  const detail = (id: number) =>
    ok<PremiumSubscriptionDetail>(portal.act('premium subscription', { t: admin, id }));
  const renew = () => renewDueSubscriptions(db(), paymentProviderOf(db()), portal.clock.now);

  it('seeds plans and a subscription in every state, each period with its premium order', async () => {
    const rows = await db().selectFrom('premium_subscriptions').select(['id', 'state']).execute();
    expect(new Set(rows.map((row) => row.state))).toEqual(
      new Set(['active', 'past-due', 'cancelled', 'expired']),
    );
    const periods = await db()
      .selectFrom('premium_periods')
      .innerJoin('orders', 'orders.id', 'premium_periods.order_id')
      .select(['orders.kind', 'premium_periods.subscription_id'])
      .execute();
    expect(new Set(periods.map((period) => period.kind))).toEqual(new Set(['premium']));
    expect(new Set(periods.map((period) => period.subscription_id))).toEqual(
      new Set(rows.map((row) => row.id)),
    );
    const { plans } = await ok<{ plans: PremiumPlan[] }>(portal.act('premium plans', { t: admin }));
    expect(plans.some((entry) => !entry.active && entry.ever_subscribed)).toBe(true);
  });

  it('refuses bad plans without writing, and retires a plan with subscribers instead of deleting it', async () => {
    const before = await count('premium_plans');
    for (const bad of [
      { price: 0 },
      { price: 10.5 },
      { discount_percent: 101 },
      { extra_hold_days: -1 },
      { name: '   ' },
      { currency: 'XYZ' },
      { period: 'weekly' },
    ]) {
      const { body } = await portal.act('create premium plan', {
        t: admin,
        name: 'Bad plan',
        price: 1000,
        currency: 'CAD',
        period: 'monthly',
        extra_hold_days: 1,
        free_deliveries: 1,
        discount_percent: 1,
        active: true,
        ...bad,
      } as never);
      expect(body.code, JSON.stringify(bad)).toBe('INVALID_PARAMS');
    }
    expect(
      (await portal.act('create premium plan', { t: admin, ...planParams(plan), name: plan.name })).body.code,
    ).toBe('INVALID_PARAMS');
    expect(await count('premium_plans')).toBe(before);
    const unused = await newPlan();
    const gone = await ok<{ outcome: string }>(
      portal.act('remove premium plan', { t: admin, id: unused.id }),
    );
    expect(gone.outcome).toBe('deleted');
    const used = await newPlan();
    await subscribed((await newMember()).id, { plan: used.id });
    const kept = await ok<{ outcome: string; plans: PremiumPlan[] }>(
      portal.act('remove premium plan', { t: admin, id: used.id }),
    );
    expect(kept.outcome).toBe('retired');
    expect(kept.plans.find((entry) => entry.id === used.id)).toMatchObject({ active: false, subscribers: 1 });
    const late = await newMember();
    expect((await subscribe(late.id, { plan: used.id })).body.code).toBe('CONFLICT');
  });

  it('subscribes only when the provider said paid, once per key; a declined card leaves no subscription', async () => {
    const member = await newMember();
    const declined = await ok<Subscribed>(subscribe(member.id, { method: 'dev_declined' }));
    expect(declined).toMatchObject({ outcome: 'declined', failure: 'card_declined' });
    expect(
      (await ok<{ subscription: unknown }>(portal.act('member premium', { t: admin, id: member.id })))
        .subscription,
    ).toBeNull();
    const failedOrder = await db()
      .selectFrom('orders')
      .select(['payment_state', 'kind'])
      .where('member_id', '=', member.id)
      .executeTakeFirstOrThrow();
    expect(failedOrder).toEqual({ payment_state: 'failed', kind: 'premium' });

    const key = `sub-${dialect}-once-${member.id}`;
    const payments = await count('payments');
    const first = await subscribed(member.id, { key });
    const again = await subscribed(member.id, { key });
    expect(again.id).toBe(first.id);
    expect(await count('payments')).toBe(payments + 1);
    expect(first).toMatchObject({ state: 'active', auto_renew: true, plan_id: plan.id });
    expect(first.period_start).toBe(portal.clock.now.toISOString());
    const shown = await detail(first.id);
    expect(shown.periods).toHaveLength(1);
    expect(shown.orders[0]?.order).toMatchObject({
      kind: 'premium',
      payment_state: 'paid',
      fulfilment: 'active',
    });
    expect(shown.orders[0]?.order.total).toEqual({ amount: 1000, currency: 'CAD' });
    expect((await subscribe(member.id)).body.code).toBe('CONFLICT');

    // A provider that has not decided: no subscription, and asking again with the key charges nothing new.
    const waiting = await newMember();
    const pendingKey = `sub-${dialect}-pending-${waiting.id}`;
    const before = await count('payments');
    for (let attempt = 0; attempt < 2; attempt += 1)
      expect(
        await ok<Subscribed>(subscribe(waiting.id, { method: 'dev_pending', key: pendingKey })),
      ).toMatchObject({
        outcome: 'pending',
      });
    expect(await count('payments')).toBe(before + 1);
    expect(
      (await ok<{ subscription: unknown }>(portal.act('member premium', { t: admin, id: waiting.id })))
        .subscription,
    ).toBeNull();
  });

  it('renews a due subscription once however often the sweep runs, then past due on a decline, then expired', async () => {
    const member = await newMember();
    const subscription = await subscribed(member.id);
    await advance(Date.parse(subscription.period_end) - portal.clock.now.getTime() + HOUR_MS);
    const payments = await count('payments');
    await Promise.all([renew(), renew()]);
    await renew();
    const renewed = await detail(subscription.id);
    expect(renewed.subscription).toMatchObject({ state: 'active', period_start: subscription.period_end });
    expect(renewed.periods.map((period) => period.kind)).toEqual(['renewal', 'subscribe']);
    expect(renewed.periods[0]?.payment_state).toBe('paid');
    const charged = await db()
      .selectFrom('payments')
      .innerJoin('premium_periods', 'premium_periods.order_id', 'payments.order_id')
      .select('payments.idempotency_key')
      .where('premium_periods.subscription_id', '=', subscription.id)
      .where('premium_periods.kind', '=', 'renewal')
      .execute();
    expect(charged).toHaveLength(1);
    expect(charged[0]?.idempotency_key).toMatch(new RegExp(`^pm-renew-${subscription.id}-\\d{8}-d0$`));
    expect(await count('payments')).toBeGreaterThanOrEqual(payments + 1);

    // The card stops working: the next renewal is declined once per day of grace, then the subscription expires.
    await db()
      .updateTable('premium_subscriptions')
      .set({ method: 'dev_declined' })
      .where('id', '=', subscription.id)
      .execute();
    const end = Date.parse(renewed.subscription.period_end);
    await advance(end - portal.clock.now.getTime() + HOUR_MS);
    await renew();
    await renew();
    const late = await detail(subscription.id);
    expect(late.subscription.state).toBe('past-due');
    expect(late.subscription.grace_until).toBe(new Date(end + 7 * DAY_MS).toISOString());
    expect(late.orders[0]?.payments.map((payment) => payment.state)).toEqual(['failed']);
    await advance(DAY_MS);
    await renew();
    expect((await detail(subscription.id)).orders[0]?.payments).toHaveLength(2);
    await advance(7 * DAY_MS);
    await renew();
    const expired = await detail(subscription.id);
    expect(expired.subscription.state).toBe('expired');
    expect(expired.subscription.ended_at).not.toBeNull();
  });

  it('cancels now with the unused days refunded to the cent, or at the period end without a refund', async () => {
    const odd = await newPlan({ price: 9999, period: 'yearly' });
    const member = await newMember();
    const subscription = await subscribed(member.id, { plan: odd.id });
    await advance(100 * DAY_MS + 5 * HOUR_MS);
    const days = Math.round(
      (Date.parse(subscription.period_end) - Date.parse(subscription.period_start)) / DAY_MS,
    );
    const unused = Math.floor((Date.parse(subscription.period_end) - portal.clock.now.getTime()) / DAY_MS);
    const expected = Math.floor((9999 * unused) / days);
    const key = `cancel-${dialect}-${subscription.id}`;
    const cancelled = await ok<PremiumSubscriptionDetail>(
      portal.act('cancel premium subscription', {
        t: admin,
        id: subscription.id,
        when: 'now',
        reason: 'Moving',
        key,
      }),
    );
    expect(cancelled.subscription.state).toBe('cancelled');
    const order = cancelled.orders[0];
    expect(order?.refunds.map((refund) => refund.amount)).toEqual([{ amount: expected, currency: 'CAD' }]);
    expect(order?.order.refunded.amount).toBe(expected);
    expect(order?.order.fulfilment).toBe('cancelled');
    const refunds = await count('refunds');
    await ok(
      portal.act('cancel premium subscription', {
        t: admin,
        id: subscription.id,
        when: 'now',
        reason: 'Moving',
        key,
      }),
    );
    expect(await count('refunds')).toBe(refunds);

    // A crash after the cancellation was written and before its refund was asked: the retry refunds what was decided.
    const crashed = await subscribed((await newMember()).id);
    const crashKey = `cancel-${dialect}-crash-${crashed.id}`;
    await db()
      .updateTable('premium_subscriptions')
      .set({ state: 'cancelled', cancel_key: `${crashKey}-refund`, cancel_refund: 123 })
      .where('id', '=', crashed.id)
      .execute();
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const retried = await ok<PremiumSubscriptionDetail>(
        portal.act('cancel premium subscription', {
          t: admin,
          id: crashed.id,
          when: 'now',
          reason: 'Moving',
          key: crashKey,
        }),
      );
      expect(retried.orders[0]?.refunds.map((refund) => refund.amount.amount)).toEqual([123]);
    }

    const stays = await subscribed((await newMember()).id);
    const booked = await ok<PremiumSubscriptionDetail>(
      portal.act('cancel premium subscription', {
        t: admin,
        id: stays.id,
        reason: 'Not needed',
        key: `${key}-end`,
      }),
    );
    expect(booked.subscription).toMatchObject({ state: 'active', cancel_at_period_end: true });
    expect(booked.orders[0]?.refunds).toEqual([]);
    await advance(Date.parse(stays.period_end) - portal.clock.now.getTime() + HOUR_MS);
    await renew();
    const ended = await detail(stays.id);
    expect(ended.subscription.state).toBe('cancelled');
    // Nothing renewed: still the one period, paid once.
    expect(ended.periods).toHaveLength(1);
    expect(ended.orders[0]?.payments).toHaveLength(1);
  });

  it("holds a premium member's parcel longer than anyone else's, and stops with the subscription", async () => {
    const premium = await newMember();
    const plain = await newMember();
    const subscription = await subscribed(premium.id);
    const building = await db()
      .selectFrom('buildings')
      .select('overdue_hours')
      .where('id', '=', buildingId)
      .executeTakeFirstOrThrow();
    const deposit = async (member: MemberItem) => {
      const compartment = await freeCompartment(db(), { buildingId });
      const { parcelId } = await depositInto(db(), compartment, portal.clock.now, {
        phone: member.phones[0] ?? '',
        email: '',
        recipient: member.name,
      });
      return parcelId;
    };
    const overdue = async (id: number) =>
      (await db().selectFrom('parcels').select('overdue').where('id', '=', id).executeTakeFirstOrThrow())
        .overdue === 1;
    const held = await deposit(premium);
    const notHeld = await deposit(plain);
    await advance((building.overdue_hours + 1) * HOUR_MS);
    await sweepParcels(db(), portal.clock.now);
    expect(await overdue(notHeld)).toBe(true);
    expect(await overdue(held)).toBe(false);
    await advance(3 * DAY_MS);
    await sweepParcels(db(), portal.clock.now);
    expect(await overdue(held)).toBe(true);

    // The subscription ends (its grace ran out): the member's next parcel gets the building's clock like anyone's.
    await db()
      .updateTable('premium_subscriptions')
      .set({ state: 'expired', ended_at: portal.clock.now.toISOString() })
      .where('id', '=', subscription.id)
      .execute();
    const after = await deposit(premium);
    await advance((building.overdue_hours + 1) * HOUR_MS);
    await sweepParcels(db(), portal.clock.now);
    expect(await overdue(after)).toBe(true);
  });

  it('keeps a partner admin to their own buildings and refuses the other levels', async () => {
    await relogin();
    const partner = await portal.login('partneradmin');
    const partnerBuildings = (
      await db().selectFrom('buildings').select('id').where('partner', '=', 'YK-Gold').execute()
    ).map((row) => row.id);
    const foreign = await subscribed((await newMember()).id);
    const seen = await ok<{ items: PremiumSubscription[] }>(
      portal.act('premium subscriptions', { t: partner }),
    );
    for (const item of seen.items) expect(partnerBuildings).toContain(item.buid);
    const before = [await count('orders'), await count('premium_subscriptions')];
    const member = await newMember();
    for (const [name, params] of [
      ['premium subscription', { id: foreign.id }],
      ['cancel premium subscription', { id: foreign.id, when: 'now', reason: 'x', key: 'partner-cancel-1' }],
      [
        'subscribe premium member',
        { member: member.id, plan: plan.id, method: 'dev_visa', key: 'partner-sub-1' },
      ],
      ['premium subscriptions', { buid: buildingId }],
      ['create premium plan', planParams(plan)],
    ] as const) {
      const { body } = await portal.act(name, { t: partner, ...params } as never);
      expect(body.code, name).toBe('FORBIDDEN');
    }
    for (const username of ['bdadmin', 'emco']) {
      const token = await portal.login(username);
      expect((await portal.act('premium plans', { t: token })).body.code).toBe('FORBIDDEN');
      expect((await portal.act('premium subscription', { t: token, id: foreign.id })).body.code).toBe(
        'FORBIDDEN',
      );
    }
    expect([await count('orders'), await count('premium_subscriptions')]).toEqual([
      before[0],
      before[1] ?? 0,
    ]);
    expect((await subscribe(member.id, { method: 'x' })).body.code).toBe('INVALID_PARAMS');
    expect(
      (
        await portal.act('cancel premium subscription', {
          t: admin,
          id: foreign.id,
          when: 'later',
          reason: 'x',
          key: 'bad-when-1',
        } as never)
      ).body.code,
    ).toBe('INVALID_PARAMS');
  });
});

function planParams(plan: PremiumPlan) {
  return {
    name: `${plan.name} copy`,
    price: plan.price.amount,
    currency: plan.price.currency,
    period: plan.period,
    extra_hold_days: plan.extra_hold_days,
    free_deliveries: plan.free_deliveries,
    discount_percent: plan.discount_percent,
    active: true,
  };
}
