// The parcel lifecycle. Every transition is one exported function, one transaction, one operation log entry, and
// is refused with CONFLICT when it makes no sense in the parcel's state.
//
//   state      meaning                                      leaves by
//   expected   announced by the carrier, not in a locker     depositParcel (a new parcel), returnToCarrier
//   pending    in a compartment (or with the concierge)      collectParcel, completeManually, returnToCarrier
//   collected  taken out by the recipient, or completed by staff (close_reason says why)     — final
//   returned   taken back by the carrier                     — final
//
// Flags beside the state of a pending parcel:
//   unattended  deposited without a compartment (the locker was full, the concierge signed for it)
//   abnormal    staff or the locker reported a problem (abnormal_reason); markAbnormal / clearAbnormal
//   overdue     due_at passed and the recipient was told; set once by the sweep, cleared by extendDue
// Reminders: next_reminder_at is when the sweep sends the next one (the building's reminder_every_hours, at most
// reminder_limit of them, all before due_at); reminders_sent counts them.
// The pickup code is six digits; only its hash (pickup-code.ts) is stored, and a new code replaces the old one.
//
// Recipient messages are written to the outbox in the same transaction and sent after the commit; live-update
// events are published after the commit too.
import type { Kysely, Transaction, Updateable } from 'kysely';
import { ActError } from '../../domain/act-error.js';
import type { Database, ParcelsTable } from '../../db/schema.js';
import type { NotificationEvent } from '../sms/notification-kinds.js';
import { forgetParcelCodes } from '../sms/pickup-code-secrecy.js';
import { queueParcelNotification } from '../sms/queue-notification.js';
import { storedPhone, type OperationKey } from '@bluemanager/protocol';
import { changedFields, logOperation } from '../../domain/oplog/operation-log.js';
import type { ParcelChange, ParcelChangeKind } from '../../domain/events/parcel-change.js';
import { publishParcelChanges } from '../../domain/events/parcel-events.js';
import { actorLogFields, type ParcelActor } from './parcel-actor.js';
import { parcelAddress, parcelSearchText } from './parcel-text.js';
import { hashPickupCode, newPickupCode, PICKUP_CODE_PATTERN } from './pickup-code.js';
import { firstReminderAt } from './reminder-schedule.js';
import { premiumHoldHours } from '../premium-member/premium-benefits.js';

export type { ParcelActor } from './parcel-actor.js';

const HOUR = 3_600_000;
export const MAX_EXTEND_HOURS = 24 * 30;
export const MAX_REASON_LENGTH = 500;

type Trx = Transaction<Database>;

interface ParcelState {
  id: number;
  state: string;
  building_id: number;
  machine_id: number;
  compartment_id: number | null;
  abnormal: number;
  due_at: string | null;
  collected_at: string | null;
}

async function loadParcel(trx: Trx, parcelId: number): Promise<ParcelState> {
  const parcel = await trx
    .selectFrom('parcels')
    .select([
      'id',
      'state',
      'building_id',
      'machine_id',
      'compartment_id',
      'abnormal',
      'due_at',
      'collected_at',
    ])
    .where('id', '=', parcelId)
    .executeTakeFirst();
  if (!parcel) throw new ActError('NOT_FOUND', `There is no parcel ${parcelId}.`);
  return parcel;
}

/** Why a parcel in this state cannot be `action` (e.g. 'collected', 'extended'). */
function stateConflict(parcel: ParcelState, action: string): ActError {
  const id = parcel.id;
  switch (parcel.state) {
    case 'expected':
      return new ActError('CONFLICT', `Parcel ${id} has not been deposited yet, so it cannot be ${action}.`);
    case 'collected':
      return new ActError('CONFLICT', `Parcel ${id} was already collected, so it cannot be ${action}.`);
    case 'returned':
      return new ActError(
        'CONFLICT',
        `Parcel ${id} was already returned to the carrier, so it cannot be ${action}.`,
      );
    default:
      return new ActError('CONFLICT', `Parcel ${id} is ${parcel.state}, so it cannot be ${action}.`);
  }
}

