// An order row as the acts answer it: its building, the locker and compartment where it waits, and its money as
// Money values (integer minor units with the order's currency).
import type { Kysely } from 'kysely';
import {
  CURRENCIES,
  FULFILMENT_STATES,
  ORDER_KINDS,
  ORDER_PAYMENT_STATES,
  type Currency,
  type OrderItem,
} from '@bluemanager/protocol';
import type { Database } from '../../db/schema.js';
import { ActError } from '../../domain/act-error.js';
import type { OrderRow } from './order.tables.js';

export const orderQuery = (db: Kysely<Database>) =>
  db
    .selectFrom('orders')
    .innerJoin('buildings', 'buildings.id', 'orders.building_id')
    .leftJoin('machines', 'machines.id', 'orders.machine_id')
    .leftJoin('compartments', 'compartments.id', 'orders.compartment_id')
    .selectAll('orders')
    .select([
      'buildings.name as bname',
      'buildings.timezone as tz',
      'machines.name as mname',
      'compartments.label as compartment',
    ]);

export type OrderListRow = OrderRow & {
  bname: string;
  tz: string;
  mname: string | null;
  compartment: string | null;
};

/** A stored word read back as one of its vocabulary's; a row that holds anything else is a bug, said loudly. */
export function oneOf<T extends string>(values: readonly T[], value: string, what: string): T {
  const known = values.find((entry) => entry === value);
  if (known === undefined) throw new Error(`unknown ${what} '${value}' in the orders tables`);
  return known;
}

export const currencyOf = (value: string): Currency => oneOf(CURRENCIES, value, 'currency');

export function toOrderItem(row: OrderListRow): OrderItem {
  const currency = currencyOf(row.currency);
  return {
    id: row.id,
    number: row.number,
    kind: oneOf(ORDER_KINDS, row.kind, 'order kind'),
    buid: row.building_id,
    bname: row.bname,
    customer: row.customer,
    mob: row.mob,
    bc: row.bc,
    email: row.email,
    total: { amount: Number(row.total_amount), currency },
    paid: { amount: Number(row.paid_amount), currency },
    refunded: { amount: Number(row.refunded_amount), currency },
    payment_state: oneOf(ORDER_PAYMENT_STATES, row.payment_state, 'payment state'),
    fulfilment: oneOf(FULFILMENT_STATES, row.fulfilment, 'fulfilment'),
    mname: row.mname,
    compartment: row.compartment,
    tz: row.tz,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

/** The order; the dispatcher has checked the id is in the caller's scope. */
export async function findOrder(db: Kysely<Database>, id: number): Promise<OrderListRow> {
  const row = await orderQuery(db).where('orders.id', '=', id).executeTakeFirst();
  if (!row) throw new ActError('NOT_FOUND', `There is no order ${id}.`);
  return row;
}
