// Refunding an order (act 57004): part or all of what is left, with a reason, one refund per idempotency key. The
// amount is held on the order first (only while it stays within what was paid, checked by the row update itself),
// the refund is written pending, the provider is asked with the same key, and its answer settles it.
import type { Kysely } from 'kysely';
import type { ActParsedParams, orderRefundAct } from '@bluemanager/protocol';
import type { Database } from '../../db/schema.js';
import { ActError } from '../../domain/act-error.js';
import type { RefundRow } from './order.tables.js';
import { currencyOf, findOrder } from './order-row.js';
import { settleAttempt, type SettleContext } from './order-settle.js';
import { ProviderUnavailableError, type PaymentProvider } from './payments/payment-provider.js';

type RefundParams = ActParsedParams<typeof orderRefundAct>;

const refundByKey = (db: Kysely<Database>, key: string) =>
  db.selectFrom('refunds').selectAll().where('idempotency_key', '=', key).executeTakeFirst();

function sameOrder(refund: RefundRow, orderId: number): RefundRow {
  if (refund.order_id !== orderId)
    throw new ActError('CONFLICT', 'This idempotency key was already used for another order.');
  return refund;
}

async function openRefund(
  db: Kysely<Database>,
  provider: PaymentProvider,
  params: RefundParams,
  context: SettleContext,
): Promise<RefundRow> {
  const order = await findOrder(db, params.id);
  const charge = await db
    .selectFrom('payments')
    .select('id')
    .where('order_id', '=', params.id)
    .where('state', '=', 'succeeded')
    .executeTakeFirst();
  if (!charge) throw new ActError('CONFLICT', `Order ${order.number} has no payment to refund.`);
  const left = Number(order.paid_amount) - Number(order.refund_held);
  const amount = params.amount ?? left;
  if (left <= 0) throw new ActError('CONFLICT', `Order ${order.number} is already refunded.`);
  if (amount > left)
    throw new ActError(
      'CONFLICT',
      `Order ${order.number} has ${left} minor units left to refund, not ${amount}.`,
    );
  return db.transaction().execute(async (trx) => {
    const held = await trx
      .updateTable('orders')
      .set((eb) => ({ refund_held: eb('refund_held', '+', amount) }))
      .where('id', '=', order.id)
      .where((eb) => eb(eb('refund_held', '+', amount), '<=', eb.ref('paid_amount')))
      .executeTakeFirst();
    if (Number(held.numUpdatedRows) === 0)
      throw new ActError('CONFLICT', `Another refund of order ${order.number} took what was left.`);
    return trx
      .insertInto('refunds')
      .values({
        order_id: order.id,
        payment_id: charge.id,
        idempotency_key: params.key,
        provider: provider.name,
        provider_ref: null,
        amount,
        currency: currencyOf(order.currency),
        full: amount === left ? 1 : 0,
        reason: params.reason,
        state: 'pending',
        failure: null,
        username: context.actor.username,
        created_at: context.now.toISOString(),
        settled_at: null,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  });
}

/** A refusal may come from a call with this very key that got there first: then that call's refund is the answer. */
async function openOrJoinRefund(
  db: Kysely<Database>,
  provider: PaymentProvider,
  params: RefundParams,
  context: SettleContext,
): Promise<RefundRow> {
  try {
    return await openRefund(db, provider, params, context);
  } catch (error) {
    const taken = await refundByKey(db, params.key);
    if (taken) return sameOrder(taken, params.id);
    throw error;
  }
}

async function askProvider(
  db: Kysely<Database>,
  provider: PaymentProvider,
  refund: RefundRow,
  context: SettleContext,
): Promise<void> {
  const charge = await db
    .selectFrom('payments')
    .select('provider_ref')
    .where('id', '=', refund.payment_id)
    .executeTakeFirstOrThrow();
  try {
    const outcome = await provider.refund({
      charge: charge.provider_ref ?? '',
      amount: { amount: Number(refund.amount), currency: currencyOf(refund.currency) },
      idempotencyKey: refund.idempotency_key,
      reason: refund.reason,
    });
    await settleAttempt(db, { kind: 'refund', row: refund }, outcome, context);
  } catch (error) {
    if (!(error instanceof ProviderUnavailableError)) throw error;
    await db
      .updateTable('refunds')
      .set({ failure: 'provider_unavailable' })
      .where('id', '=', refund.id)
      .where('state', '=', 'pending')
      .execute();
  }
}

export async function refundOrder(
  db: Kysely<Database>,
  provider: PaymentProvider,
  params: RefundParams,
  context: SettleContext,
): Promise<void> {
  const known = await refundByKey(db, params.key);
  const refund = known ? sameOrder(known, params.id) : await openOrJoinRefund(db, provider, params, context);
  if (refund.state === 'pending') await askProvider(db, provider, refund, context);
}
