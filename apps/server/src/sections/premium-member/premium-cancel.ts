// Cancelling (act 65113) and auto-renew (act 65114). At the period end (the default) books the end: benefits until
// then, nothing refunded. Now ends it at once and refunds the unused whole days of the current period through the
// orders section's refund (proratedRefund says the rounding), with a key derived from the caller's.
import type { Kysely } from 'kysely';
import type { ActParsedParams, premiumCancelAct } from '@bluemanager/protocol';
import type { Database } from '../../db/schema.js';
import type { Writer } from '../../act-channel/write.js';
import { ActError } from '../../domain/act-error.js';
import { logForMembers } from '../members/member-history.js';
import { refundOrder } from '../orders/order-refund.js';
import type { PaymentProvider } from '../orders/payments/payment-provider.js';
import { proratedRefund } from './premium-period.js';
import type { PremiumSubscriptionRow } from './premium.tables.js';

type CancelParams = ActParsedParams<typeof premiumCancelAct>;

async function liveRow(db: Kysely<Database>, id: number): Promise<PremiumSubscriptionRow> {
  const row = await db
    .selectFrom('premium_subscriptions')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) throw new ActError('NOT_FOUND', `There is no premium subscription ${id}.`);
  if (row.state !== 'active' && row.state !== 'past-due')
    throw new ActError('CONFLICT', `This subscription has already ended (${row.state}).`);
  return row;
}

const memberName = async (db: Kysely<Database>, id: number) =>
  (await db.selectFrom('members').select('name').where('id', '=', id).executeTakeFirst())?.name ?? String(id);

/** The order paying for the current period and what of it is still paid (paid less refunded), in minor units. */
async function currentPayment(db: Kysely<Database>, row: PremiumSubscriptionRow) {
  const period = await db
    .selectFrom('premium_periods')
    .innerJoin('orders', 'orders.id', 'premium_periods.order_id')
    .select(['orders.id', 'orders.paid_amount', 'orders.refunded_amount'])
    .where('premium_periods.subscription_id', '=', row.id)
    .where('premium_periods.period_start', '=', row.period_start)
    .executeTakeFirst();
  return period
    ? { orderId: period.id, kept: Number(period.paid_amount) - Number(period.refunded_amount) }
    : null;
}

async function bookEnd(db: Kysely<Database>, row: PremiumSubscriptionRow, reason: string, writer: Writer) {
  if (row.cancel_at_period_end === 1) return;
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('premium_subscriptions')
      .set({ cancel_at_period_end: 1, updated_at: writer.now.toISOString() })
      .where('id', '=', row.id)
      .execute();
    await logForMembers(trx, writer, [row.member_id], {
      operation: 'premium-cancel-booked',
      target: await memberName(trx, row.member_id),
      detail: reason,
      buildingId: row.building_id,
      changes: { before: { cancel_at_period_end: false }, after: { cancel_at_period_end: true } },
    });
  });
}

async function endNow(
  db: Kysely<Database>,
  row: PremiumSubscriptionRow,
  cancel: { reason: string; key: string },
  writer: Writer,
) {
  const reason = cancel.reason;
  const payment = await currentPayment(db, row);
  const refund = payment
    ? proratedRefund(payment.kept, { start: row.period_start, end: row.period_end }, writer.now)
    : 0;
  const ended = await db.transaction().execute(async (trx) => {
    const at = writer.now.toISOString();
    const changed = await trx
      .updateTable('premium_subscriptions')
      .set({
        state: 'cancelled',
        ended_at: at,
        grace_until: null,
        cancel_key: cancel.key,
        cancel_refund: refund,
        updated_at: at,
      })
      .where('id', '=', row.id)
      .where('state', '=', row.state)
      .executeTakeFirst();
    if (Number(changed.numUpdatedRows) !== 1) return false;
    if (payment)
      await trx
        .updateTable('orders')
        .set({ fulfilment: 'cancelled', updated_at: at })
        .where('id', '=', payment.orderId)
        .execute();
    await logForMembers(trx, writer, [row.member_id], {
      operation: 'premium-cancelled',
      target: await memberName(trx, row.member_id),
      detail: reason,
      buildingId: row.building_id,
      changes: { before: { state: row.state }, after: { state: 'cancelled', refund } },
    });
    return true;
  });
  if (!ended) throw new ActError('CONFLICT', 'The subscription changed meanwhile; look again.');
  return payment && refund > 0 ? { orderId: payment.orderId, amount: refund } : null;
}

function refundPeriod(
  db: Kysely<Database>,
  provider: PaymentProvider,
  orderId: number,
  amount: number,
  reason: string,
  key: string,
  writer: Writer,
) {
  const text = `Premium cancelled: ${reason}`.slice(0, 200);
  return refundOrder(db, provider, { id: orderId, amount, reason: text, key }, writer);
}

export async function cancelSubscription(
  db: Kysely<Database>,
  provider: PaymentProvider,
  params: CancelParams,
  writer: Writer,
): Promise<void> {
  const refundKey = `${params.key.slice(0, 56)}-refund`;
  // A repeat of a cancellation now (a lost answer, a crash before its refund): the refund it decided, asked for
  // again with the same key, which the orders section answers without refunding twice.
  const earlier = await db
    .selectFrom('premium_subscriptions')
    .selectAll()
    .where('cancel_key', '=', refundKey)
    .executeTakeFirst();
  if (earlier) {
    if (earlier.id !== params.id)
      throw new ActError('CONFLICT', 'This idempotency key was already used for another subscription.');
    const payment = await currentPayment(db, earlier);
    const amount = Number(earlier.cancel_refund ?? 0);
    if (payment && amount > 0)
      await refundPeriod(db, provider, payment.orderId, amount, params.reason, refundKey, writer);
    return;
  }
  const row = await liveRow(db, params.id);
  if (params.when === 'period-end') return bookEnd(db, row, params.reason, writer);
  const refund = await endNow(db, row, { reason: params.reason, key: refundKey }, writer);
  if (refund)
    await refundPeriod(db, provider, refund.orderId, refund.amount, params.reason, refundKey, writer);
}

export async function setAutoRenew(db: Kysely<Database>, id: number, autoRenew: boolean, writer: Writer) {
  const row = await liveRow(db, id);
  const before = { auto_renew: row.auto_renew === 1, cancel_at_period_end: row.cancel_at_period_end === 1 };
  // Renewing again withdraws a booked cancellation: the member wants to stay.
  const after = {
    auto_renew: autoRenew,
    cancel_at_period_end: autoRenew ? false : before.cancel_at_period_end,
  };
  if (before.auto_renew === after.auto_renew && before.cancel_at_period_end === after.cancel_at_period_end)
    return;
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('premium_subscriptions')
      .set({
        auto_renew: after.auto_renew ? 1 : 0,
        cancel_at_period_end: after.cancel_at_period_end ? 1 : 0,
        updated_at: writer.now.toISOString(),
      })
      .where('id', '=', id)
      .execute();
    await logForMembers(trx, writer, [row.member_id], {
      operation: 'premium-auto-renew-changed',
      target: await memberName(trx, row.member_id),
      buildingId: row.building_id,
      changes: { before, after },
    });
  });
}
