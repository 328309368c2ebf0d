// Placing an order from another section (the shop, a group buy, BlueExpress, a premium plan, a locker rental): the one
// way a new row reaches the order book, so every kind is listed, searched, charged and refunded by the Orders section
// alike. The order starts unpaid (paid when it owes nothing); `chargePlacedOrder` charges it through the payment
// interface with an idempotency key.
import { randomInt, randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { Currency, FulfilmentState, OrderKind } from '@bluemanager/protocol';
import type { Database } from '../../db/schema.js';
import { ORDER_CATALOGUE } from './order-catalogue.js';
import { chargeOrder } from './order-charge.js';
import type { SettleContext } from './order-settle.js';
import type { PaymentProvider } from './payments/payment-provider.js';

export interface PlacedOrderLine {
  name: string;
  sku: string;
  quantity: number;
  /** Minor units (cents), an integer. */
  unitAmount: number;
}

export interface PlaceOrderInput {
  kind: OrderKind;
  buildingId: number;
  memberId: number | null;
  customer: string;
  /** E.164, or '' when none. */
  mob: string;
  email: string;
  currency: Currency;
  lines: readonly PlacedOrderLine[];
  fulfilment: FulfilmentState;
  /** Where it waits, while it does. */
  machineId?: number | null;
  compartmentId?: number | null;
  now: Date;
}

export interface PlacedOrder {
  id: number;
  number: string;
  bc: string;
  totalAmount: number;
}

function checkedLine(line: PlacedOrderLine): number {
  if (!Number.isSafeInteger(line.unitAmount) || line.unitAmount < 0)
    throw new Error(`order line '${line.sku}' has an amount that is not whole minor units`);
  if (!Number.isSafeInteger(line.quantity) || line.quantity < 1)
    throw new Error(`order line '${line.sku}' has a quantity below one`);
  return line.unitAmount * line.quantity;
}

/** Writes the order and its lines inside the caller's transaction; its number is the kind's prefix and its id. */
export async function placeOrder(
  trx: Transaction<Database> | Kysely<Database>,
  input: PlaceOrderInput,
): Promise<PlacedOrder> {
  const prefix = ORDER_CATALOGUE[input.kind].prefix;
  const amounts = input.lines.map(checkedLine);
  const total = amounts.reduce((sum, amount) => sum + amount, 0);
  const at = input.now.toISOString();
  const bc = `${prefix}${String(randomInt(10_000_000_000, 99_999_999_999))}`;
  const { id } = await trx
    .insertInto('orders')
    .values({
      // A placeholder until the id is known: the number is derived from it, so two orders never share one.
      number: `placing-${randomUUID()}`,
      kind: input.kind,
      building_id: input.buildingId,
      member_id: input.memberId,
      customer: input.customer,
      mob: input.mob,
      bc,
      email: input.email.toLowerCase(),
      currency: input.currency,
      total_amount: total,
      // An order that owes nothing (a premium member's free delivery) is settled as placed: there is nothing to
      // charge, and a locker that waits for 'paid' (a BlueExpress drop-off) takes it.
      payment_state: total === 0 ? 'paid' : 'unpaid',
      fulfilment: input.fulfilment,
      machine_id: input.machineId ?? null,
      compartment_id: input.compartmentId ?? null,
      created_at: at,
      updated_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const number = `${prefix}-${String(100_000 + id)}`;
  await trx.updateTable('orders').set({ number }).where('id', '=', id).execute();
  await trx
    .insertInto('order_lines')
    .values(
      input.lines.map((line, index) => ({
        order_id: id,
        name: line.name,
        sku: line.sku,
        quantity: line.quantity,
        unit_amount: line.unitAmount,
        amount: amounts[index] ?? 0,
      })),
    )
    .execute();
  return { id, number, bc, totalAmount: total };
}

/**
 * Charges what a placed order owes, outside any transaction (the provider is asked between writes). The same key
 * twice charges once. Answers the order's payment state afterwards: 'paid' only when the provider said so.
 */
export async function chargePlacedOrder(
  db: Kysely<Database>,
  provider: PaymentProvider,
  charge: { orderId: number; method: string; key: string },
  context: SettleContext,
): Promise<string> {
  await chargeOrder(db, provider, { id: charge.orderId, method: charge.method, key: charge.key }, context);
  const row = await db
    .selectFrom('orders')
    .select('payment_state')
    .where('id', '=', charge.orderId)
    .executeTakeFirstOrThrow();
  return row.payment_state;
}
