// Where an order's money stands, recounted from its succeeded payments and refunds (integer sums in SQL) whenever an
// attempt settles, and the settlement itself: the provider's outcome written onto the attempt, logged once.
import type { Kysely } from 'kysely';
import type { OrderPaymentState } from '@bluemanager/protocol';
import type { Database } from '../../db/schema.js';
import { logOperation, type OperationActor } from '../../domain/oplog/operation-log.js';
import type { ProviderOutcome } from './payments/payment-provider.js';
import type { PaymentRow, RefundRow } from './order.tables.js';

export interface OrderSums {
  total: number;
  paid: number;
  refunded: number;
  lastChargeFailed: boolean;
}

export function paymentStateOf(money: OrderSums): OrderPaymentState {
  if (money.paid === 0) return money.lastChargeFailed ? 'failed' : 'unpaid';
  if (money.refunded >= money.paid) return 'refunded';
  if (money.refunded > 0) return 'partially-refunded';
  return 'paid';
}

async function succeededSum(trx: Kysely<Database>, table: 'payments' | 'refunds', orderId: number) {
  const row = await trx
    .selectFrom(table)
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount'), eb.lit(0)).as('sum'))
    .where('order_id', '=', orderId)
    .where('state', '=', 'succeeded')
    .executeTakeFirstOrThrow();
  return Number(row.sum);
}

export async function recountOrder(trx: Kysely<Database>, orderId: number, now: Date): Promise<void> {
  const order = await trx
    .selectFrom('orders')
    .select('total_amount')
    .where('id', '=', orderId)
    .executeTakeFirstOrThrow();
  const last = await trx
    .selectFrom('payments')
    .select('state')
    .where('order_id', '=', orderId)
    .orderBy('id', 'desc')
    .executeTakeFirst();
  const paid = await succeededSum(trx, 'payments', orderId);
  const refunded = await succeededSum(trx, 'refunds', orderId);
  const state = paymentStateOf({
    total: Number(order.total_amount),
    paid,
    refunded,
    lastChargeFailed: last?.state === 'failed',
  });
  await trx
    .updateTable('orders')
    .set({
      paid_amount: paid,
      refunded_amount: refunded,
      payment_state: state,
      updated_at: now.toISOString(),
    })
    .where('id', '=', orderId)
    .execute();
}

export interface SettleContext {
  actor: OperationActor;
  now: Date;
}

type Attempt = { kind: 'charge'; row: PaymentRow } | { kind: 'refund'; row: RefundRow };

/**
 * Writes a provider's outcome onto a pending attempt and recounts its order, in one transaction; an attempt already
 * settled is left as it is (a late or repeated answer changes nothing). A failed refund gives back what it held.
 */
export async function settleAttempt(
  db: Kysely<Database>,
  attempt: Attempt,
  outcome: ProviderOutcome,
  context: SettleContext,
): Promise<void> {
  if (outcome.state === 'pending') {
    if (outcome.ref !== attempt.row.provider_ref) {
      const table = attempt.kind === 'charge' ? 'payments' : 'refunds';
      await db
        .updateTable(table)
        .set({ provider_ref: outcome.ref })
        .where('id', '=', attempt.row.id)
        .execute();
    }
    return;
  }
  const failure = outcome.state === 'failed' ? outcome.failure : null;
  const settled = {
    state: outcome.state,
    failure,
    provider_ref: outcome.ref ?? attempt.row.provider_ref,
    settled_at: context.now.toISOString(),
  };
  await db.transaction().execute(async (trx) => {
    const changed =
      attempt.kind === 'charge'
        ? await trx
            .updateTable('payments')
            .set({ ...settled, ...(outcome.method ? { method: outcome.method } : {}) })
            .where('id', '=', attempt.row.id)
            .where('state', '=', 'pending')
            .executeTakeFirst()
        : await trx
            .updateTable('refunds')
            .set(settled)
            .where('id', '=', attempt.row.id)
            .where('state', '=', 'pending')
            .executeTakeFirst();
    if (Number(changed.numUpdatedRows) === 0) return;
    const orderId = attempt.row.order_id;
    if (attempt.kind === 'refund' && outcome.state === 'failed') {
      await trx
        .updateTable('orders')
        .set((eb) => ({ refund_held: eb('refund_held', '-', attempt.row.amount) }))
        .where('id', '=', orderId)
        .execute();
    }
    await recountOrder(trx, orderId, context.now);
    const order = await trx
      .selectFrom('orders')
      .select(['number', 'building_id'])
      .where('id', '=', orderId)
      .executeTakeFirstOrThrow();
    const succeeded = outcome.state === 'succeeded';
    await logOperation(trx, {
      operation:
        attempt.kind === 'charge'
          ? succeeded
            ? 'order-charged'
            : 'order-charge-failed'
          : succeeded
            ? 'order-refunded'
            : 'order-refund-failed',
      target: order.number,
      actor: context.actor,
      now: context.now,
      buildingId: order.building_id,
      detail: attempt.kind === 'refund' ? (attempt.row as RefundRow).reason : (failure ?? undefined),
      changes: {
        before: {},
        after: { amount: Number(attempt.row.amount), currency: attempt.row.currency, state: outcome.state },
      },
    });
  });
}
