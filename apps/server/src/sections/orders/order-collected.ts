// An order waiting in a locker is collected when its parcel is: the shop's orders and BlueExpress shipments both
// become parcels in a compartment, and follow them out. The step is heard on the parcel event hub (any instance may
// hear it; the conditional update makes a second hearing change nothing), each section saying which order a parcel
// belongs to and how its log names it.
import type { Kysely, Transaction } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import type { Writer } from '../../act-channel/write.js';
import type { Database } from '../../db/schema.js';
import type { ParcelEventHub } from '../../domain/events/parcel-events.js';

/** Moves an order from in-locker to collected, once; answers its number and building when this call moved it. */
export async function collectOrderInLocker(
  trx: Transaction<Database>,
  orderId: number,
  now: Date,
): Promise<{ number: string; building_id: number } | undefined> {
  return trx
    .updateTable('orders')
    .set({ fulfilment: 'collected', machine_id: null, compartment_id: null, updated_at: now.toISOString() })
    .where('id', '=', orderId)
    .where('fulfilment', '=', 'in-locker')
    .returning(['number', 'building_id'])
    .executeTakeFirst();
}

/** The parcel's order is collected, in one transaction per parcel; answers whether it moved one. */
export type CollectOrderOf = (
  trx: Transaction<Database>,
  parcelId: number,
  writer: Writer,
) => Promise<boolean>;

/** Collects a section's order whenever a parcel is collected at the locker or completed by hand. */
export function followCollectedParcels(
  hub: ParcelEventHub,
  db: Kysely<Database>,
  now: () => Date,
  log: FastifyBaseLogger,
  collect: { kind: string; orderOf: CollectOrderOf },
): () => void {
  return hub.subscribe((change) => {
    if (change.kind !== 'collected' && change.kind !== 'completed') return;
    const writer: Writer = {
      actor: { userId: null, username: 'system (locker pickup)', ip: '' },
      now: now(),
    };
    db.transaction()
      .execute((trx) => collect.orderOf(trx, change.parcelId, writer))
      .catch((error: unknown) =>
        log.error({ err: error, parcel: change.parcelId }, `${collect.kind} order collection failed`),
      );
  });
}
