// Charging an order (act 57003): one payment attempt per idempotency key. The attempt is written pending before the
// provider is asked (so a crash leaves a trace, never a silent charge), the provider gets the same key, and its answer
// settles the attempt. The same key again answers that attempt; a pending one is asked about again with its key.
import type { Kysely } from 'kysely';
import { decimalText, type ActParsedParams, type orderChargeAct } from '@bluemanager/protocol';
import type { Database } from '../../db/schema.js';
import { ActError } from '../../domain/act-error.js';
import type { PaymentRow } from './order.tables.js';
import { findOrder, currencyOf } from './order-row.js';
import { settleAttempt, type SettleContext } from './order-settle.js';
import { ProviderUnavailableError, type PaymentProvider } from './payments/payment-provider.js';

type ChargeParams = ActParsedParams<typeof orderChargeAct>;

const paymentByKey = (db: Kysely<Database>, key: string) =>
  db.selectFrom('payments').selectAll().where('idempotency_key', '=', key).executeTakeFirst();

function sameOrder(payment: PaymentRow, orderId: number): PaymentRow {
  if (payment.order_id !== orderId)
    throw new ActError('CONFLICT', 'This idempotency key was already used for another order.');
  return payment;
}

async function openAttempt(
  db: Kysely<Database>,
  provider: PaymentProvider,
  params: ChargeParams,
  context: SettleContext,
): Promise<PaymentRow> {
  const order = await findOrder(db, params.id);
  if (order.payment_state !== 'unpaid' && order.payment_state !== 'failed')
    throw new ActError('CONFLICT', `Order ${order.number} is already paid.`);
  // A cancelled order has given back what it held (stock, a compartment): paying it now would sell nothing.
  if (order.fulfilment === 'cancelled')
    throw new ActError('CONFLICT', `Order ${order.number} was cancelled: it can no longer be paid.`);
  const open = await db
    .selectFrom('payments')
    .select('id')
    .where('order_id', '=', params.id)
    .where('state', '=', 'pending')
    .executeTakeFirst();
  if (open)
    throw new ActError('CONFLICT', `A charge of order ${order.number} is still waiting for the provider.`);
  try {
    return await db
      .insertInto('payments')
      .values({
        order_id: order.id,
        idempotency_key: params.key,
        provider: provider.name,
        provider_ref: null,
        method: '',
        amount: Number(order.total_amount) - Number(order.paid_amount),
        currency: currencyOf(order.currency),
        state: 'pending',
        failure: null,
        username: context.actor.username,
        created_at: context.now.toISOString(),
        settled_at: null,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  } catch {
    // The same key at the same moment (the other call won the insert), or another charge that just opened.
    throw new ActError('CONFLICT', `A charge of order ${order.number} is already under way.`);
  }
}

/** A refusal may come from a call with this very key that got there first: then that call's attempt is the answer. */
async function openOrJoinAttempt(
  db: Kysely<Database>,
  provider: PaymentProvider,
  params: ChargeParams,
  context: SettleContext,
): Promise<PaymentRow> {
  try {
    return await openAttempt(db, provider, params, context);
  } catch (error) {
    const taken = await paymentByKey(db, params.key);
    if (taken) return sameOrder(taken, params.id);
    throw error;
  }
}

/** Asks the provider (again, with the attempt's own key) and settles the attempt with its answer. */
export async function askProvider(
  db: Kysely<Database>,
  provider: PaymentProvider,
  payment: PaymentRow,
  method: string,
  context: SettleContext,
): Promise<void> {
  const order = await findOrder(db, payment.order_id);
  const amount = { amount: Number(payment.amount), currency: currencyOf(payment.currency) };
  try {
    const outcome = await provider.charge({
      amount,
      method,
      idempotencyKey: payment.idempotency_key,
      description: `${order.number} (${decimalText(amount)} ${amount.currency})`,
    });
    await settleAttempt(db, { kind: 'charge', row: payment }, outcome, context);
  } catch (error) {
    if (!(error instanceof ProviderUnavailableError)) throw error;
    // Whether money moved is unknown: the attempt stays pending; its webhook or a retry with its key settles it.
    await db
      .updateTable('payments')
      .set({ failure: 'provider_unavailable' })
      .where('id', '=', payment.id)
      .where('state', '=', 'pending')
      .execute();
  }
}

export async function chargeOrder(
  db: Kysely<Database>,
  provider: PaymentProvider,
  params: ChargeParams,
  context: SettleContext,
): Promise<void> {
  const known = await paymentByKey(db, params.key);
  const payment = known
    ? sameOrder(known, params.id)
    : await openOrJoinAttempt(db, provider, params, context);
  if (payment.state === 'pending') await askProvider(db, provider, payment, params.method, context);
}
