// Deposits and pickups at the locker, through the parcel lifecycle. Wrong pickup codes count towards the locker's
// lockout (code-lockout.ts): six-digit codes must not be guessable by standing at the screen.
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { depositCall, DeviceCallResult, pickupCall } from '@bluemanager/protocol';
import { ActError } from '../act-error.js';
import type { Database } from '../../db/schema.js';
import {
  collectParcel,
  depositParcel,
  findPendingParcelByPickupCode,
} from '../../sections/parcels/parcel-lifecycle.js';
import { recordMachineEvent } from '../../sections/machines/machine-events.js';
import { recipientBlocked } from '../../sections/blocklist/block-checks.js';
import type { DeviceMachine } from './device-auth.js';
import { clearWrongCodes, countWrongCode, refuseWhileLocked } from './code-lockout.js';
import { compartmentOf } from './device-health.js';

const machineActor = (machine: DeviceMachine) => ({
  kind: 'machine' as const,
  machineId: machine.id,
  uuid: machine.uuid,
});

export async function depositAtLocker(
  db: Kysely<Database>,
  machine: DeviceMachine,
  params: z.output<typeof depositCall.params>,
  now: Date,
): Promise<DeviceCallResult<'deposit'>> {
  const compartment = await compartmentOf(db, machine, params.compartment);
  if (compartment.door === 'jammed') {
    throw new ActError('CONFLICT', `The door of compartment ${compartment.label} is jammed.`);
  }
  const outcome = await depositParcel(db, {
    machineId: machine.id,
    compartmentId: compartment.id,
    carrier: params.carrier,
    phone: params.phone,
    email: params.email,
    recipient: params.recipient,
    ...(params.note !== undefined ? { note: params.note } : {}),
    actor: machineActor(machine),
    now,
    // The locker's history commits with the parcel: a crash never leaves a deposit the locker's log does not show.
    alsoInTransaction: (trx, parcelId) =>
      recordMachineEvent(trx, {
        machineId: machine.id,
        kind: 'deposit',
        at: now,
        compartmentId: compartment.id,
        detail: `parcel ${parcelId} (${params.carrier})`,
      }),
  });
  return outcome;
}

export async function pickupAtLocker(
  db: Kysely<Database>,
  machine: DeviceMachine,
  params: z.output<typeof pickupCall.params>,
  now: Date,
): Promise<DeviceCallResult<'pickup'>> {
  refuseWhileLocked(machine, now);
  const found = await findPendingParcelByPickupCode(db, { machineId: machine.id, code: params.code });
  if (!found) return countWrongCode(db, machine, now, 'No parcel waits here with this code');
  const place = await db
    .selectFrom('parcels')
    .leftJoin('compartments', 'compartments.id', 'parcels.compartment_id')
    .select([
      'parcels.compartment_id',
      'parcels.abnormal',
      'parcels.abnormal_reason',
      'parcels.phone',
      'parcels.email',
      'compartments.label',
    ])
    .where('parcels.id', '=', found.parcelId)
    .executeTakeFirstOrThrow();
  // A right code of a recipient on the Black List: the door stays shut (not a wrong code, so no count).
  if (await recipientBlocked(db, place, now)) {
    await recordMachineEvent(db, {
      machineId: machine.id,
      kind: 'pickup-refused',
      at: now,
      compartmentId: place.compartment_id,
      detail: `parcel ${found.parcelId}: recipient on the Black List`,
    });
    throw new ActError('FORBIDDEN', 'This pickup is blocked: please contact the building office.');
  }
  await collectParcel(db, {
    parcelId: found.parcelId,
    actor: machineActor(machine),
    now,
    // The pickup, its event in the locker's history and the reset of the wrong-code count commit together.
    alsoInTransaction: async (trx) => {
      await clearWrongCodes(trx, machine.id);
      await recordMachineEvent(trx, {
        machineId: machine.id,
        kind: 'pickup',
        at: now,
        compartmentId: place.compartment_id,
        detail: `parcel ${found.parcelId}`,
      });
    },
  });
  if (place.abnormal === 1) {
    // Spec §3's '[machine-abnormal-parcel-order-complate]': the words after the key say which parcel and why.
    await recordMachineEvent(db, {
      machineId: machine.id,
      kind: 'machine-abnormal-parcel-order-complate',
      at: now,
      compartmentId: place.compartment_id,
      detail: place.abnormal_reason
        ? `parcel ${found.parcelId}, ${place.abnormal_reason}`
        : `parcel ${found.parcelId}`,
    });
  }
  return { parcelId: found.parcelId, compartment: place.label ?? '' };
}
