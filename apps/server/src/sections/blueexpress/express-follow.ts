// A shipment delivered to a locker is a parcel there (express-deliver.ts); when the recipient takes it out (or staff
// complete it by hand) the shipment's order is collected too, heard on the parcel event hub like the shop's orders
// (any instance may hear it; the conditional update makes a second hearing change nothing), with its log entry.
import type { Kysely, Transaction } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import { logFor, type Writer } from '../../act-channel/write.js';
import type { Database } from '../../db/schema.js';
import type { ParcelEventHub } from '../../domain/events/parcel-events.js';

/** The order of a collected shipment parcel is collected (once). Answers whether this call moved it. */
export async function markShipmentCollected(
  trx: Transaction<Database>,
  parcelId: number,
  writer: Writer,
): Promise<boolean> {
  const shipment = await trx
    .selectFrom('express_shipments')
    .select(['number', 'order_id', 'building_id'])
    .where('parcel_id', '=', parcelId)
    .executeTakeFirst();
  if (!shipment) return false;
  const done = await trx
    .updateTable('orders')
    .set({
      fulfilment: 'collected',
      machine_id: null,
      compartment_id: null,
      updated_at: writer.now.toISOString(),
    })
    .where('id', '=', shipment.order_id)
    .where('fulfilment', '=', 'in-locker')
    .executeTakeFirst();
  if (Number(done.numUpdatedRows) !== 1) return false;
  await logFor(trx, writer, {
    operation: 'express-collected',
    target: shipment.number,
    buildingId: shipment.building_id,
    changes: { before: { fulfilment: 'in-locker' }, after: { fulfilment: 'collected' } },
  });
  return true;
}

export function followExpressParcels(
  hub: ParcelEventHub,
  db: Kysely<Database>,
  now: () => Date,
  log: FastifyBaseLogger,
): () => void {
  return hub.subscribe((change) => {
    if (change.kind !== 'collected' && change.kind !== 'completed') return;
    const writer: Writer = {
      actor: { userId: null, username: 'system (locker pickup)', ip: '' },
      now: now(),
    };
    db.transaction()
      .execute((trx) => markShipmentCollected(trx, change.parcelId, writer))
      .catch((error: unknown) =>
        log.error({ err: error, parcel: change.parcelId }, 'express order collection failed'),
      );
  });
}
