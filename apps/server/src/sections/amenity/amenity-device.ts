// The amenity machines' device calls (lend, return; see amenity.device.ts in the protocol): a member's BlueTag
// borrows the item of a slot of the calling machine and its deposit is held; the item's own BlueTag brings it back
// and its deposit is released, or kept when it is late or damaged. Each call is one transaction.
import type { Kysely } from 'kysely';
import type { DeviceCallResult, lendCall, returnCall } from '@bluemanager/protocol';
import type { z } from 'zod';
import type { Database } from '../../db/schema.js';
import { ActError } from '../../domain/act-error.js';
import type { DeviceMachine } from '../../domain/devices/device-auth.js';
import { compartmentOf } from '../../domain/devices/device-health.js';
import { settleDeposit } from './amenity-deposit-row.js';

type Params<C extends { params: z.ZodType }> = z.output<C['params']>;
const HOUR = 3_600_000;

/** The active tag of that kind in the machine's building; any other tag is refused alike. */
async function activeTag(trx: Kysely<Database>, uid: string, kind: 'member' | 'item', buildingId: number) {
  const tag = await trx
    .selectFrom('amenity_tags')
    .select(['id', 'member_id', 'item_id', 'building_id', 'state', 'kind'])
    .where('uid', '=', uid.toUpperCase())
    .executeTakeFirst();
  if (!tag || tag.kind !== kind || tag.state !== 'active' || tag.building_id !== buildingId) {
    throw new ActError('FORBIDDEN', `The BlueTag is not an active ${kind} tag of this building.`);
  }
  return tag;
}

async function slotItem(trx: Kysely<Database>, machine: DeviceMachine, label: string) {
  const slot = await compartmentOf(trx, machine, label);
  const item = await trx
    .selectFrom('amenity_items')
    .select(['id', 'name', 'state', 'deposit_cents', 'currency', 'loan_hours'])
    .where('compartment_id', '=', slot.id)
    .executeTakeFirst();
  if (!item) throw new ActError('CONFLICT', `Slot ${slot.label} holds no item.`);
  return { slot, item };
}

export async function lendAtMachine(
  db: Kysely<Database>,
  machine: DeviceMachine,
  params: Params<typeof lendCall>,
  now: Date,
): Promise<DeviceCallResult<'lend'>> {
  return db.transaction().execute(async (trx) => {
    const tag = await activeTag(trx, params.tag, 'member', machine.buildingId);
    const member = await trx
      .selectFrom('members')
      .select(['id', 'building_id', 'status'])
      .where('id', '=', tag.member_id ?? 0)
      .executeTakeFirst();
    if (!member || member.building_id !== machine.buildingId || member.status !== 'active') {
      throw new ActError('FORBIDDEN', 'The BlueTag belongs to no active member of this building.');
    }
    const { slot, item } = await slotItem(trx, machine, params.compartment);
    // Taking the item is the statement that checks it is available, so two taps at once cannot both lend it.
    const taken = await trx
      .updateTable('amenity_items')
      .set({ state: 'lent' })
      .where('id', '=', item.id)
      .where('state', '=', 'available')
      .executeTakeFirst();
    if (Number(taken.numUpdatedRows) !== 1) {
      throw new ActError('CONFLICT', `The item in slot ${slot.label} is not available.`);
    }
    await trx.updateTable('compartments').set({ state: 'free' }).where('id', '=', slot.id).execute();
    const dueAt = new Date(now.getTime() + item.loan_hours * HOUR).toISOString();
    const { id } = await trx
      .insertInto('amenity_deposits')
      .values({
        item_id: item.id,
        machine_id: machine.id,
        member_id: member.id,
        tag_id: tag.id,
        lent_at: now.toISOString(),
        due_at: dueAt,
        returned_at: null,
        damaged: 0,
        amount_cents: item.deposit_cents,
        currency: item.currency,
        state: 'held',
        settled_at: null,
        reason: '',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('amenity_ledger')
      .values({
        deposit_id: id,
        at: now.toISOString(),
        entry: 'taken',
        amount_cents: item.deposit_cents,
        currency: item.currency,
        note: '',
      })
      .execute();
    return {
      deposit: id,
      item: item.name,
      due_at: dueAt,
      amount_cents: item.deposit_cents,
      currency: item.currency,
    };
  });
}

export async function returnAtMachine(
  db: Kysely<Database>,
  machine: DeviceMachine,
  params: Params<typeof returnCall>,
  now: Date,
): Promise<DeviceCallResult<'return'>> {
  return db.transaction().execute(async (trx) => {
    const tag = await activeTag(trx, params.tag, 'item', machine.buildingId);
    const { slot, item } = await slotItem(trx, machine, params.compartment);
    if (item.id !== tag.item_id) {
      throw new ActError('CONFLICT', `Slot ${slot.label} is not this item's slot.`);
    }
    const deposit = await trx
      .selectFrom('amenity_deposits')
      .select(['id', 'item_id', 'due_at', 'amount_cents', 'currency'])
      .where('item_id', '=', item.id)
      .where('state', '=', 'held')
      .executeTakeFirst();
    if (!deposit || item.state !== 'lent') throw new ActError('CONFLICT', 'The item is not out on loan.');
    const late = deposit.due_at < now.toISOString();
    // Late or damaged keeps the deposit; the deposit's own times and damage flag say which, in the reader's words.
    const outcome = late || params.damaged ? 'kept' : 'released';
    await settleDeposit(trx, deposit, { outcome, reason: '', returned: { damaged: params.damaged } }, now);
    return {
      deposit: deposit.id,
      outcome,
      late,
      amount_cents: deposit.amount_cents,
      currency: deposit.currency,
    };
  });
}