function requireState(parcel: ParcelState, allowed: readonly string[], action: string): void {
  if (!allowed.includes(parcel.state)) throw stateConflict(parcel, action);
}

/**
 * Writes the change only if the parcel is still in the state it was read in: two instances (or a locker and a
 * portal user) acting at once cannot both win.
 */
async function updateIfStill(
  trx: Trx,
  parcel: ParcelState,
  values: Updateable<ParcelsTable>,
  action: string,
): Promise<void> {
  const result = await trx
    .updateTable('parcels')
    .set(values)
    .where('id', '=', parcel.id)
    .where('state', '=', parcel.state)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) throw stateConflict(await loadParcel(trx, parcel.id), action);
}

/**
 * A pending (or expected) parcel leaves for good, collected or returned: its compartment is free again and its
 * pickup code dead, both on the parcel and in any message still waiting to deliver it.
 */
async function closeParcel(
  trx: Trx,
  parcel: ParcelState,
  close: { state: 'collected' | 'returned'; reason: string; action: string; now: Date },
): Promise<void> {
  const at = close.now.toISOString();
  await updateIfStill(
    trx,
    parcel,
    {
      state: close.state,
      collected_at: at,
      updated_at: at,
      pickup_code_hash: null,
      next_reminder_at: null,
      close_reason: close.reason,
    },
    close.action,
  );
  if (parcel.compartment_id !== null) {
    await trx
      .updateTable('compartments')
      .set({ state: 'free' })
      .where('id', '=', parcel.compartment_id)
      .where('state', '=', 'occupied')
      .execute();
  }
  await forgetParcelCodes(trx, parcel.id);
}

interface StepOutcome {
  operation: OperationKey;
  kind: ParcelChangeKind;
  state: string;
  detail?: string;
  notify?: { event: NotificationEvent; code?: string };
}

/** One transaction around a step: the step's writes, the log entry, the messages; then the live event. */
async function runTransition<R>(
  db: Kysely<Database>,
  parcelId: number,
  actor: ParcelActor,
  now: Date,
  step: (trx: Trx, parcel: ParcelState) => Promise<StepOutcome & { result: R }>,
): Promise<R> {
  const { change, result } = await db.transaction().execute(async (trx) => {
    const parcel = await loadParcel(trx, parcelId);
    const outcome = await step(trx, parcel);
    await logOperation(trx, {
      operation: outcome.operation,
      target: String(parcel.id),
      actor: actorLogFields(actor),
      now,
      buildingId: parcel.building_id,
      detail: outcome.detail,
      changes: changedFields({ state: parcel.state }, { state: outcome.state }),
    });
    if (outcome.notify) await queueParcelNotification(trx, { parcelId: parcel.id, now, ...outcome.notify });
    const change: ParcelChange = {
      parcelId: parcel.id,
      buildingId: parcel.building_id,
      kind: outcome.kind,
      state: outcome.state,
      at: now.toISOString(),
    };
    return { change, result: outcome.result };
  });
  await publishParcelChanges(db, [change]);
  return result;
}

function checkReason(reason: string, what: string): string {
  const trimmed = reason.trim();
  if (trimmed === '') throw new ActError('INVALID_PARAMS', `${what} needs a reason.`);
  if (trimmed.length > MAX_REASON_LENGTH)
    throw new ActError('INVALID_PARAMS', `The reason is over ${MAX_REASON_LENGTH} characters.`);
  return trimmed;
}

/** A code no other pending parcel of the machine has, and its hash. */
async function uniquePickupCode(trx: Trx, machineId: number): Promise<{ code: string; hash: string }> {
  for (;;) {
    const code = newPickupCode();
    const hash = hashPickupCode(machineId, code);
    const taken = await trx
      .selectFrom('parcels')
      .select('id')
      .where('machine_id', '=', machineId)
      .where('pickup_code_hash', '=', hash)
      .where('state', '=', 'pending')
      .executeTakeFirst();
    if (!taken) return { code, hash };
  }
}

