// Delivered to a locker (act 65305 to 'delivered' of a shipment whose destination is a locker): the parcel goes into a
// free compartment of its size in the destination locker through the parcels' own deposit (depositParcel, as a
// locker's or staff's deposit: the compartment claimed by its conditional update, the pickup code and its message to
// the recipient through the notification outbox, the due time with a premium recipient's extra days, the log entry
// and the live event). The shipment's step (state, event, log, the order waiting in the locker, the parcel recorded)
// commits inside that same transaction, so either both happen or neither. A locker with no free compartment of the
// size refuses the move and nothing is written.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { ActError } from '../../domain/act-error.js';
import { depositParcel } from '../parcels/parcel-lifecycle.js';
import type { SettleContext } from '../orders/order-settle.js';
import { applyStep } from './express-events.js';
import type { ShipmentListRow } from './express-row.js';

/** What the recipient's parcel list and message show as the carrier. */
export const EXPRESS_CARRIER = 'BlueExpress';

export async function deliverToLocker(
  db: Kysely<Database>,
  shipment: ShipmentListRow,
  step: { place: string | undefined; note: string },
  context: SettleContext,
): Promise<void> {
  const machineId = shipment.dest_machine_id;
  if (machineId === null)
    throw new ActError('CONFLICT', `Shipment ${shipment.number} has no destination locker.`);
  // Refused before anything is written when the state does not allow it (applyStep checks again, on the row).
  if (shipment.state !== 'in-transit')
    throw new ActError(
      'CONFLICT',
      `Shipment ${shipment.number} is ${shipment.state}: it cannot become delivered.`,
    );
  const door = await db
    .selectFrom('compartments')
    .select(['id', 'label'])
    .where('machine_id', '=', machineId)
    .where('size', '=', shipment.size)
    .where('state', '=', 'free')
    .where('door', '=', 'closed')
    .orderBy('label')
    .executeTakeFirst();
  const locker = shipment.dest_mname ?? '';
  if (!door)
    throw new ActError(
      'CONFLICT',
      `Locker ${locker} has no free compartment of size ${shipment.size}: shipment ${shipment.number} is not delivered. Free one, or deliver it when one is free.`,
    );
  await depositParcel(db, {
    machineId,
    compartmentId: door.id,
    carrier: EXPRESS_CARRIER,
    phone: shipment.recipient_phone,
    email: '',
    recipient: shipment.recipient,
    note: shipment.number,
    actor: { kind: 'user', ...context.actor },
    now: context.now,
    alsoInTransaction: (trx, parcelId) =>
      applyStep(trx, {
        shipment,
        to: 'delivered',
        place: step.place ?? `${locker} ${door.label}`,
        note: step.note,
        actor: context.actor,
        now: context.now,
        set: { parcel_id: parcelId },
        fulfilment: { state: 'in-locker', machineId, compartmentId: door.id },
      }),
  });
}
