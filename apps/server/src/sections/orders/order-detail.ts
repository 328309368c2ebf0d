// One order with its lines, payment attempts and refunds (act 57002 and the answer of every money write).
import type { Kysely } from 'kysely';
import { PAYMENT_FAILURES, PAYMENT_STATES, type OrderDetail } from '@bluemanager/protocol';
import type { Database } from '../../db/schema.js';
import { currencyOf, findOrder, oneOf, toOrderItem } from './order-row.js';

const failureOf = (failure: string | null) =>
  failure === null ? null : oneOf(PAYMENT_FAILURES, failure, 'payment failure');

export async function orderDetail(db: Kysely<Database>, id: number): Promise<OrderDetail> {
  const [row, lines, payments, refunds] = await Promise.all([
    findOrder(db, id),
    db.selectFrom('order_lines').selectAll().where('order_id', '=', id).orderBy('id').execute(),
    db.selectFrom('payments').selectAll().where('order_id', '=', id).orderBy('id').execute(),
    db.selectFrom('refunds').selectAll().where('order_id', '=', id).orderBy('id').execute(),
  ]);
  const order = toOrderItem(row);
  const money = (amount: number | string, currency: string) => ({
    amount: Number(amount),
    currency: currencyOf(currency),
  });
  return {
    order,
    lines: lines.map((line) => ({
      id: line.id,
      name: line.name,
      sku: line.sku,
      quantity: line.quantity,
      unit_price: money(line.unit_amount, row.currency),
      amount: money(line.amount, row.currency),
    })),
    payments: payments.map((payment) => ({
      id: payment.id,
      amount: money(payment.amount, payment.currency),
      state: oneOf(PAYMENT_STATES, payment.state, 'payment state'),
      failure: failureOf(payment.failure),
      provider: payment.provider,
      method: payment.method,
      username: payment.username,
      created_at: payment.created_at,
      settled_at: payment.settled_at,
    })),
    refunds: refunds.map((refund) => ({
      id: refund.id,
      payment_id: refund.payment_id,
      amount: money(refund.amount, refund.currency),
      full: refund.full === 1,
      reason: refund.reason,
      state: oneOf(PAYMENT_STATES, refund.state, 'refund state'),
      failure: failureOf(refund.failure),
      username: refund.username,
      created_at: refund.created_at,
      settled_at: refund.settled_at,
    })),
  };
}