export interface DepositInput {
  machineId: number;
  /** null: no compartment was free and the parcel was left with the concierge (an unattended delivery). */
  compartmentId: number | null;
  carrier: string;
  phone: string;
  email: string;
  recipient: string;
  note?: string;
  actor: ParcelActor;
  now: Date;
  /** More writes that belong to the deposit (the locker's own event): committed with it, or not at all. */
  alsoInTransaction?: AlsoInTransaction;
}

/** Writes of a caller that must commit or fail with the parcel's step, e.g. the machine event of a locker's call. */
export type AlsoInTransaction = (trx: Trx, parcelId: number) => Promise<void>;

/**
 * A carrier puts a parcel into a free compartment: the compartment becomes occupied, the parcel pending with its
 * due time from the building's overdue_hours (plus a premium recipient's extra hold days), a fresh pickup code goes
 * to the recipient.
 */
export async function depositParcel(
  db: Kysely<Database>,
  input: DepositInput,
): Promise<{ parcelId: number; pickupCode: string }> {
  const carrier = input.carrier.trim();
  // Stored as the portal searches and shows it (ten digits for North American numbers), however the locker sent it.
  const phone = storedPhone(input.phone);
  const email = input.email.trim();
  if (carrier === '') throw new ActError('INVALID_PARAMS', 'A deposit needs the carrier.');
  if (phone === '' && email === '')
    throw new ActError('INVALID_PARAMS', 'A deposit needs the recipient phone or email.');
  const { now } = input;
  const outcome = await db.transaction().execute(async (trx) => {
    const place = await trx
      .selectFrom('machines')
      .innerJoin('buildings', 'buildings.id', 'machines.building_id')
      .select([
        'machines.id',
        'machines.name',
        'machines.building_id',
        'buildings.name as building_name',
        'buildings.address as building_address',
        'buildings.overdue_hours',
        'buildings.reminder_every_hours',
        'buildings.reminder_limit',
      ])
      .where('machines.id', '=', input.machineId)
      .executeTakeFirst();
    if (!place) throw new ActError('NOT_FOUND', `There is no locker ${input.machineId}.`);
    if (input.compartmentId !== null) {
      const compartment = await trx
        .selectFrom('compartments')
        .select(['id', 'label', 'state', 'machine_id'])
        .where('id', '=', input.compartmentId)
        .executeTakeFirst();
      if (!compartment || compartment.machine_id !== place.id) {
        throw new ActError('NOT_FOUND', `Locker ${place.id} has no compartment ${input.compartmentId}.`);
      }
      // Claimed with a conditional update, so two deposits into one door cannot both succeed.
      const claimed = await trx
        .updateTable('compartments')
        .set({ state: 'occupied' })
        .where('id', '=', compartment.id)
        .where('state', '=', 'free')
        .executeTakeFirst();
      if (Number(claimed.numUpdatedRows) !== 1) {
        const reason = compartment.state === 'disabled' ? 'out of service' : 'occupied';
        throw new ActError('CONFLICT', `Compartment ${compartment.label} is ${reason}.`);
      }
    }
    const { code, hash } = await uniquePickupCode(trx, place.id);
    const depositedAt = now.toISOString();
    // A premium recipient's plan holds the parcel longer before it is overdue (the one place the clock is set).
    const extraHours = await premiumHoldHours(trx, { buildingId: place.building_id, phone, email, now });
    const dueAt = new Date(now.getTime() + (place.overdue_hours + extraHours) * HOUR).toISOString();
    const { id } = await trx
      .insertInto('parcels')
      .values({
        carrier,
        phone,
        email,
        recipient: input.recipient.trim(),
        building_id: place.building_id,
        machine_id: place.id,
        compartment_id: input.compartmentId,
        state: 'pending',
        abnormal: 0,
        abnormal_reason: '',
        unattended: input.compartmentId === null ? 1 : 0,
        note: input.note ?? '',
        search_text: parcelSearchText({ carrier, phone, email, recipient: input.recipient.trim() }),
        address: parcelAddress(place.building_name, place.building_address),
        created_at: depositedAt,
        deposited_at: depositedAt,
        due_at: dueAt,
        collected_at: null,
        updated_at: depositedAt,
        pickup_code_hash: hash,
        next_reminder_at: firstReminderAt(now, dueAt, place),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await logOperation(trx, {
      operation: 'parcel-deposited',
      target: String(id),
      actor: actorLogFields(input.actor),
      now,
      buildingId: place.building_id,
      changes: { before: {}, after: { state: 'pending', compartment_id: input.compartmentId } },
    });
    await input.alsoInTransaction?.(trx, id);
    await queueParcelNotification(trx, { parcelId: id, event: 'deposited', code, now });
    const change: ParcelChange = {
      parcelId: id,
      buildingId: place.building_id,
      kind: 'deposited',
      state: 'pending',
      at: depositedAt,
    };
    return { parcelId: id, pickupCode: code, change };
  });
  await publishParcelChanges(db, [outcome.change]);
  return { parcelId: outcome.parcelId, pickupCode: outcome.pickupCode };
}

/** The pending parcel in this machine whose pickup code this is, if any. */
export async function findPendingParcelByPickupCode(
  db: Kysely<Database>,
  input: { machineId: number; code: string },
): Promise<{ parcelId: number } | undefined> {
  if (!PICKUP_CODE_PATTERN.test(input.code)) return undefined;
  const row = await db
    .selectFrom('parcels')
    .select('id')
    .where('machine_id', '=', input.machineId)
    .where('pickup_code_hash', '=', hashPickupCode(input.machineId, input.code))
    .where('state', '=', 'pending')
    .executeTakeFirst();
  return row ? { parcelId: row.id } : undefined;
}

/**
 * The recipient took the parcel (or, with `manual`, staff completed it by hand with a reason): the parcel is
 * collected, its compartment free, its pickup code dead.
 */
export async function collectParcel(
  db: Kysely<Database>,
  input: {
    parcelId: number;
    actor: ParcelActor;
    now: Date;
    manual?: { reason: string };
    alsoInTransaction?: AlsoInTransaction;
  },
): Promise<void> {
  const reason = input.manual ? checkReason(input.manual.reason, 'Completing a parcel by hand') : '';
  const action = input.manual ? 'completed manually' : 'collected';
  await runTransition(db, input.parcelId, input.actor, input.now, async (trx, parcel) => {
    requireState(parcel, ['pending'], action);
    await closeParcel(trx, parcel, { state: 'collected', reason, action, now: input.now });
    await input.alsoInTransaction?.(trx, parcel.id);
    return {
      operation: input.manual ? 'parcel-completed-manually' : 'parcel-collected',
      kind: input.manual ? 'completed' : 'collected',
      state: 'collected',
      detail: reason || undefined,
      notify: { event: 'collected' },
      result: undefined,
    };
  });
}

/** Staff close a pending parcel by hand ('Parcel {} completed manually'), saying why. */
export function completeManually(
  db: Kysely<Database>,
  input: { parcelId: number; reason: string; actor: ParcelActor; now: Date },
): Promise<void> {
  return collectParcel(db, { ...input, manual: { reason: input.reason } });
}

/** The carrier takes a pending (or never delivered) parcel back; its compartment is freed. */
export async function returnToCarrier(
  db: Kysely<Database>,
  input: { parcelId: number; reason?: string; actor: ParcelActor; now: Date },
): Promise<void> {
  const reason = input.reason?.trim() ?? '';
  if (reason.length > MAX_REASON_LENGTH)
    throw new ActError('INVALID_PARAMS', `The reason is over ${MAX_REASON_LENGTH} characters.`);
  const action = 'returned to the carrier';
  await runTransition(db, input.parcelId, input.actor, input.now, async (trx, parcel) => {
    requireState(parcel, ['pending', 'expected'], action);
    await closeParcel(trx, parcel, { state: 'returned', reason, action, now: input.now });
    return {
      operation: 'parcel-returned',
      kind: 'returned',
      state: 'returned',
      detail: reason || undefined,
      result: undefined,
    };
  });
}

/** Flags a pending parcel as abnormal (a door that did not close, damage…), with the reason staff see. */
export async function markAbnormal(
  db: Kysely<Database>,
  input: { parcelId: number; reason: string; actor: ParcelActor; now: Date },
): Promise<void> {
  const reason = checkReason(input.reason, 'Flagging a parcel abnormal');
  await runTransition(db, input.parcelId, input.actor, input.now, async (trx, parcel) => {
    requireState(parcel, ['pending'], 'flagged abnormal');
    if (parcel.abnormal === 1)
      throw new ActError('CONFLICT', `Parcel ${parcel.id} is already flagged abnormal.`);
    const at = input.now.toISOString();
    await updateIfStill(trx, parcel, { abnormal: 1, abnormal_reason: reason, updated_at: at }, 'flagged');
    return {
      operation: 'parcel-flagged-abnormal',
      kind: 'abnormal',
      state: parcel.state,
      detail: reason,
      result: undefined,
    };
  });
}

/** The problem was dealt with: the abnormal flag comes off. */
export async function clearAbnormal(
  db: Kysely<Database>,
  input: { parcelId: number; actor: ParcelActor; now: Date },
): Promise<void> {
  await runTransition(db, input.parcelId, input.actor, input.now, async (trx, parcel) => {
    if (parcel.abnormal !== 1) throw new ActError('CONFLICT', `Parcel ${parcel.id} is not flagged abnormal.`);
    const at = input.now.toISOString();
    await updateIfStill(trx, parcel, { abnormal: 0, abnormal_reason: '', updated_at: at }, 'cleared');
    return {
      operation: 'parcel-abnormal-cleared',
      kind: 'abnormal-cleared',
      state: parcel.state,
      result: undefined,
    };
  });
}

/**
 * Gives the recipient more time: the due time moves `hours` past the later of now and the old due time, and the
 * parcel is no longer overdue (the sweep tells the recipient again if the new time passes too).
 */
export async function extendDue(
  db: Kysely<Database>,
  input: { parcelId: number; hours: number; actor: ParcelActor; now: Date },
): Promise<{ dueAt: string }> {
  if (!Number.isInteger(input.hours) || input.hours < 1 || input.hours > MAX_EXTEND_HOURS) {
    throw new ActError('INVALID_PARAMS', `A parcel is extended by 1 to ${MAX_EXTEND_HOURS} hours.`);
  }
  return runTransition(db, input.parcelId, input.actor, input.now, async (trx, parcel) => {
    requireState(parcel, ['pending'], 'extended');
    const from = Math.max(input.now.getTime(), parcel.due_at ? Date.parse(parcel.due_at) : 0);
    const dueAt = new Date(from + input.hours * HOUR).toISOString();
    await updateIfStill(
      trx,
      parcel,
      { due_at: dueAt, overdue: 0, updated_at: input.now.toISOString() },
      'extended',
    );
    return {
      operation: 'parcel-extended',
      kind: 'extended',
      state: parcel.state,
      detail: `due ${dueAt}`,
      result: { dueAt },
    };
  });
}

/** Sends the recipient a new pickup code; the old one stops working at once. */
export async function resendPickupCode(
  db: Kysely<Database>,
  input: { parcelId: number; actor: ParcelActor; now: Date },
): Promise<void> {
  await runTransition(db, input.parcelId, input.actor, input.now, async (trx, parcel) => {
    requireState(parcel, ['pending'], 'sent a new pickup code');
    const { code, hash } = await uniquePickupCode(trx, parcel.machine_id);
    await updateIfStill(
      trx,
      parcel,
      { pickup_code_hash: hash, updated_at: input.now.toISOString() },
      'sent a new pickup code',
    );
    // The old code stops working now; a message still waiting to deliver it must not.
    await forgetParcelCodes(trx, parcel.id);
    return {
      operation: 'parcel-code-resent',
      kind: 'code-resent',
      state: parcel.state,
      notify: { event: 'code-resent', code },
      result: undefined,
    };
  });
}
