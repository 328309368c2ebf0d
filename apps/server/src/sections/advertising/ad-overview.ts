// The advertising admin's home (act 53030): what plays today, what ends soon, what starts next and what would play
// nothing. A group runs when it is on, its agent is active and today lies within its dates; "today" is the UTC day,
// since a group's buildings may lie in several time zones.
import { sql, type Kysely } from 'kysely';
import { AD_ENDING_SOON_DAYS, type ActResult, type adOverviewAct } from '@bluemanager/protocol';
import type { Database } from '../../db/schema.js';
import { groupQuery, withTargets } from './ad-group.repository.js';

const CONTRACT_WARNING_DAYS = 30;
const RUNNING_SHOWN = 20;

const dayAfter = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00.000Z`) + days * 86_400_000).toISOString().slice(0, 10);

const countOf = (row: { n: number | string | bigint } | undefined) => Number(row?.n ?? 0);

export async function adOverview(db: Kysely<Database>, now: Date): Promise<ActResult<typeof adOverviewAct>> {
  const today = now.toISOString().slice(0, 10);
  const soon = dayAfter(today, AD_ENDING_SOON_DAYS);
  const live = groupQuery(db).where('ad_groups.sts', '=', '1').where('ad_agents.active', '=', 1);
  const running = live.where('ad_groups.start_date', '<=', today).where('ad_groups.end_date', '>=', today);
  const [runningRows, runningTotal, endingRows, upcoming, withoutAds, agents, contracts] = await Promise.all([
    running.orderBy('ad_groups.end_date').orderBy('ad_groups.id').limit(RUNNING_SHOWN).execute(),
    sql<{ n: number | string | bigint }>`select count(*) as n from (${running}) as running`.execute(db),
    running
      .where('ad_groups.end_date', '<=', soon)
      .orderBy('ad_groups.end_date')
      .orderBy('ad_groups.id')
      .execute(),
    db
      .selectFrom('ad_groups')
      .innerJoin('ad_agents', 'ad_agents.id', 'ad_groups.agent_id')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('ad_groups.sts', '=', '1')
      .where('ad_agents.active', '=', 1)
      .where('ad_groups.start_date', '>', today)
      .executeTakeFirst(),
    db
      .selectFrom('ad_groups')
      .innerJoin('ad_agents', 'ad_agents.id', 'ad_groups.agent_id')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('ad_groups.sts', '=', '1')
      .where('ad_agents.active', '=', 1)
      .where('ad_groups.end_date', '>=', today)
      .where(sql<boolean>`not exists (select 1 from ad_items where ad_items.group_id = ad_groups.id)`)
      .executeTakeFirst(),
    db
      .selectFrom('ad_agents')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('active', '=', 1)
      .executeTakeFirst(),
    db
      .selectFrom('ad_agents')
      .select(['id', 'name', 'contract_end'])
      .where('active', '=', 1)
      .where('contract_end', 'is not', null)
      .where('contract_end', '>=', today)
      .where('contract_end', '<=', dayAfter(today, CONTRACT_WARNING_DAYS))
      .orderBy('contract_end')
      .orderBy('id')
      .execute(),
  ]);
  return {
    today,
    running: await withTargets(db, runningRows),
    running_total: countOf(runningTotal.rows[0]),
    ending_soon: await withTargets(db, endingRows),
    upcoming: countOf(upcoming),
    without_ads: countOf(withoutAds),
    active_agents: countOf(agents),
    contracts_ending: contracts.flatMap((agent) =>
      agent.contract_end === null
        ? []
        : [{ id: agent.id, name: agent.name, contract_end: agent.contract_end }],
    ),
  };
}
