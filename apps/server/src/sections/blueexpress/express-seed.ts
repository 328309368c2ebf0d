// Demo shipments: in the first buildings that have members and a locker, one shipment in every state (and one whose
// card was declined), each with its order placed through placeOrder, its charge (and, when cancelled, its refund)
// recorded as the development provider would have settled it, its tracking events and, while dropped off, the
// compartment it waits in. Drop-off codes of the demo are random and unknown to anyone: only hashes are stored.
import type { Kysely } from 'kysely';
import {
  EXPRESS_SERVICES,
  EXPRESS_STATES,
  type ExpressState,
  type FulfilmentState,
} from '@bluemanager/protocol';
import type { Database } from '../../db/schema.js';
import { createRandom, seedFrom, type Random } from '../../db/seed/random.js';
import type { SectionSeedContext } from '../define-server-section.js';
import { placeOrder } from '../orders/order-place.js';
import { recountOrder } from '../orders/order-settle.js';
import { dropOffHash } from './express-code.js';
import { insertEvent } from './express-events.js';
import { shipmentNumber } from './express-create.js';
import { newPickupCode } from '../parcels/pickup-code.js';

const BUILDINGS = 4;
const HOUR_MS = 3_600_000;
const RECIPIENTS = [
  ['Amelia Chen', '+14165550142'],
  ['Noah Tremblay', '+15145550187'],
  ['Olivia Singh', '+16045550119'],
  ['Liam Dubois', '+14385550163'],
  ['Emma Rossi', '+16475550178'],
  ['Lucas Martin', '+12505550134'],
] as const;
const ADDRESSES = [
  '120 King St W, Toronto ON M5H 1J9',
  '1 Place Ville-Marie, Montréal QC H3B 2B6',
  '800 Burrard St, Vancouver BC V6Z 2V8',
];

/** The states a shipment went through to reach `state`, in order. */
const PATHS: Record<ExpressState, readonly ExpressState[]> = {
  created: ['created'],
  'dropped-off': ['created', 'dropped-off'],
  'picked-up': ['created', 'dropped-off', 'picked-up'],
  'in-transit': ['created', 'dropped-off', 'picked-up', 'in-transit'],
  delivered: ['created', 'dropped-off', 'picked-up', 'in-transit', 'delivered'],
  cancelled: ['created', 'dropped-off', 'cancelled'],
  returned: ['created', 'dropped-off', 'picked-up', 'in-transit', 'returned'],
};

const FULFILMENT: Record<ExpressState, FulfilmentState> = {
  created: 'processing',
  'dropped-off': 'processing',
  'picked-up': 'in-transit',
  'in-transit': 'in-transit',
  delivered: 'in-locker',
  cancelled: 'cancelled',
  returned: 'ended',
};

interface Origin {
  buildingId: number;
  machine: { id: number; name: string };
  free: { id: number; label: string; size: string }[];
  members: { id: number; name: string; phones: string; email: string }[];
}

async function originsOf(db: Kysely<Database>): Promise<Origin[]> {
  const machines = await db
    .selectFrom('machines')
    .innerJoin('compartments', 'compartments.machine_id', 'machines.id')
    .select(['machines.id', 'machines.name', 'machines.building_id'])
    .where('machines.retired_at', 'is', null)
    .distinct()
    .orderBy('machines.id')
    .execute();
  const origins: Origin[] = [];
  for (const machine of machines) {
    if (origins.length === BUILDINGS) break;
    if (origins.some((origin) => origin.buildingId === machine.building_id)) continue;
    const members = await db
      .selectFrom('members')
      .select(['id', 'name', 'phones', 'email'])
      .where('building_id', '=', machine.building_id)
      .where('status', '=', 'active')
      .orderBy('id')
      .limit(20)
      .execute();
    if (members.length === 0) continue;
    const free = await db
      .selectFrom('compartments')
      .select(['id', 'label', 'size'])
      .where('machine_id', '=', machine.id)
      .where('state', '=', 'free')
      .orderBy('label')
      .execute();
    if (free.length === 0) continue;
    origins.push({ buildingId: machine.building_id, machine, free, members });
  }
  return origins;
}

