// One step of a shipment, written the one way: the state moves only from the state it was read in (a condition on
// the row itself, so two staff or a locker and a staff member at once cannot both move it), the tracking event and
// the operation-log entry commit with it, and the order's fulfilment follows the shipment.
import type { Kysely, Updateable } from 'kysely';
import { canMoveExpress, type ExpressState, type FulfilmentState } from '@bluemanager/protocol';
import type { Database } from '../../db/schema.js';
import { ActError } from '../../domain/act-error.js';
import { logOperation, type OperationActor } from '../../domain/oplog/operation-log.js';
import type { ExpressShipmentsTable } from './express.tables.js';

const OPERATION = {
  created: 'express-created',
  'dropped-off': 'express-dropped-off',
  'picked-up': 'express-picked-up',
  'in-transit': 'express-in-transit',
  delivered: 'express-delivered',
  cancelled: 'express-cancelled',
  returned: 'express-returned',
} as const satisfies Record<ExpressState, string>;

export interface ShipmentStep {
  shipment: { id: number; number: string; building_id: number; order_id: number; state: string };
  to: ExpressState;
  place: string;
  note: string;
  actor: OperationActor;
  now: Date;
  /** What else the row gets (the compartment it waits in, the spent code). */
  set?: Updateable<ExpressShipmentsTable>;
  /** Where the order stands after the step, and where it waits. */
  fulfilment?: { state: FulfilmentState; machineId: number | null; compartmentId: number | null };
}

/** The event row alone, for the shipment's first (created) and for the seed. */
export async function insertEvent(
  trx: Kysely<Database>,
  event: { shipmentId: number; state: ExpressState; at: Date; place: string; actor: string; note: string },
): Promise<void> {
  await trx
    .insertInto('express_events')
    .values({
      shipment_id: event.shipmentId,
      state: event.state,
      at: event.at.toISOString(),
      place: event.place,
      actor: event.actor,
      note: event.note,
    })
    .execute();
}

/** Applies a step inside the caller's transaction; an illegal or raced move is refused (CONFLICT), nothing written. */
export async function applyStep(trx: Kysely<Database>, step: ShipmentStep): Promise<void> {
  const from = step.shipment.state as ExpressState;
  if (!canMoveExpress(from, step.to))
    throw new ActError(
      'CONFLICT',
      `Shipment ${step.shipment.number} is ${from}: it cannot become ${step.to}.`,
    );
  const at = step.now.toISOString();
  const moved = await trx
    .updateTable('express_shipments')
    .set({ ...step.set, state: step.to, updated_at: at })
    .where('id', '=', step.shipment.id)
    .where('state', '=', from)
    .executeTakeFirst();
  if (Number(moved.numUpdatedRows) !== 1)
    throw new ActError('CONFLICT', `Shipment ${step.shipment.number} changed meanwhile; look again.`);
  await insertEvent(trx, {
    shipmentId: step.shipment.id,
    state: step.to,
    at: step.now,
    place: step.place,
    actor: step.actor.username,
    note: step.note,
  });
  if (step.fulfilment) {
    await trx
      .updateTable('orders')
      .set({
        fulfilment: step.fulfilment.state,
        machine_id: step.fulfilment.machineId,
        compartment_id: step.fulfilment.compartmentId,
        updated_at: at,
      })
      .where('id', '=', step.shipment.order_id)
      .execute();
  }
  await logOperation(trx, {
    operation: OPERATION[step.to],
    target: step.shipment.number,
    actor: step.actor,
    now: step.now,
    buildingId: step.shipment.building_id,
    ...(step.note ? { detail: step.note } : {}),
    changes: { before: { state: from }, after: { state: step.to, place: step.place } },
  });
}
