// The device call `courier-key`: a locker asks whether a courier's PIN, QR code or tag opens it for a drop-off. The
// key is found by the hash of what was read; its state, its carrier and its places decide; the answer and its
// reason are recorded as a use, allowed or refused. Unknown keys count per locker: after KEY_MAX_FAILURES in a row
// the locker checks no key for KEY_LOCKOUT_SECONDS, so an eight-digit PIN cannot be found by trying at the screen.
// The secret is never written anywhere, not even to a refusal's message.
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import {
  KEY_LOCKOUT_SECONDS,
  KEY_MAX_FAILURES,
  type DeviceCallResult,
  type KeyMethod,
  type KeyRefusal,
  type courierKeyCall,
} from '@bluemanager/protocol';
import type { Database } from '../../db/schema.js';
import { ActError } from '../../domain/act-error.js';
import type { DeviceMachine } from '../../domain/devices/device-auth.js';
import { keyState } from './courier-keys.js';
import { hashKeySecret } from './key-secret.js';
import './bluekey.tables.js';

type CheckParams = z.output<(typeof courierKeyCall)['params']>;
type Answer = DeviceCallResult<'courier-key'>;

interface Candidate {
  id: number;
  carrier_id: number;
  carrier: string;
  carrier_active: number;
  courier: string;
  revoked_at: string | null;
  valid_from: string;
  valid_to: string;
  here: number | string | bigint | null;
}

/** Why this key may not open this locker now, or null when it may: the first reason in the order a person fixes it. */
function refusalOf(key: Candidate, now: Date): KeyRefusal | null {
  const state = keyState(key, now);
  if (state === 'revoked') return 'revoked';
  if (state === 'expired') return 'expired';
  if (state === 'scheduled') return 'not-yet-valid';
  if (key.carrier_active !== 1) return 'carrier-inactive';
  return Number(key.here ?? 0) > 0 ? null : 'not-valid-here';
}

/** The refusals from the most to the least alive: of two keys on one secret, the more alive one answers. */
const PREFERENCE: readonly (KeyRefusal | null)[] = [
  null,
  'not-valid-here',
  'carrier-inactive',
  'not-yet-valid',
  'expired',
  'revoked',
];

const lockedOut = (seconds: number) =>
  new ActError('RATE_LIMITED', 'Too many unknown keys: key checks are paused on this locker.', {
    retryAfterSeconds: seconds,
  });

async function recordUse(
  db: Kysely<Database>,
  machine: DeviceMachine,
  use: { method: KeyMethod; key?: Candidate; reason: KeyRefusal | null },
  now: Date,
): Promise<void> {
  await db
    .insertInto('courier_key_uses')
    .values({
      key_id: use.key?.id ?? null,
      carrier_id: use.key?.carrier_id ?? null,
      machine_id: machine.id,
      building_id: machine.buildingId,
      method: use.method,
      allowed: use.reason === null ? 1 : 0,
      reason: use.reason ?? '',
      at: now.toISOString(),
    })
    .execute();
}

/** One more unknown key at this locker, counted in one statement so two screens cannot lose one. */
async function countUnknown(db: Kysely<Database>, machine: DeviceMachine, now: Date): Promise<void> {
  await db
    .insertInto('courier_key_lockouts')
    .values({ machine_id: machine.id, failures: 1, locked_until: null })
    .onConflict((conflict) =>
      conflict
        .column('machine_id')
        .doUpdateSet((eb) => ({ failures: eb('courier_key_lockouts.failures', '+', 1) })),
    )
    .execute();
  const row = await db
    .selectFrom('courier_key_lockouts')
    .select('failures')
    .where('machine_id', '=', machine.id)
    .executeTakeFirstOrThrow();
  if (row.failures >= KEY_MAX_FAILURES) {
    await db
      .updateTable('courier_key_lockouts')
      .set({ failures: 0, locked_until: new Date(now.getTime() + KEY_LOCKOUT_SECONDS * 1000).toISOString() })
      .where('machine_id', '=', machine.id)
      .execute();
  }
}

export async function checkCourierKey(
  db: Kysely<Database>,
  machine: DeviceMachine,
  params: CheckParams,
  now: Date,
): Promise<Answer> {
  const lock = await db
    .selectFrom('courier_key_lockouts')
    .select('locked_until')
    .where('machine_id', '=', machine.id)
    .executeTakeFirst();
  if (lock?.locked_until && Date.parse(lock.locked_until) > now.getTime()) {
    await recordUse(db, machine, { method: params.method, reason: 'locked' }, now);
    throw lockedOut(Math.ceil((Date.parse(lock.locked_until) - now.getTime()) / 1000));
  }
  const candidates: Candidate[] = await db
    .selectFrom('courier_keys')
    .innerJoin('carriers', 'carriers.id', 'courier_keys.carrier_id')
    .select((eb) => [
      'courier_keys.id',
      'courier_keys.carrier_id',
      'carriers.name as carrier',
      'carriers.active as carrier_active',
      'courier_keys.courier',
      'courier_keys.revoked_at',
      'courier_keys.valid_from',
      'courier_keys.valid_to',
      eb
        .selectFrom('courier_key_places')
        .select((count) => count.fn.countAll().as('n'))
        .whereRef('courier_key_places.key_id', '=', 'courier_keys.id')
        .where('courier_key_places.building_id', '=', machine.buildingId)
        .where((place) =>
          place.or([
            place('courier_key_places.machine_id', 'is', null),
            place('courier_key_places.machine_id', '=', machine.id),
          ]),
        )
        .as('here'),
    ])
    .where('courier_keys.secret_hash', '=', hashKeySecret(params.method, params.secret))
    .where('courier_keys.method', '=', params.method)
    .execute();
  if (candidates.length === 0) {
    await recordUse(db, machine, { method: params.method, reason: 'unknown' }, now);
    await countUnknown(db, machine, now);
    return { allowed: false, reason: 'unknown', carrier: '', courier: '' };
  }
  const ranked = candidates
    .map((key) => ({ key, reason: refusalOf(key, now) }))
    .sort((a, b) => PREFERENCE.indexOf(a.reason) - PREFERENCE.indexOf(b.reason));
  const { key, reason } = ranked[0] as { key: Candidate; reason: KeyRefusal | null };
  await db.transaction().execute(async (trx) => {
    await recordUse(trx, machine, { method: params.method, key, reason }, now);
    if (reason !== null) return;
    await trx
      .updateTable('courier_keys')
      .set({ last_used_at: now.toISOString() })
      .where('id', '=', key.id)
      .execute();
    // A known key ends a run of unknown ones: the count is of guesses in a row.
    await trx
      .updateTable('courier_key_lockouts')
      .set({ failures: 0 })
      .where('machine_id', '=', machine.id)
      .where('failures', '>', 0)
      .execute();
  });
  return reason === null
    ? { allowed: true, reason: null, carrier: key.carrier, courier: key.courier }
    : { allowed: false, reason, carrier: '', courier: key.courier };
}
