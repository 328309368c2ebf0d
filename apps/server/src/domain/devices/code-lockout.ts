// The wrong-code count of a locker's screen, shared by every code typed there (pickup codes, BlueExpress drop-off
// codes): after PICKUP_MAX_FAILURES wrong codes in a row the machine refuses codes for PICKUP_LOCKOUT_SECONDS, so a
// six-digit code cannot be guessed by standing at the screen, whichever kind of code one tries.
import type { Kysely } from 'kysely';
import { PICKUP_LOCKOUT_SECONDS, PICKUP_MAX_FAILURES } from '@bluemanager/protocol';
import { ActError } from '../act-error.js';
import type { Database } from '../../db/schema.js';
import { recordMachineEvent } from '../../sections/machines/machine-events.js';
import type { DeviceMachine } from './device-auth.js';

const LOCKED = 'Too many wrong codes: codes are paused on this locker.';

/** Refuses any code while the machine is locked out. */
export function refuseWhileLocked(machine: DeviceMachine, now: Date): void {
  if (machine.pickupLockedUntil === null || Date.parse(machine.pickupLockedUntil) <= now.getTime()) return;
  const seconds = Math.ceil((Date.parse(machine.pickupLockedUntil) - now.getTime()) / 1000);
  throw new ActError('RATE_LIMITED', LOCKED, { retryAfterSeconds: seconds });
}

/** Counts a wrong code and refuses it: NOT_FOUND with `refusal` and the tries left, or RATE_LIMITED at the limit. */
export async function countWrongCode(
  db: Kysely<Database>,
  machine: DeviceMachine,
  now: Date,
  refusal: string,
): Promise<never> {
  // One statement increments, so two screens of one machine (or two instances) cannot lose a failure.
  const row = await db
    .updateTable('machines')
    .set((eb) => ({ pickup_failures: eb('pickup_failures', '+', 1) }))
    .where('id', '=', machine.id)
    .returning('pickup_failures')
    .executeTakeFirstOrThrow();
  if (row.pickup_failures >= PICKUP_MAX_FAILURES) {
    const until = new Date(now.getTime() + PICKUP_LOCKOUT_SECONDS * 1000).toISOString();
    await db
      .updateTable('machines')
      .set({ pickup_failures: 0, pickup_locked_until: until })
      .where('id', '=', machine.id)
      .execute();
    await recordMachineEvent(db, {
      machineId: machine.id,
      kind: 'pickup-locked',
      at: now,
      detail: `${PICKUP_MAX_FAILURES} wrong codes in a row; codes refused until ${until}`,
    });
    throw new ActError('RATE_LIMITED', LOCKED, { retryAfterSeconds: PICKUP_LOCKOUT_SECONDS });
  }
  await recordMachineEvent(db, {
    machineId: machine.id,
    kind: 'pickup-refused',
    at: now,
    detail: 'wrong code',
  });
  const left = PICKUP_MAX_FAILURES - row.pickup_failures;
  throw new ActError('NOT_FOUND', `${refusal} (${left} tries left).`);
}

/** A right code starts the count again (in the caller's transaction). */
export async function clearWrongCodes(trx: Kysely<Database>, machineId: number): Promise<void> {
  await trx
    .updateTable('machines')
    .set({ pickup_failures: 0, pickup_locked_until: null })
    .where('id', '=', machineId)
    .where((eb) => eb.or([eb('pickup_failures', '<>', 0), eb('pickup_locked_until', 'is not', null)]))
    .execute();
}
