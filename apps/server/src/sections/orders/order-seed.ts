// Demo orders: in every building, orders of every kind from its members, paid with the development provider, some
// declined and never paid, some refunded in part or in full with a reason, each at a fulfilment state its kind has,
// and the ones waiting in a locker with their locker and compartment. Every figure is cents; the orders' sums are
// the sums of their rows.
import type { Insertable, Kysely } from 'kysely';
import { ORDER_KINDS, type OrderKind } from '@bluemanager/protocol';
import type { Database } from '../../db/schema.js';
import { insertRows } from '../../db/seed/insert-rows.js';
import { createRandom, seedFrom, type Random } from '../../db/seed/random.js';
import type { SectionSeedContext } from '../define-server-section.js';
import { ORDER_CATALOGUE } from './order-catalogue.js';
import type { OrderLinesTable, OrdersTable, PaymentsTable, RefundsTable } from './order.tables.js';
import { paymentStateOf } from './order-settle.js';

const ORDERS_PER_BUILDING = 18;
const DAY_MS = 86_400_000;
const REFUND_REASONS = [
  'Item arrived damaged',
  'Customer changed their mind',
  'Delivered late',
  'Duplicate order',
  'Membership cancelled within the trial',
];

interface Place {
  machineId: number;
  compartmentId: number;
}

interface PlannedOrder {
  order: Insertable<OrdersTable>;
  lines: Omit<Insertable<OrderLinesTable>, 'order_id'>[];
  payments: Omit<Insertable<PaymentsTable>, 'order_id'>[];
  refunds: Omit<Insertable<RefundsTable>, 'order_id' | 'payment_id'>[];
}

function planOrder(
  random: Random,
  kind: OrderKind,
  sequence: number,
  customer: { building_id: number; id: number; name: string; phones: string; email: string },
  place: Place | undefined,
  now: Date,
): PlannedOrder {
  const plan = ORDER_CATALOGUE[kind];
  const created = new Date(now.getTime() - random.int(0, 60) * DAY_MS - random.int(0, 86_000) * 1000);
  const at = created.toISOString();
  const lines = random
    .shuffle(plan.items)
    .slice(0, random.int(1, plan.maxLines))
    .map((item) => {
      const quantity = random.int(1, plan.maxQuantity);
      return {
        name: item.name,
        sku: item.sku,
        quantity,
        unit_amount: item.price,
        amount: item.price * quantity,
      };
    });
  const total = lines.reduce((sum, line) => sum + line.amount, 0);
  const fulfilment = random.pick(plan.fulfilment);
  const declined = fulfilment === 'processing' && random.chance(0.4);
  const payments: PlannedOrder['payments'] = [];
  const key = (what: string) => `seed-${plan.prefix}-${sequence}-${what}`;
  const settled = new Date(created.getTime() + 4000).toISOString();
  const charge = (state: 'succeeded' | 'failed', what: string) => ({
    idempotency_key: key(what),
    provider: 'development',
    provider_ref: `dev_ch_seed_${sequence}_${what}`,
    method: state === 'failed' ? 'test card' : 'visa 4242',
    amount: total,
    currency: 'CAD',
    state,
    failure: state === 'failed' ? random.pick(['card_declined', 'insufficient_funds', 'expired_card']) : null,
    username: '',
    created_at: at,
    settled_at: settled,
  });
  if (declined || random.chance(0.15)) payments.push(charge('failed', 'declined'));
  if (!declined) payments.push(charge('succeeded', 'paid'));
  const paid = declined ? 0 : total;
  const refunds: PlannedOrder['refunds'] = [];
  const refundAt = new Date(created.getTime() + random.int(1, 5) * DAY_MS).toISOString();
  const refund = (amount: number, full: boolean) => ({
    idempotency_key: key(`refund-${refunds.length}`),
    provider: 'development',
    provider_ref: `dev_re_seed_${sequence}_${refunds.length}`,
    amount,
    currency: 'CAD',
    full: full ? 1 : 0,
    reason: random.pick(REFUND_REASONS),
    state: 'succeeded',
    failure: null,
    username: 'sysadmin',
    created_at: refundAt,
    settled_at: refundAt,
  });
  if (paid > 0 && fulfilment === 'cancelled') refunds.push(refund(paid, true));
  else if (paid > 0 && random.chance(0.12))
    refunds.push(refund(Math.max(1, Math.floor(paid / random.int(2, 5))), false));
  const refunded = refunds.reduce((sum, entry) => sum + entry.amount, 0);
  const waits = plan.waits === fulfilment && place !== undefined;
  const phones = JSON.parse(customer.phones) as string[];
  return {
    order: {
      number: `${plan.prefix}-${String(100_000 + sequence)}`,
      kind,
      building_id: customer.building_id,
      member_id: customer.id,
      customer: customer.name,
      mob: phones[0] ?? '',
      bc: `${plan.prefix}${String(random.int(10_000_000, 99_999_999))}${String(sequence % 100).padStart(2, '0')}`,
      email: customer.email,
      currency: 'CAD',
      total_amount: total,
      paid_amount: paid,
      refunded_amount: refunded,
      refund_held: refunded,
      payment_state: paymentStateOf({ total, paid, refunded, lastChargeFailed: declined }),
      fulfilment: declined ? 'processing' : fulfilment,
      machine_id: waits ? place.machineId : null,
      compartment_id: waits ? place.compartmentId : null,
      created_at: at,
      updated_at: refunds.length > 0 ? refundAt : settled,
    },
    lines,
    payments,
    refunds,
  };
}

