// Staff writes on a campaign (acts 65003–65006): create (draft), change (only while draft or open; once a member has
// joined, the currency and tiers they agreed to are frozen, the minimum cannot rise and a pickup building with
// participants stays), open (draft only, deadline ahead) and cancel (draft or open, with a reason). Each write is one
// transaction with its operation-log entry; state changes are conditional updates, so a close racing a write wins or
// loses whole.
import type { Kysely, Transaction } from 'kysely';
import {
  EDITABLE_STATES,
  type ActParsedParams,
  type CampaignState,
  type groupBuyCreateAct,
  type groupBuyUpdateAct,
} from '@bluemanager/protocol';
import type { Database } from '../../db/schema.js';
import { ActError } from '../../domain/act-error.js';
import { logOperation, type OperationActor } from '../../domain/oplog/operation-log.js';
import { findCampaign, tiersOf } from './group-buy-read.js';
import type { GroupBuyRow } from './group-buy.tables.js';

type Fields = ActParsedParams<typeof groupBuyCreateAct>;
type UpdateParams = ActParsedParams<typeof groupBuyUpdateAct>;

export interface WriteContext {
  actor: OperationActor;
  now: Date;
}

function invalid(path: string, message: string): ActError {
  return new ActError('INVALID_PARAMS', message, { issues: [{ path, message }] });
}

/** The deadline as stored (UTC, milliseconds, so text order is time order); it must lie ahead. */
function futureDeadline(text: string, now: Date): string {
  const deadline = new Date(text);
  if (deadline.getTime() <= now.getTime()) throw invalid('deadline', 'the deadline must lie ahead');
  return deadline.toISOString();
}

async function writeBuildings(
  trx: Transaction<Database>,
  id: number,
  buids: readonly number[],
): Promise<void> {
  await trx.deleteFrom('group_buy_buildings').where('group_buy_id', '=', id).execute();
  await trx
    .insertInto('group_buy_buildings')
    .values(buids.map((buildingId, position) => ({ group_buy_id: id, building_id: buildingId, position })))
    .execute();
}

const rowFields = (fields: Fields, now: Date) => ({
  name: fields.name,
  description: fields.description,
  currency: fields.currency,
  tiers: JSON.stringify(fields.tiers.map((tier) => ({ min: tier.min, amount: tier.amount }))),
  minimum: fields.minimum,
  deadline: futureDeadline(fields.deadline, now),
  updated_at: now.toISOString(),
});

export async function createCampaign(
  db: Kysely<Database>,
  fields: Fields,
  context: WriteContext,
): Promise<number> {
  const values = rowFields(fields, context.now);
  return db.transaction().execute(async (trx) => {
    const { id } = await trx
      .insertInto('group_buys')
      .values({ ...values, state: 'draft', created_at: values.updated_at })
      .returning('id')
      .executeTakeFirstOrThrow();
    await writeBuildings(trx, id, fields.buids);
    await logOperation(trx, {
      operation: 'group-buy-created',
      target: fields.name,
      actor: context.actor,
      now: context.now,
      buildingId: fields.buids[0] ?? null,
      changes: { before: {}, after: { ...values, buildings: fields.buids } },
    });
    return id;
  });
}

/** Draft or open, and not an open one past its deadline: that one belongs to the close now. */
function requireEditable(row: GroupBuyRow, now: Date): void {
  if (!EDITABLE_STATES.includes(row.state as CampaignState))
    throw new ActError('CONFLICT', `Group buy ${row.name} is closed and can no longer change.`);
  if (row.state === 'open' && row.deadline <= now.toISOString())
    throw new ActError('CONFLICT', `The deadline of group buy ${row.name} has passed: it is being closed.`);
}

/** What a joined member agreed to stays: currency, tiers, a minimum no higher, and their pickup building. */
async function checkJoinedTerms(
  trx: Transaction<Database>,
  row: GroupBuyRow,
  params: UpdateParams,
): Promise<void> {
  if (Number(row.participants) === 0) return;
  const agreed = tiersOf(row);
  const same =
    agreed.length === params.tiers.length &&
    agreed.every(
      (tier, index) => tier.min === params.tiers[index]?.min && tier.amount === params.tiers[index]?.amount,
    );
  if (!same || params.currency !== row.currency)
    throw new ActError('CONFLICT', 'Members have joined: the currency and price tiers can no longer change.');
  if (params.minimum > Number(row.minimum))
    throw new ActError('CONFLICT', 'Members have joined: the minimum can be lowered but not raised.');
  const used = await trx
    .selectFrom('group_buy_participants')
    .select('building_id')
    .distinct()
    .where('group_buy_id', '=', row.id)
    .execute();
  if (used.some((entry) => !params.buids.includes(entry.building_id)))
    throw invalid('buids', 'a pickup building with participants cannot be removed');
}

