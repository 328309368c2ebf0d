// Members with their balance (act 57012): the balance is the sum of the ledger, computed in the query.
import { sql, type Kysely } from 'kysely';
import type { ActParsedParams, ActResult, RewardMember, rewardMembersAct } from '@bluemanager/protocol';
import type { Database } from '../../db/schema.js';
import { fetchPage } from '../../db/page.js';
import { containsText } from '../../db/text-match.js';
import { buildingFilter, type BuildingScope } from '../../domain/buildings/scope.js';
import './reward.tables.js';

export const rewardMemberQuery = (db: Kysely<Database>) =>
  db
    .selectFrom('members')
    .innerJoin('buildings', 'buildings.id', 'members.building_id')
    .leftJoin(
      (eb) =>
        eb
          .selectFrom('reward_ledger')
          .select((inner) => [
            'member_id',
            inner.fn.sum<number>('points').as('balance'),
            inner.fn.sum<number>(sql<number>`case when points > 0 then points else 0 end`).as('earned'),
            inner.fn.max('created_at').as('last_entry_at'),
          ])
          .groupBy('member_id')
          .as('totals'),
      (join) => join.onRef('totals.member_id', '=', 'members.id'),
    )
    .select([
      'members.id',
      'members.name',
      'members.building_id',
      'members.unit',
      'members.email',
      'buildings.name as bname',
      (eb) => eb.fn.coalesce('totals.balance', eb.lit(0)).as('balance'),
      (eb) => eb.fn.coalesce('totals.earned', eb.lit(0)).as('earned'),
      'totals.last_entry_at',
    ]);

type Row = Awaited<ReturnType<ReturnType<typeof rewardMemberQuery>['executeTakeFirstOrThrow']>>;

export function toRewardMember(row: Row): RewardMember {
  return {
    id: row.id,
    name: row.name,
    buid: row.building_id,
    bname: row.bname,
    unit: row.unit,
    email: row.email,
    balance: Number(row.balance),
    earned: Number(row.earned),
    last_entry_at: row.last_entry_at ?? null,
  };
}

const SORTS = { balance: 'balance', name: 'members.name', building: 'buildings.name' } as const;

export async function listRewardMembers(
  db: Kysely<Database>,
  scope: BuildingScope,
  params: ActParsedParams<typeof rewardMembersAct>,
): Promise<ActResult<typeof rewardMembersAct>> {
  const filtered = rewardMemberQuery(db).where((eb) => {
    const conditions = [
      buildingFilter(eb.ref('members.building_id'), scope, params.buid),
      eb('members.status', '!=', 'moved-out'),
    ];
    if (params.q) conditions.push(containsText(eb.ref('members.search_text'), params.q));
    return eb.and(conditions);
  });
  const page = await fetchPage(db, filtered, params, (query) =>
    query.orderBy(sql.ref(SORTS[params.sort]), params.dir).orderBy('members.id', params.dir),
  );
  return { total: page.total, items: page.items.map(toRewardMember) };
}
