// Staff moves of a shipment (act 65305: carrier pickup, in transit, delivered, returned) and its cancellation with a
// refund (act 65306). The carrier's pickup frees the compartment the parcel waited in; delivered to a locker goes
// through express-deliver.ts (a parcel deposited there). A cancellation refunds what was paid through the order's
// refund (with the caller's key) before the shipment is marked cancelled, and gives a premium free delivery it used
// back to its period in the same transaction as the cancellation (which moves once, so it is given back once).
import type { Kysely } from 'kysely';
import type {
  ActParsedParams,
  expressCancelAct,
  expressMoveAct,
  ExpressStaffMove,
  FulfilmentState,
} from '@bluemanager/protocol';
import type { Database } from '../../db/schema.js';
import { ActError } from '../../domain/act-error.js';
import { refundOrder } from '../orders/order-refund.js';
import { giveBackFreeDelivery } from '../premium-member/premium-deliveries.js';
import type { SettleContext } from '../orders/order-settle.js';
import type { PaymentProvider } from '../orders/payments/payment-provider.js';
import { deliverToLocker } from './express-deliver.js';
import { applyStep, type ShipmentStep } from './express-events.js';
import { findShipment, type ShipmentListRow } from './express-row.js';

/** Where the step happens when staff do not say: the locker it left from, or where it was going. */
function placeOf(shipment: ShipmentListRow, to: ExpressStaffMove): string {
  if (to === 'delivered')
    return shipment.destination === 'locker' ? (shipment.dest_mname ?? '') : shipment.address;
  if (to === 'in-transit') return '';
  return shipment.mname;
}

function fulfilmentOf(
  shipment: ShipmentListRow,
  to: ExpressStaffMove,
): NonNullable<ShipmentStep['fulfilment']> {
  const state: FulfilmentState =
    to === 'delivered'
      ? shipment.destination === 'locker'
        ? 'in-locker'
        : 'collected'
      : to === 'returned'
        ? 'ended'
        : 'in-transit';
  const waitsAt = to === 'delivered' && shipment.destination === 'locker' ? shipment.dest_machine_id : null;
  return { state, machineId: waitsAt, compartmentId: null };
}

async function freeCompartment(trx: Kysely<Database>, compartmentId: number | null): Promise<void> {
  if (compartmentId === null) return;
  await trx.updateTable('compartments').set({ state: 'free' }).where('id', '=', compartmentId).execute();
}

export async function moveShipment(
  db: Kysely<Database>,
  params: ActParsedParams<typeof expressMoveAct>,
  context: SettleContext,
): Promise<void> {
  const shipment = await findShipment(db, params.id);
  if (params.to === 'delivered' && shipment.destination === 'locker') {
    await deliverToLocker(db, shipment, { place: params.place, note: params.note ?? '' }, context);
    return;
  }
  await db.transaction().execute(async (trx) => {
    await applyStep(trx, {
      shipment,
      to: params.to,
      place: params.place ?? placeOf(shipment, params.to),
      note: params.note ?? '',
      actor: context.actor,
      now: context.now,
      fulfilment: fulfilmentOf(shipment, params.to),
      ...(params.to === 'picked-up' ? { set: { compartment_id: null } } : {}),
    });
    if (params.to === 'picked-up') await freeCompartment(trx, shipment.compartment_id);
  });
}

/** A repeat with the key of a cancellation that went through answers as it did; nothing moves twice. */
async function alreadyCancelledWith(db: Kysely<Database>, shipment: ShipmentListRow, key: string) {
  if (shipment.state !== 'cancelled') return false;
  const refund = await db
    .selectFrom('refunds')
    .select('order_id')
    .where('idempotency_key', '=', key)
    .executeTakeFirst();
  return refund?.order_id === shipment.order_id;
}

export async function cancelShipment(
  db: Kysely<Database>,
  provider: PaymentProvider,
  params: ActParsedParams<typeof expressCancelAct>,
  context: SettleContext,
): Promise<void> {
  const shipment = await findShipment(db, params.id);
  if (await alreadyCancelledWith(db, shipment, params.key)) return;
  if (shipment.state !== 'created' && shipment.state !== 'dropped-off')
    throw new ActError(
      'CONFLICT',
      `Shipment ${shipment.number} is ${shipment.state}: only a shipment the carrier does not have can be cancelled.`,
    );
  // A free delivery's order owes nothing: there is nothing to refund.
  const paid = Number(shipment.amount) > 0 && ['paid', 'partially-refunded'].includes(shipment.payment_state);
  if (paid) {
    await refundOrder(
      db,
      provider,
      { id: shipment.order_id, reason: params.reason, key: params.key },
      context,
    );
    const refund = await db
      .selectFrom('refunds')
      .select('state')
      .where('idempotency_key', '=', params.key)
      .executeTakeFirstOrThrow();
    if (refund.state !== 'succeeded')
      throw new ActError(
        'CONFLICT',
        `The refund of shipment ${shipment.number} did not go through; it is not cancelled.`,
      );
  }
  await db.transaction().execute(async (trx) => {
    await applyStep(trx, {
      shipment,
      to: 'cancelled',
      place: shipment.mname,
      note: params.reason,
      actor: context.actor,
      now: context.now,
      set: { compartment_id: null, code_hash: null },
      fulfilment: { state: 'cancelled', machineId: null, compartmentId: null },
    });
    await freeCompartment(trx, shipment.compartment_id);
    if (shipment.benefit === 'free-delivery' && shipment.premium_period_id !== null)
      await giveBackFreeDelivery(trx, shipment.premium_period_id);
  });
}
