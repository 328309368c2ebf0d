// Joining a campaign (act 65007) and the members who could (act 65008). A join records the member's commitment (the
// quantity and the payment method token) and charges nothing: money is taken only if the campaign succeeds. It raises
// the campaign's count with a conditional update (still open, deadline ahead) in the same transaction as the row, so
// a join that lands after the close claimed the campaign changes nothing.
import type { Kysely } from 'kysely';
import type {
  ActParsedParams,
  ActResult,
  groupBuyCandidatesAct,
  groupBuyJoinAct,
} from '@bluemanager/protocol';
import type { Database } from '../../db/schema.js';
import { containsText } from '../../db/text-match.js';
import { ActError } from '../../domain/act-error.js';
import { logOperation } from '../../domain/oplog/operation-log.js';
import { findCampaign } from './group-buy-read.js';
import type { WriteContext } from './group-buy-writes.js';
import '../members/member.table.js';

function closedRefusal(
  row: { name: string; state: string; deadline: string },
  now: Date,
): ActError | undefined {
  if (row.state === 'draft') return new ActError('CONFLICT', `Group buy ${row.name} is not open yet.`);
  if (row.state !== 'open') return new ActError('CONFLICT', `Group buy ${row.name} is closed.`);
  if (row.deadline <= now.toISOString())
    return new ActError('CONFLICT', `The deadline of group buy ${row.name} has passed.`);
  return undefined;
}

export async function joinCampaign(
  db: Kysely<Database>,
  params: ActParsedParams<typeof groupBuyJoinAct>,
  context: WriteContext,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const row = await findCampaign(trx, params.id);
    const refusal = closedRefusal(row, context.now);
    if (refusal) throw refusal;
    const member = await trx
      .selectFrom('members')
      .select(['id', 'name', 'building_id', 'status'])
      .where('id', '=', params.member)
      .executeTakeFirstOrThrow();
    if (member.status !== 'active')
      throw new ActError('CONFLICT', `Member ${member.name} is not active and cannot join.`);
    const pickup = await trx
      .selectFrom('group_buy_buildings')
      .select('building_id')
      .where('group_buy_id', '=', row.id)
      .where('building_id', '=', member.building_id)
      .executeTakeFirst();
    if (!pickup)
      throw new ActError(
        'CONFLICT',
        `Member ${member.name} lives in none of this group buy's pickup buildings.`,
      );
    const already = await trx
      .selectFrom('group_buy_participants')
      .select('id')
      .where('group_buy_id', '=', row.id)
      .where('member_id', '=', member.id)
      .executeTakeFirst();
    if (already)
      throw new ActError('CONFLICT', `Member ${member.name} has already joined group buy ${row.name}.`);
    const at = context.now.toISOString();
    const raised = await trx
      .updateTable('group_buys')
      .set((eb) => ({
        participants: eb('participants', '+', 1),
        units: eb('units', '+', params.quantity),
        updated_at: at,
      }))
      .where('id', '=', row.id)
      .where('state', '=', 'open')
      .where('deadline', '>', at)
      .executeTakeFirst();
    if (Number(raised.numUpdatedRows) === 0)
      throw new ActError('CONFLICT', `Group buy ${row.name} is closed.`);
    // The unique (campaign, member) index refuses a second join that raced this one; the transaction then undoes
    // the count too.
    await trx
      .insertInto('group_buy_participants')
      .values({
        group_buy_id: row.id,
        member_id: member.id,
        building_id: member.building_id,
        quantity: params.quantity,
        method: params.method,
        joined_at: at,
        order_id: null,
        charge_settled_at: null,
      })
      .execute();
    await logOperation(trx, {
      operation: 'group-buy-joined',
      target: row.name,
      actor: context.actor,
      now: context.now,
      buildingId: member.building_id,
      detail: `${member.name} × ${params.quantity}`,
    });
  });
}

const CANDIDATES = 20;

export async function joinCandidates(
  db: Kysely<Database>,
  params: ActParsedParams<typeof groupBuyCandidatesAct>,
): Promise<ActResult<typeof groupBuyCandidatesAct>> {
  const rows = await db
    .selectFrom('members')
    .innerJoin('group_buy_buildings', 'group_buy_buildings.building_id', 'members.building_id')
    .innerJoin('buildings', 'buildings.id', 'members.building_id')
    .select(['members.id', 'members.name', 'members.unit', 'buildings.name as bname'])
    .where('group_buy_buildings.group_buy_id', '=', params.id)
    .where('members.status', '=', 'active')
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('group_buy_participants')
            .select('group_buy_participants.id')
            .whereRef('group_buy_participants.member_id', '=', 'members.id')
            .where('group_buy_participants.group_buy_id', '=', params.id),
        ),
      ),
    )
    .$if(Boolean(params.q), (query) =>
      query.where((eb) => containsText(eb.ref('members.search_text'), params.q ?? '')),
    )
    .orderBy('members.name')
    .orderBy('members.id')
    .limit(CANDIDATES)
    .execute();
  return { members: rows };
}
