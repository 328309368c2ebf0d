// A shipment delivered to a locker is a parcel there (express-deliver.ts); when the recipient takes it out (or staff
// complete it by hand) the shipment's order is collected too, as the shop's orders are (orders/order-collected.ts),
// with its log entry naming the shipment.
import type { Kysely, Transaction } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import { logFor, type Writer } from '../../act-channel/write.js';
import type { Database } from '../../db/schema.js';
import type { ParcelEventHub } from '../../domain/events/parcel-events.js';
import { collectOrderInLocker, followCollectedParcels } from '../orders/order-collected.js';

/** The order of a collected shipment parcel is collected (once). Answers whether this call moved it. */
async function markShipmentCollected(
  trx: Transaction<Database>,
  parcelId: number,
  writer: Writer,
): Promise<boolean> {
  const shipment = await trx
    .selectFrom('express_shipments')
    .select(['number', 'order_id', 'building_id'])
    .where('parcel_id', '=', parcelId)
    .executeTakeFirst();
  if (!shipment || !(await collectOrderInLocker(trx, shipment.order_id, writer.now))) return false;
  await logFor(trx, writer, {
    operation: 'express-collected',
    target: shipment.number,
    buildingId: shipment.building_id,
    changes: { before: { fulfilment: 'in-locker' }, after: { fulfilment: 'collected' } },
  });
  return true;
}

export const followExpressParcels = (
  hub: ParcelEventHub,
  db: Kysely<Database>,
  now: () => Date,
  log: FastifyBaseLogger,
): (() => void) =>
  followCollectedParcels(hub, db, now, log, { kind: 'express', orderOf: markShipmentCollected });