async function settle(
  db: Kysely<Database>,
  order: { id: number; totalAmount: number },
  outcome: { declined: boolean; refunded: boolean; at: Date; sequence: number },
): Promise<void> {
  const base = {
    order_id: order.id,
    provider: 'development',
    amount: order.totalAmount,
    currency: 'CAD',
    username: 'sysadmin',
    created_at: outcome.at.toISOString(),
    settled_at: outcome.at.toISOString(),
  };
  const { id: paymentId } = await db
    .insertInto('payments')
    .values({
      ...base,
      idempotency_key: `seed-bx-${outcome.sequence}-charge`,
      provider_ref: `dev_ch_seed_bx_${outcome.sequence}`,
      method: outcome.declined ? 'test card' : 'visa 4242',
      state: outcome.declined ? 'failed' : 'succeeded',
      failure: outcome.declined ? 'card_declined' : null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (outcome.refunded) {
    await db
      .insertInto('refunds')
      .values({
        ...base,
        payment_id: paymentId,
        idempotency_key: `seed-bx-${outcome.sequence}-refund`,
        provider_ref: `dev_re_seed_bx_${outcome.sequence}`,
        full: 1,
        reason: 'Sender cancelled before the carrier pickup',
        state: 'succeeded',
        failure: null,
      })
      .execute();
    await db
      .updateTable('orders')
      .set({ refund_held: order.totalAmount })
      .where('id', '=', order.id)
      .execute();
  }
  await recountOrder(db, order.id, outcome.at);
}

function placeOf(state: ExpressState, origin: Origin, compartment: string, destination: string): string {
  if (state === 'dropped-off') return `${origin.machine.name} ${compartment}`;
  if (state === 'in-transit') return 'Carrier hub';
  if (state === 'delivered') return destination;
  return origin.machine.name;
}

async function seedOne(
  db: Kysely<Database>,
  random: Random,
  origin: Origin,
  plan: {
    state: ExpressState;
    declined: boolean;
    sequence: number;
    destinations: { id: number; name: string }[];
  },
  now: Date,
): Promise<number> {
  const { state, declined, sequence } = plan;
  const door = state === 'dropped-off' ? origin.free.pop() : random.pick(origin.free);
  if (!door) return 0;
  const member = random.pick(origin.members);
  const service = random.pick(EXPRESS_SERVICES);
  const price = await db
    .selectFrom('express_tariffs')
    .select('amount')
    .where('size', '=', door.size)
    .where('service', '=', service)
    .executeTakeFirst();
  if (!price) return 0;
  const amount = Number(price.amount);
  const steps = PATHS[state];
  const created = new Date(now.getTime() - (steps.length * 6 + random.int(1, 48)) * HOUR_MS);
  const toLocker = random.chance(0.6) && plan.destinations.length > 0;
  const destination = toLocker ? random.pick(plan.destinations) : null;
  const address = destination ? '' : random.pick(ADDRESSES);
  const phones = JSON.parse(member.phones) as string[];
  const order = await placeOrder(db, {
    kind: 'express',
    buildingId: origin.buildingId,
    memberId: member.id,
    customer: member.name,
    mob: phones[0] ?? '',
    email: member.email,
    currency: 'CAD',
    lines: [
      {
        name: `BlueExpress ${service} ${door.size}`,
        sku: `EX-${service.toUpperCase()}-${door.size}`,
        quantity: 1,
        unitAmount: amount,
      },
    ],
    fulfilment: FULFILMENT[state],
    machineId:
      state === 'dropped-off' ? origin.machine.id : state === 'delivered' ? (destination?.id ?? null) : null,
    compartmentId: state === 'dropped-off' ? door.id : null,
    now: created,
  });
  await settle(db, order, {
    declined,
    refunded: state === 'cancelled',
    at: new Date(created.getTime() + 4000),
    sequence,
  });
  const [recipient, recipientPhone] = random.pick(RECIPIENTS);
  const updated = new Date(created.getTime() + (steps.length - 1) * 6 * HOUR_MS);
  const { id } = await db
    .insertInto('express_shipments')
    .values({
      number: `placing-seed-${sequence}`,
      building_id: origin.buildingId,
      machine_id: origin.machine.id,
      member_id: member.id,
      recipient,
      recipient_phone: recipientPhone,
      destination: destination ? 'locker' : 'address',
      dest_machine_id: destination?.id ?? null,
      address,
      size: door.size,
      service,
      amount,
      currency: 'CAD',
      list_amount: amount,
      benefit: 'none',
      discount_percent: 0,
      premium_period_id: null,
      parcel_id: null,
      order_id: order.id,
      state,
      code_hash: state === 'created' ? dropOffHash(origin.machine.id, newPickupCode()) : null,
      compartment_id: state === 'dropped-off' ? door.id : null,
      create_key: `seed-bx-${sequence}`,
      created_at: created.toISOString(),
      updated_at: updated.toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .updateTable('express_shipments')
    .set({ number: shipmentNumber(id) })
    .where('id', '=', id)
    .execute();
  if (state === 'dropped-off')
    await db.updateTable('compartments').set({ state: 'occupied' }).where('id', '=', door.id).execute();
  for (const [index, step] of steps.entries()) {
    await insertEvent(db, {
      shipmentId: id,
      state: step,
      at: new Date(created.getTime() + index * 6 * HOUR_MS),
      place: placeOf(step, origin, door.label, destination?.name ?? address),
      actor: step === 'dropped-off' ? origin.machine.name : 'sysadmin',
      note: step === 'cancelled' ? 'Sender cancelled before the carrier pickup' : '',
    });
  }
  return steps.length;
}

export async function seedShipments(
  db: Kysely<Database>,
  context: SectionSeedContext,
): Promise<Readonly<Record<string, number>>> {
  const random = createRandom(seedFrom('blueexpress'));
  const origins = await originsOf(db);
  const destinations = origins.map((origin) => origin.machine);
  let shipments = 0;
  let events = 0;
  for (const origin of origins) {
    const others = destinations.filter((machine) => machine.id !== origin.machine.id);
    const plans = [
      ...EXPRESS_STATES.map((state) => ({ state, declined: false })),
      { state: 'created' as const, declined: true },
    ];
    for (const plan of plans) {
      const written = await seedOne(
        db,
        random,
        origin,
        { ...plan, sequence: shipments + 1, destinations: others },
        context.now,
      );
      if (written > 0) {
        shipments += 1;
        events += written;
      }
    }
  }
  return { express_shipments: shipments, express_events: events };
}
