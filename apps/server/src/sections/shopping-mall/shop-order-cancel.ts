// Cancelling a shop order (act 65411): a parcel waiting in a locker is taken back out (its compartment freed, its
// code dead), the order is cancelled and its units return to the building's stock in one transaction, then what was
// paid is refunded through the Orders section's `refundOrder` with the caller's key. A cancel that stopped before
// its refund (the provider was down) is finished by calling it again: a cancelled order with money left is refunded.
import type { SignedInContext } from '../../act-channel/act-handler.js';
import { logFor } from '../../act-channel/write.js';
import { ActError } from '../../domain/act-error.js';
import { refundOrder } from '../orders/order-refund.js';
import { paymentProviderOf } from '../orders/payments/payment-config.js';
import { returnToCarrier } from '../parcels/parcel-lifecycle.js';
import { shopOrder } from './shop-fulfil.js';
import { releaseOrderStock } from './shop-stock.js';

const OPEN = ['processing', 'in-locker'];

export async function cancelShopOrder(
  context: SignedInContext,
  params: { id: number; reason: string; key: string },
): Promise<void> {
  const { db } = context;
  const order = await shopOrder(db, params.id);
  const owed = Number(order.paid_amount) - Number(order.refund_held);
  if (!OPEN.includes(order.fulfilment) && !(order.fulfilment === 'cancelled' && owed > 0))
    throw new ActError(
      'CONFLICT',
      `Order ${order.number} was already ${order.fulfilment === 'cancelled' ? 'cancelled' : 'collected'}.`,
    );
  if (order.fulfilment === 'in-locker' && order.parcel_id !== null) {
    await returnToCarrier(db, {
      parcelId: order.parcel_id,
      reason: params.reason,
      actor: { kind: 'user', ...context.actor },
      now: context.now,
    });
  }
  if (OPEN.includes(order.fulfilment)) {
    await db.transaction().execute(async (trx) => {
      const cancelled = await trx
        .updateTable('orders')
        .set({
          fulfilment: 'cancelled',
          machine_id: null,
          compartment_id: null,
          updated_at: context.now.toISOString(),
        })
        .where('id', '=', order.id)
        .where('fulfilment', '=', order.fulfilment)
        .executeTakeFirst();
      if (Number(cancelled.numUpdatedRows) !== 1)
        throw new ActError('CONFLICT', `Order ${order.number} was changed meanwhile: look again.`);
      await releaseOrderStock(trx, order.id, params.reason, context);
      await logFor(trx, context, {
        operation: 'shop-order-cancelled',
        target: order.number,
        buildingId: order.building_id,
        detail: params.reason,
        changes: { before: { fulfilment: order.fulfilment }, after: { fulfilment: 'cancelled' } },
      });
    });
  }
  if (owed > 0) {
    await refundOrder(
      db,
      paymentProviderOf(db),
      { id: order.id, reason: params.reason, key: params.key },
      context,
    );
  }
}
