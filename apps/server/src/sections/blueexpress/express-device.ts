// The locker's drop-off (device call `express-drop-off`, see blueexpress.device.ts in the protocol): the code finds
// a shipment waiting to leave from this very locker (the hash is salted with it, so a code typed elsewhere is just
// wrong); a wrong code counts towards the locker's lockout like a pickup code; an unpaid shipment is refused; the
// right one gets a free door of its size, and the shipment, its event, the log and the order's place commit at once.
import type { Kysely } from 'kysely';
import type { DeviceCallResult, expressDropOffCall } from '@bluemanager/protocol';
import type { z } from 'zod';
import type { Database } from '../../db/schema.js';
import { ActError } from '../../domain/act-error.js';
import type { DeviceMachine } from '../../domain/devices/device-auth.js';
import { clearWrongCodes, countWrongCode, refuseWhileLocked } from '../../domain/devices/code-lockout.js';
import { recordMachineEvent } from '../machines/machine-events.js';
import { applyStep } from './express-events.js';
import { dropOffHash } from './express-code.js';
import { findShipment } from './express-row.js';

export async function dropOffAtLocker(
  db: Kysely<Database>,
  machine: DeviceMachine,
  params: z.output<typeof expressDropOffCall.params>,
  now: Date,
): Promise<DeviceCallResult<'express-drop-off'>> {
  refuseWhileLocked(machine, now);
  const waiting = await db
    .selectFrom('express_shipments')
    .select('id')
    .where('machine_id', '=', machine.id)
    .where('code_hash', '=', dropOffHash(machine.id, params.code))
    .where('state', '=', 'created')
    .executeTakeFirst();
  if (!waiting) return countWrongCode(db, machine, now, 'No shipment waits to be dropped off with this code');
  const shipment = await findShipment(db, waiting.id);
  if (shipment.payment_state !== 'paid')
    throw new ActError(
      'CONFLICT',
      `Shipment ${shipment.number} is not paid yet: please contact the building office.`,
    );
  return db.transaction().execute(async (trx) => {
    const free = await trx
      .selectFrom('compartments')
      .select(['id', 'label'])
      .where('machine_id', '=', machine.id)
      .where('size', '=', shipment.size)
      .where('state', '=', 'free')
      .where('door', '=', 'closed')
      .orderBy('label')
      .executeTakeFirst();
    if (!free)
      throw new ActError('CONFLICT', `No compartment of size ${shipment.size} is free on this locker.`);
    // Taking the door is the statement that checks it is free, so a deposit at the same moment cannot share it.
    const taken = await trx
      .updateTable('compartments')
      .set({ state: 'occupied' })
      .where('id', '=', free.id)
      .where('state', '=', 'free')
      .executeTakeFirst();
    if (Number(taken.numUpdatedRows) !== 1)
      throw new ActError('CONFLICT', 'The compartment was just taken; please try again.');
    await applyStep(trx, {
      shipment,
      to: 'dropped-off',
      place: `${machine.name} ${free.label}`,
      note: '',
      actor: { userId: null, username: machine.name, ip: '' },
      now,
      set: { compartment_id: free.id, code_hash: null },
      fulfilment: { state: 'processing', machineId: machine.id, compartmentId: free.id },
    });
    await clearWrongCodes(trx, machine.id);
    await recordMachineEvent(trx, {
      machineId: machine.id,
      // A drop-off is a deposit into the locker, as its history tells it.
      kind: 'deposit',
      at: now,
      compartmentId: free.id,
      detail: `BlueExpress shipment ${shipment.number}`,
    });
    return { number: shipment.number, compartment: free.label };
  });
}
