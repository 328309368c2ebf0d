// Demo premium members: three plans (one retired), and in the first buildings a subscription in every state with the
// orders of its periods, placed through placeOrder like any sale and settled as the development provider would have:
// paid periods, a declined renewal (past due, in grace), an expired one, a cancellation booked for the period end and
// one cancelled now with its pro-rated refund. Every figure is cents.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { SectionSeedContext } from '../define-server-section.js';
import { placeOrder } from '../orders/order-place.js';
import { paymentStateOf } from '../orders/order-settle.js';
import { readPhones } from '../members/member-row.js';
import { DAY_MS, periodEnd, proratedRefund } from './premium-period.js';
import { PREMIUM_GRACE_DAYS, type PlanPeriod } from '@bluemanager/protocol';

const PLANS = [
  { name: 'Premium Monthly', price: 999, period: 'monthly', hold: 3, deliveries: 2, discount: 5, active: 1 },
  { name: 'Premium Yearly', price: 9900, period: 'yearly', hold: 5, deliveries: 30, discount: 10, active: 1 },
  { name: 'Founders Monthly', price: 799, period: 'monthly', hold: 2, deliveries: 1, discount: 5, active: 0 },
] as const;

type Story = 'active' | 'renewed' | 'ending' | 'past-due' | 'expired' | 'cancelled';
/** Per building, the members' stories in this order (as many as it has members for). */
const STORIES: readonly Story[] = [
  'active',
  'renewed',
  'ending',
  'past-due',
  'expired',
  'cancelled',
  'active',
];
const BUILDINGS = 4;

interface Member {
  id: number;
  building_id: number;
  name: string;
  phones: string;
  email: string;
}
interface Plan {
  id: number;
  name: string;
  price: number;
  period: PlanPeriod;
}

const iso = (ms: number) => new Date(ms).toISOString();