/** A row the seed itself just wrote. */
function found(id: number | undefined, what: string): number {
  if (id === undefined) throw new Error(`the orders seed lost ${what}`);
  return id;
}

function groupBy<T>(items: readonly T[], key: (item: T) => number): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const item of items) groups.set(key(item), [...(groups.get(key(item)) ?? []), item]);
  return groups;
}

export async function seedOrders(
  db: Kysely<Database>,
  context: SectionSeedContext,
): Promise<Readonly<Record<string, number>>> {
  const random = createRandom(seedFrom('orders'));
  const members = await db
    .selectFrom('members')
    .select(['id', 'building_id', 'name', 'phones', 'email'])
    .where('status', '=', 'active')
    .orderBy('id')
    .execute();
  const places = await db
    .selectFrom('compartments')
    .innerJoin('machines', 'machines.id', 'compartments.machine_id')
    .select(['machines.building_id', 'machines.id as machineId', 'compartments.id as compartmentId'])
    .orderBy('compartments.id')
    .execute();
  const byBuilding = groupBy(members, (member) => member.building_id);
  const placesOf = groupBy(places, (place) => place.building_id);
  const planned: PlannedOrder[] = [];
  for (const [buildingId, residents] of byBuilding) {
    const free = random.shuffle(placesOf.get(buildingId) ?? []);
    for (let index = 0; index < ORDERS_PER_BUILDING; index += 1) {
      // Every kind in every building first, then at random.
      const kind = ORDER_KINDS[index] ?? random.pick(ORDER_KINDS);
      planned.push(
        planOrder(random, kind, planned.length + 1, random.pick(residents), free.pop(), context.now),
      );
    }
  }
  await insertRows(
    db,
    'orders',
    planned.map((entry) => entry.order),
  );
  const ids = new Map(
    (await db.selectFrom('orders').select(['id', 'number']).execute()).map((row) => [row.number, row.id]),
  );
  const idOf = (entry: PlannedOrder) => found(ids.get(entry.order.number), entry.order.number);
  await insertRows(
    db,
    'order_lines',
    planned.flatMap((entry) => entry.lines.map((line) => ({ ...line, order_id: idOf(entry) }))),
  );
  await insertRows(
    db,
    'payments',
    planned.flatMap((entry) => entry.payments.map((payment) => ({ ...payment, order_id: idOf(entry) }))),
  );
  const charges = new Map(
    (
      await db.selectFrom('payments').select(['id', 'order_id']).where('state', '=', 'succeeded').execute()
    ).map((row) => [row.order_id, row.id]),
  );
  const refunds = planned.flatMap((entry) =>
    entry.refunds.map((refund) => ({
      ...refund,
      order_id: idOf(entry),
      payment_id: found(charges.get(idOf(entry)), `the charge of ${entry.order.number}`),
    })),
  );
  await insertRows(db, 'refunds', refunds);
  return {
    orders: planned.length,
    order_lines: planned.reduce((sum, entry) => sum + entry.lines.length, 0),
    payments: planned.reduce((sum, entry) => sum + entry.payments.length, 0),
    refunds: refunds.length,
  };
}