export async function updateCampaign(
  db: Kysely<Database>,
  params: UpdateParams,
  context: WriteContext,
): Promise<void> {
  const values = rowFields(params, context.now);
  await db.transaction().execute(async (trx) => {
    const row = await findCampaign(trx, params.id);
    requireEditable(row, context.now);
    await checkJoinedTerms(trx, row, params);
    // The same terms read above: a join or close in between makes this change nothing, and it is refused.
    const changed = await trx
      .updateTable('group_buys')
      .set(values)
      .where('id', '=', row.id)
      .where('state', '=', row.state)
      .where('participants', '=', row.participants)
      .executeTakeFirst();
    if (Number(changed.numUpdatedRows) === 0)
      throw new ActError('CONFLICT', `Group buy ${row.name} changed meanwhile; reload it and try again.`);
    await writeBuildings(trx, row.id, params.buids);
    const before: Record<string, unknown> = {};
    const after: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(values)) {
      if (key === 'updated_at' || row[key as keyof GroupBuyRow] === value) continue;
      before[key] = row[key as keyof GroupBuyRow];
      after[key] = value;
    }
    await logOperation(trx, {
      operation: 'group-buy-updated',
      target: params.name,
      actor: context.actor,
      now: context.now,
      buildingId: params.buids[0] ?? null,
      changes: { before, after },
    });
  });
}

/** Moves a campaign from one of `from` to `to` with a conditional update; refused when it is no longer there. */
async function moveState(
  db: Kysely<Database>,
  id: number,
  move: {
    from: readonly CampaignState[];
    to: CampaignState;
    refusal: (row: GroupBuyRow) => string;
    set?: Record<string, string>;
    check?: (row: GroupBuyRow) => void;
    operation: 'group-buy-opened' | 'group-buy-cancelled';
    detail?: string;
  },
  context: WriteContext,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const row = await findCampaign(trx, id);
    if (!move.from.includes(row.state as CampaignState)) throw new ActError('CONFLICT', move.refusal(row));
    move.check?.(row);
    const at = context.now.toISOString();
    const changed = await trx
      .updateTable('group_buys')
      .set({ state: move.to, updated_at: at, ...move.set })
      .where('id', '=', id)
      .where('state', 'in', [...move.from])
      .executeTakeFirst();
    if (Number(changed.numUpdatedRows) === 0) throw new ActError('CONFLICT', move.refusal(row));
    const first = await trx
      .selectFrom('group_buy_buildings')
      .select('building_id')
      .where('group_buy_id', '=', id)
      .orderBy('position')
      .executeTakeFirst();
    await logOperation(trx, {
      operation: move.operation,
      target: row.name,
      actor: context.actor,
      now: context.now,
      buildingId: first?.building_id ?? null,
      ...(move.detail ? { detail: move.detail } : {}),
      changes: { before: { state: row.state }, after: { state: move.to } },
    });
  });
}

export function openCampaign(db: Kysely<Database>, id: number, context: WriteContext): Promise<void> {
  return moveState(
    db,
    id,
    {
      from: ['draft'],
      to: 'open',
      refusal: (row) => `Group buy ${row.name} is not a draft: only a draft opens.`,
      set: { opened_at: context.now.toISOString() },
      check: (row) => {
        if (row.deadline <= context.now.toISOString())
          throw new ActError(
            'CONFLICT',
            `The deadline of group buy ${row.name} has passed; set a new one first.`,
          );
      },
      operation: 'group-buy-opened',
    },
    context,
  );
}

export function cancelCampaign(
  db: Kysely<Database>,
  id: number,
  reason: string,
  context: WriteContext,
): Promise<void> {
  return moveState(
    db,
    id,
    {
      from: EDITABLE_STATES,
      to: 'cancelled',
      refusal: (row) => `Group buy ${row.name} is already closed.`,
      set: { cancel_reason: reason, closed_at: context.now.toISOString() },
      check: (row) => requireEditable(row, context.now),
      operation: 'group-buy-cancelled',
      detail: reason,
    },
    context,
  );
}
