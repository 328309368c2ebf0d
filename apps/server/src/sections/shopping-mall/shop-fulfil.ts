// Fulfilment of shop orders through the parcels' own path: a paid order goes into a free compartment as a parcel
// (`depositParcel`, so the compartment is claimed by its conditional update and the member gets the pickup message
// and code like any parcel), and the order waits 'in-locker' there. The order follows its parcel: a pickup at the
// locker (heard on the parcel event hub) or a hand-over by staff makes it 'collected'; a cancel takes it back out.
import type { Kysely, Transaction } from 'kysely';
import type { ActResult, shopOrderPlacesAct } from '@bluemanager/protocol';
import type { FastifyBaseLogger } from 'fastify';
import type { SignedInContext } from '../../act-channel/act-handler.js';
import { logFor, type Writer } from '../../act-channel/write.js';
import type { Database } from '../../db/schema.js';
import { ActError } from '../../domain/act-error.js';
import type { ParcelEventHub } from '../../domain/events/parcel-events.js';
import { collectOrderInLocker, followCollectedParcels } from '../orders/order-collected.js';
import { collectParcel, depositParcel, type ParcelActor } from '../parcels/parcel-lifecycle.js';

/** What a shop parcel's carrier reads in the parcel lists. */
export const SHOP_CARRIER = 'Shop';

const userActor = (context: SignedInContext): ParcelActor => ({ kind: 'user', ...context.actor });

/** A shop order with its parcel; another kind of order is not the shop's to act on. */
export async function shopOrder(db: Kysely<Database>, id: number) {
  const order = await db
    .selectFrom('orders')
    .innerJoin('shop_orders', 'shop_orders.order_id', 'orders.id')
    .select([
      'orders.id',
      'orders.number',
      'orders.building_id',
      'orders.customer',
      'orders.mob',
      'orders.email',
      'orders.payment_state',
      'orders.fulfilment',
      'orders.paid_amount',
      'orders.refund_held',
      'shop_orders.parcel_id',
    ])
    .where('orders.id', '=', id)
    .executeTakeFirst();
  if (!order) throw new ActError('NOT_FOUND', `Order ${id} is not a shop order.`);
  return order;
}

export async function freeCompartments(
  db: Kysely<Database>,
  orderId: number,
): Promise<ActResult<typeof shopOrderPlacesAct>> {
  const order = await shopOrder(db, orderId);
  const compartments = await db
    .selectFrom('compartments')
    .innerJoin('machines', 'machines.id', 'compartments.machine_id')
    .select(['compartments.id', 'compartments.label', 'compartments.size', 'machines.name as mname'])
    .where('machines.building_id', '=', order.building_id)
    .where('compartments.state', '=', 'free')
    .orderBy('machines.name')
    .orderBy('compartments.label')
    .limit(500)
    .execute();
  return { compartments };
}

/** Act 65409: the compartment must be free and in a locker of the order's own building. */
export async function fulfilShopOrder(
  context: SignedInContext,
  id: number,
  compartmentId: number,
): Promise<void> {
  const order = await shopOrder(context.db, id);
  if (order.fulfilment !== 'processing')
    throw new ActError('CONFLICT', `Order ${order.number} is not waiting to be put in a locker.`);
  if (order.payment_state !== 'paid')
    throw new ActError('CONFLICT', `Order ${order.number} is not paid, so it cannot be handed out.`);
  const place = await context.db
    .selectFrom('compartments')
    .innerJoin('machines', 'machines.id', 'compartments.machine_id')
    .select(['machines.id as machine_id', 'machines.building_id'])
    .where('compartments.id', '=', compartmentId)
    .executeTakeFirst();
  if (!place || place.building_id !== order.building_id) {
    const message = "The compartment must be in a locker of the member's building.";
    throw new ActError('INVALID_PARAMS', message, { issues: [{ path: 'compartment', message }] });
  }
  await depositParcel(context.db, {
    machineId: place.machine_id,
    compartmentId,
    carrier: SHOP_CARRIER,
    phone: order.mob,
    email: order.email,
    recipient: order.customer,
    note: order.number,
    actor: userActor(context),
    now: context.now,
    alsoInTransaction: async (trx, parcelId) => {
      const moved = await trx
        .updateTable('orders')
        .set({
          fulfilment: 'in-locker',
          machine_id: place.machine_id,
          compartment_id: compartmentId,
          updated_at: context.now.toISOString(),
        })
        .where('id', '=', order.id)
        .where('fulfilment', '=', 'processing')
        .where('payment_state', '=', 'paid')
        .executeTakeFirst();
      if (Number(moved.numUpdatedRows) !== 1)
        throw new ActError('CONFLICT', `Order ${order.number} was changed meanwhile: look again.`);
      await trx
        .updateTable('shop_orders')
        .set({ parcel_id: parcelId })
        .where('order_id', '=', order.id)
        .execute();
      await logFor(trx, context, {
        operation: 'shop-order-fulfilled',
        target: order.number,
        buildingId: order.building_id,
        changes: {
          before: { fulfilment: 'processing' },
          after: { fulfilment: 'in-locker', parcel: parcelId },
        },
      });
    },
  });
}

/** The order of a parcel is collected (once: a second call for the same parcel changes nothing). */
async function markCollected(trx: Transaction<Database>, parcelId: number, writer: Writer): Promise<boolean> {
  const link = await trx
    .selectFrom('shop_orders')
    .select('order_id')
    .where('parcel_id', '=', parcelId)
    .executeTakeFirst();
  const done = link && (await collectOrderInLocker(trx, link.order_id, writer.now));
  if (!done) return false;
  await logFor(trx, writer, {
    operation: 'shop-order-collected',
    target: done.number,
    buildingId: done.building_id,
    changes: { before: { fulfilment: 'in-locker' }, after: { fulfilment: 'collected' } },
  });
  return true;
}

/** Act 65410: staff handed the order over; its parcel is completed by hand with the reason. */
export async function handOverShopOrder(context: SignedInContext, id: number, reason: string): Promise<void> {
  const order = await shopOrder(context.db, id);
  if (order.fulfilment !== 'in-locker' || order.parcel_id === null)
    throw new ActError('CONFLICT', `Order ${order.number} is not waiting in a locker.`);
  const parcelId = order.parcel_id;
  await collectParcel(context.db, {
    parcelId,
    actor: userActor(context),
    now: context.now,
    manual: { reason },
    alsoInTransaction: async (trx) => {
      await markCollected(trx, parcelId, context);
    },
  });
}

/** A member's pickup at the locker: the order of a collected shop parcel is collected too (any instance may hear it). */
export const followShopParcels = (
  hub: ParcelEventHub,
  db: Kysely<Database>,
  now: () => Date,
  log: FastifyBaseLogger,
): (() => void) => followCollectedParcels(hub, db, now, log, { kind: 'shop', orderOf: markCollected });
