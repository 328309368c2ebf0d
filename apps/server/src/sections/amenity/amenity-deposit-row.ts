// A deposit as the acts answer it (its machine, slot, item and member, whether its item is past due), and the one
// way a deposit is settled: its state, its ledger entry and its item's slot change together.
import type { Kysely, Transaction } from 'kysely';
import type { AmenityDepositItem } from '@bluemanager/protocol';
import { AMENITY_DEPOSIT_STATES, AMENITY_ITEM_KINDS } from '@bluemanager/protocol';
import type { Database } from '../../db/schema.js';
import { ActError } from '../../domain/act-error.js';

export function depositQuery(db: Kysely<Database>) {
  return db
    .selectFrom('amenity_deposits')
    .innerJoin('amenity_items', 'amenity_items.id', 'amenity_deposits.item_id')
    .innerJoin('compartments', 'compartments.id', 'amenity_items.compartment_id')
    .innerJoin('machines', 'machines.id', 'amenity_deposits.machine_id')
    .innerJoin('buildings', 'buildings.id', 'machines.building_id')
    .leftJoin('members', 'members.id', 'amenity_deposits.member_id')
    .select([
      'amenity_deposits.id',
      'amenity_deposits.item_id',
      'amenity_deposits.lent_at',
      'amenity_deposits.due_at',
      'amenity_deposits.returned_at',
      'amenity_deposits.damaged',
      'amenity_deposits.amount_cents',
      'amenity_deposits.currency',
      'amenity_deposits.state',
      'amenity_deposits.settled_at',
      'amenity_deposits.reason',
      'amenity_items.name as item',
      'amenity_items.kind',
      'compartments.label as slot',
      'machines.uuid',
      'machines.name as machine',
      'machines.building_id',
      'buildings.name as bname',
      'buildings.timezone',
      'members.name as member',
    ]);
}

type DepositRow = Awaited<ReturnType<ReturnType<typeof depositQuery>['execute']>>[number];

export function toDepositItem(row: DepositRow, now: Date): AmenityDepositItem {
  const state = AMENITY_DEPOSIT_STATES.find((known) => known === row.state) ?? 'held';
  return {
    id: row.id,
    uuid: row.uuid,
    machine: row.machine,
    buid: row.building_id,
    bname: row.bname,
    tz: row.timezone,
    slot: row.slot,
    item: row.item,
    kind: AMENITY_ITEM_KINDS.find((kind) => kind === row.kind) ?? 'tool',
    member: row.member ?? '',
    lent_at: row.lent_at,
    due_at: row.due_at,
    returned_at: row.returned_at,
    damaged: Number(row.damaged) === 1,
    amount_cents: Number(row.amount_cents),
    currency: row.currency,
    state,
    overdue: state === 'held' && row.returned_at === null && row.due_at < now.toISOString(),
    settled_at: row.settled_at,
    reason: row.reason,
  };
}

export async function findDeposit(
  db: Kysely<Database>,
  buid: number,
  id: number,
  now: Date,
): Promise<AmenityDepositItem> {
  const row = await depositQuery(db)
    .where('amenity_deposits.id', '=', id)
    .where('machines.building_id', '=', buid)
    .executeTakeFirst();
  if (!row) throw new ActError('NOT_FOUND', `There is no deposit ${id} in this building.`);
  return toDepositItem(row, now);
}

export interface Settlement {
  outcome: 'released' | 'kept';
  reason: string;
  /** Set when the item came back in its slot (a return at the machine). */
  returned?: { damaged: boolean };
}

/**
 * Settles a held deposit. Taking the deposit out of 'held' is the statement that checks it is held, so a return at
 * the machine and a settlement by staff at once cannot both win.
 */
export async function settleDeposit(
  trx: Transaction<Database>,
  deposit: { id: number; item_id: number; amount_cents: number; currency: string },
  settlement: Settlement,
  now: Date,
): Promise<void> {
  const at = now.toISOString();
  const settled = await trx
    .updateTable('amenity_deposits')
    .set({
      state: settlement.outcome,
      settled_at: at,
      reason: settlement.reason,
      ...(settlement.returned ? { returned_at: at, damaged: settlement.returned.damaged ? 1 : 0 } : {}),
    })
    .where('id', '=', deposit.id)
    .where('state', '=', 'held')
    .executeTakeFirst();
  if (Number(settled.numUpdatedRows) !== 1) throw new ActError('CONFLICT', 'The deposit is already settled.');
  await trx
    .insertInto('amenity_ledger')
    .values({
      deposit_id: deposit.id,
      at,
      entry: settlement.outcome,
      amount_cents: deposit.amount_cents,
      currency: deposit.currency,
      note: settlement.reason,
    })
    .execute();
  // Back in its slot: available again unless damaged. Kept by staff without a return: the item is written off.
  const itemState = settlement.returned
    ? settlement.returned.damaged
      ? 'out-of-service'
      : 'available'
    : settlement.outcome === 'kept'
      ? 'missing'
      : 'available';
  await trx
    .updateTable('amenity_items')
    .set({ state: itemState })
    .where('id', '=', deposit.item_id)
    .execute();
  if (settlement.returned || itemState === 'available') {
    const item = await trx
      .selectFrom('amenity_items')
      .select('compartment_id')
      .where('id', '=', deposit.item_id)
      .executeTakeFirstOrThrow();
    await trx
      .updateTable('compartments')
      .set({ state: 'occupied' })
      .where('id', '=', item.compartment_id)
      .where('state', '!=', 'disabled')
      .execute();
  }
}
