// Subscribing a member (act 65112): a 'premium' order for the first period is placed and charged with the caller's
// idempotency key; the subscription is written only once the provider said paid, so a declined or unanswered card
// leaves no subscription. The same key again finds its order through its payment and never charges twice.
import type { Kysely } from 'kysely';
import {
  PAYMENT_FAILURES,
  type ActParsedParams,
  type ActResult,
  type premiumSubscribeAct,
} from '@bluemanager/protocol';
import type { Database } from '../../db/schema.js';
import type { Writer } from '../../act-channel/write.js';
import { ActError } from '../../domain/act-error.js';
import { logForMembers } from '../members/member-history.js';
import { oneOf } from '../orders/order-row.js';
import { chargePlacedOrder } from '../orders/order-place.js';
import { refundOrder } from '../orders/order-refund.js';
import type { PaymentProvider } from '../orders/payments/payment-provider.js';
import { findCustomer, lastFailure, placePremiumOrder, type PremiumCustomer } from './premium-order.js';
import { periodEnd } from './premium-period.js';
import { findPlan, periodOf } from './premium-plans.js';
import { findSubscription } from './premium-row.js';
import type { PremiumPlanRow } from './premium.tables.js';

type Params = ActParsedParams<typeof premiumSubscribeAct>;
type Result = ActResult<typeof premiumSubscribeAct>;

async function liveSubscription(db: Kysely<Database>, memberId: number) {
  return db
    .selectFrom('premium_subscriptions')
    .select('id')
    .where('member_id', '=', memberId)
    .where('state', 'in', ['active', 'past-due'])
    .executeTakeFirst();
}

/** The order an earlier call with this key placed, if any; a key of another member's or kind's order is refused. */
async function orderOfKey(db: Kysely<Database>, params: Params): Promise<number | undefined> {
  const known = await db
    .selectFrom('payments')
    .innerJoin('orders', 'orders.id', 'payments.order_id')
    .select(['orders.id', 'orders.kind', 'orders.member_id'])
    .where('payments.idempotency_key', '=', params.key)
    .executeTakeFirst();
  if (!known) return undefined;
  if (known.kind !== 'premium' || known.member_id !== params.member)
    throw new ActError('CONFLICT', 'This idempotency key was already used for another order.');
  return known.id;
}

async function checkedStart(db: Kysely<Database>, params: Params) {
  const member = await findCustomer(db, params.member);
  if (!member) throw new ActError('NOT_FOUND', `There is no member ${params.member}.`);
  if (member.status === 'moved-out')
    throw new ActError('CONFLICT', `${member.name} moved out and cannot become premium.`);
  const plan = await findPlan(db, params.plan);
  if (plan.active !== 1) throw new ActError('CONFLICT', `Plan ${plan.name} is no longer on sale.`);
  if (await liveSubscription(db, member.id))
    throw new ActError('CONFLICT', `${member.name} is already a premium member.`);
  return { member, plan };
}

/** Writes the paid subscription, its first period and its log entry, in one transaction. */
async function activate(
  db: Kysely<Database>,
  orderId: number,
  member: PremiumCustomer,
  plan: PremiumPlanRow,
  params: Params,
  writer: Writer,
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const start = writer.now.toISOString();
    const end = periodEnd(start, periodOf(plan));
    const at = writer.now.toISOString();
    const { id } = await trx
      .insertInto('premium_subscriptions')
      .values({
        member_id: member.id,
        building_id: member.building_id,
        plan_id: plan.id,
        state: 'active',
        period_start: start,
        period_end: end,
        auto_renew: params.auto_renew ? 1 : 0,
        cancel_at_period_end: 0,
        grace_until: null,
        method: params.method,
        ended_at: null,
        created_at: at,
        updated_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('premium_periods')
      .values({
        subscription_id: id,
        period_start: start,
        period_end: end,
        kind: 'subscribe',
        order_id: orderId,
        created_at: at,
      })
      .execute();
    await trx
      .updateTable('orders')
      .set({ fulfilment: 'active', updated_at: at })
      .where('id', '=', orderId)
      .execute();
    await logForMembers(trx, writer, [member.id], {
      operation: 'premium-subscribed',
      target: member.name,
      detail: plan.name,
      changes: { before: {}, after: { plan: plan.name, state: 'active', period_end: end } },
    });
    return id;
  });
}

export async function subscribe(
  db: Kysely<Database>,
  provider: PaymentProvider,
  params: Params,
  writer: Writer,
): Promise<Result> {
  let orderId = await orderOfKey(db, params);
  if (orderId !== undefined) {
    const period = await db
      .selectFrom('premium_periods')
      .select('subscription_id')
      .where('order_id', '=', orderId)
      .executeTakeFirst();
    if (period)
      return { outcome: 'subscribed', subscription: await findSubscription(db, period.subscription_id) };
  } else {
    const { member, plan } = await checkedStart(db, params);
    orderId = (await db.transaction().execute((trx) => placePremiumOrder(trx, member, plan, writer.now))).id;
  }
  const state = await chargePlacedOrder(
    db,
    provider,
    { orderId, method: params.method, key: params.key },
    writer,
  );
  const order = await db
    .selectFrom('orders')
    .select('number')
    .where('id', '=', orderId)
    .executeTakeFirstOrThrow();
  if (state === 'failed')
    return {
      outcome: 'declined',
      failure: oneOf(PAYMENT_FAILURES, await lastFailure(db, orderId), 'payment failure'),
      order_number: order.number,
    };
  if (state !== 'paid') return { outcome: 'pending', order_number: order.number };
  const member = await findCustomer(db, params.member);
  if (!member) throw new ActError('NOT_FOUND', `There is no member ${params.member}.`);
  const plan = await findPlan(db, params.plan);
  try {
    const id = await activate(db, orderId, member, plan, params, writer);
    return { outcome: 'subscribed', subscription: await findSubscription(db, id) };
  } catch (error) {
    // Another subscription of the member became live between the check and the charge: give the money back.
    if (!(await liveSubscription(db, member.id))) throw error;
    await refundOrder(
      db,
      provider,
      { id: orderId, reason: 'Already a premium member', key: `${params.key.slice(0, 56)}-dupe` },
      writer,
    );
    throw new ActError('CONFLICT', `${member.name} is already a premium member; the charge was refunded.`);
  }
}