/** An order for one period, paid or declined (and perhaps refunded in part), as the provider would have left it. */
async function seedOrder(
  db: Kysely<Database>,
  member: Member,
  plan: Plan,
  at: string,
  outcome: { paid: boolean; refund?: number; fulfilment: string },
): Promise<number> {
  const placed = await placeOrder(db, {
    kind: 'premium',
    buildingId: member.building_id,
    memberId: member.id,
    customer: member.name,
    mob: readPhones(member.phones)[0] ?? '',
    email: member.email,
    currency: 'CAD',
    lines: [
      {
        name: `Premium membership ${plan.name}, ${plan.period === 'monthly' ? '1 month' : '12 months'}`,
        sku: `PM-${plan.id}-${plan.period === 'monthly' ? '1M' : '12M'}`,
        quantity: 1,
        unitAmount: plan.price,
      },
    ],
    fulfilment: 'processing',
    now: new Date(at),
  });
  const settled = iso(Date.parse(at) + 3000);
  const { id: paymentId } = await db
    .insertInto('payments')
    .values({
      order_id: placed.id,
      idempotency_key: `seed-pm-${placed.id}`,
      provider: 'development',
      provider_ref: `dev_ch_seed_pm_${placed.id}`,
      method: outcome.paid ? 'visa 4242' : 'test card',
      amount: plan.price,
      currency: 'CAD',
      state: outcome.paid ? 'succeeded' : 'failed',
      failure: outcome.paid ? null : 'card_declined',
      username: '',
      created_at: at,
      settled_at: settled,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const refunded = outcome.refund ?? 0;
  if (refunded > 0)
    await db
      .insertInto('refunds')
      .values({
        order_id: placed.id,
        payment_id: paymentId,
        idempotency_key: `seed-pm-${placed.id}-refund`,
        provider: 'development',
        provider_ref: `dev_re_seed_pm_${placed.id}`,
        amount: refunded,
        currency: 'CAD',
        full: 0,
        reason: 'Premium cancelled: moving away',
        state: 'succeeded',
        failure: null,
        username: 'sysadmin',
        created_at: settled,
        settled_at: settled,
      })
      .execute();
  const paid = outcome.paid ? plan.price : 0;
  await db
    .updateTable('orders')
    .set({
      paid_amount: paid,
      refunded_amount: refunded,
      refund_held: refunded,
      payment_state: paymentStateOf({ total: plan.price, paid, refunded, lastChargeFailed: !outcome.paid }),
      fulfilment: outcome.fulfilment,
      updated_at: settled,
    })
    .where('id', '=', placed.id)
    .execute();
  return placed.id;
}

interface Planned {
  state: string;
  start: number;
  declinedRenewal: boolean;
  cancelAtPeriodEnd: boolean;
  cancelledAt: number | null;
}

function planStory(story: Story, now: number): Planned {
  const base = { declinedRenewal: false, cancelAtPeriodEnd: false, cancelledAt: null };
  switch (story) {
    case 'active':
      return { ...base, state: 'active', start: now - 9 * DAY_MS };
    case 'renewed':
      return { ...base, state: 'active', start: now - 75 * DAY_MS };
    case 'ending':
      return { ...base, state: 'active', start: now - 20 * DAY_MS, cancelAtPeriodEnd: true };
    case 'past-due':
      // A month that ended a day or two ago, whose renewal was declined: in grace.
      return { ...base, state: 'past-due', start: now - 32 * DAY_MS, declinedRenewal: true };
    case 'expired':
      return { ...base, state: 'expired', start: now - 70 * DAY_MS, declinedRenewal: true };
    case 'cancelled':
      return { ...base, state: 'cancelled', start: now - 40 * DAY_MS, cancelledAt: now - 30 * DAY_MS };
  }
}

/** Stories told in months are on the monthly plan, the expired one on the retired plan; see below for the rest. */
function planOf(story: Story, index: number, plans: readonly Plan[]): Plan | undefined {
  if (story === 'expired') return plans[2];
  if (story === 'renewed' || story === 'ending' || story === 'past-due') return plans[0];
  // The first member of a building is on the monthly plan, the last on the yearly one.
  return plans[index === 0 ? 0 : 1];
}

async function seedSubscription(db: Kysely<Database>, member: Member, plan: Plan, story: Story, now: Date) {
  const planned = planStory(story, now.getTime());
  const start = iso(planned.start);
  const periods: { start: string; end: string; orderId: number; kind: string }[] = [];
  // An active subscription was renewed until its period holds now; the others had one paid period.
  const renewing = planned.state === 'active';
  let from = start;
  for (;;) {
    const end = periodEnd(from, plan.period);
    const last = !renewing || Date.parse(end) > now.getTime();
    const live = last && (planned.state === 'active' || planned.state === 'past-due');
    const refund =
      last && planned.cancelledAt !== null
        ? proratedRefund(plan.price, { start: from, end }, new Date(planned.cancelledAt))
        : undefined;
    const fulfilment = live ? 'active' : planned.cancelledAt !== null ? 'cancelled' : 'ended';
    const orderId = await seedOrder(db, member, plan, from, { paid: true, refund, fulfilment });
    periods.push({ start: from, end, orderId, kind: periods.length === 0 ? 'subscribe' : 'renewal' });
    from = end;
    if (last) break;
  }
  const current = periods.at(-1);
  if (!current) return 0;
  if (planned.declinedRenewal) {
    const orderId = await seedOrder(db, member, plan, current.end, { paid: false, fulfilment: 'processing' });
    periods.push({ start: current.end, end: periodEnd(current.end, plan.period), orderId, kind: 'renewal' });
  }
  const graceUntil = iso(Date.parse(current.end) + PREMIUM_GRACE_DAYS * DAY_MS);
  const endedAt =
    planned.state === 'expired' ? graceUntil : planned.cancelledAt !== null ? iso(planned.cancelledAt) : null;
  const { id } = await db
    .insertInto('premium_subscriptions')
    .values({
      member_id: member.id,
      building_id: member.building_id,
      plan_id: plan.id,
      state: planned.state,
      period_start: current.start,
      period_end: current.end,
      auto_renew: 1,
      cancel_at_period_end: planned.cancelAtPeriodEnd ? 1 : 0,
      grace_until: planned.state === 'past-due' ? graceUntil : null,
      // The past-due member's card keeps declining, so the demo shows the grace running out rather than a renewal.
      method: planned.state === 'past-due' ? 'dev_declined' : 'dev_visa',
      ended_at: endedAt,
      created_at: start,
      updated_at: endedAt ?? current.start,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('premium_periods')
    .values(
      periods.map((period) => ({
        subscription_id: id,
        period_start: period.start,
        period_end: period.end,
        kind: period.kind,
        order_id: period.orderId,
        created_at: period.start,
      })),
    )
    .execute();
  return periods.length;
}

export async function seedPremium(
  db: Kysely<Database>,
  context: SectionSeedContext,
): Promise<Readonly<Record<string, number>>> {
  const created = iso(context.now.getTime() - 200 * DAY_MS);
  const plans: Plan[] = [];
  for (const plan of PLANS) {
    const { id } = await db
      .insertInto('premium_plans')
      .values({
        name: plan.name,
        currency: 'CAD',
        price_amount: plan.price,
        period: plan.period,
        extra_hold_days: plan.hold,
        free_deliveries: plan.deliveries,
        discount_percent: plan.discount,
        active: plan.active,
        created_at: created,
        updated_at: created,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    plans.push({ id, name: plan.name, price: plan.price, period: plan.period });
  }
  const buildings = await db.selectFrom('buildings').select('id').orderBy('id').limit(BUILDINGS).execute();
  let subscriptions = 0;
  let periods = 0;
  for (const building of buildings) {
    const members = await db
      .selectFrom('members')
      .select(['id', 'building_id', 'name', 'phones', 'email'])
      .where('building_id', '=', building.id)
      .where('status', '=', 'active')
      .orderBy('id')
      .limit(STORIES.length)
      .execute();
    for (const [index, member] of members.entries()) {
      const story = STORIES[index] ?? 'active';
      const plan = planOf(story, index, plans);
      if (!plan) continue;
      periods += await seedSubscription(db, member, plan, story, context.now);
      subscriptions += 1;
    }
  }
  return { premium_plans: plans.length, premium_subscriptions: subscriptions, premium_periods: periods };
}
