// The short links' clicks as Ad Analytics reads them: from ad_redirect_daily (one row per day and link, under the
// agent and group the link advertised), over a period, narrowed to an agent or a group. A click has no building, so
// a question narrowed to a building counts none.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

export interface ClickFilter {
  from: string;
  to: string;
  agent_id?: number | undefined;
  group_id?: number | undefined;
  buid?: number | undefined;
}

export interface ClickRow {
  key: string;
  label: string;
  detail: string;
  clicks: number;
}

const MAX_ROWS = 500;
const CLICKS = sql<number | string>`coalesce(sum(ad_redirect_daily.clicks), 0)`;

function filtered(db: Kysely<Database>, filter: ClickFilter) {
  let query = db
    .selectFrom('ad_redirect_daily')
    .where('ad_redirect_daily.day', '>=', filter.from)
    .where('ad_redirect_daily.day', '<=', filter.to);
  if (filter.agent_id !== undefined) query = query.where('ad_redirect_daily.agent_id', '=', filter.agent_id);
  if (filter.group_id !== undefined) query = query.where('ad_redirect_daily.group_id', '=', filter.group_id);
  return query;
}

/** The clicks of each day of the period that has any. */
export async function clicksPerDay(db: Kysely<Database>, filter: ClickFilter): Promise<Map<string, number>> {
  if (filter.buid !== undefined) return new Map();
  const rows = await filtered(db, filter)
    .select(['ad_redirect_daily.day', CLICKS.as('clicks')])
    .groupBy('ad_redirect_daily.day')
    .execute();
  return new Map(rows.map((row) => [row.day, Number(row.clicks)]));
}

/** The clicks per agent, group or link (a link's label is its note, its detail the agent it advertises). */
export async function clicksBy(
  db: Kysely<Database>,
  filter: ClickFilter,
  by: 'agent' | 'group' | 'redirect',
): Promise<ClickRow[]> {
  if (filter.buid !== undefined) return [];
  const base = filtered(db, filter);
  const most = sql`sum(ad_redirect_daily.clicks)`;
  const rows =
    by === 'agent'
      ? await base
          .innerJoin('ad_agents', 'ad_agents.id', 'ad_redirect_daily.agent_id')
          .select([
            'ad_agents.id',
            'ad_agents.name as label',
            'ad_agents.gname as detail',
            CLICKS.as('clicks'),
          ])
          .groupBy(['ad_agents.id', 'ad_agents.name', 'ad_agents.gname'])
          .orderBy(most, 'desc')
          .orderBy('ad_agents.id')
          .limit(MAX_ROWS)
          .execute()
      : by === 'group'
        ? await base
            .innerJoin('ad_groups', 'ad_groups.id', 'ad_redirect_daily.group_id')
            .innerJoin('ad_agents', 'ad_agents.id', 'ad_groups.agent_id')
            .select([
              'ad_groups.id',
              'ad_groups.gname as label',
              'ad_agents.name as detail',
              CLICKS.as('clicks'),
            ])
            .groupBy(['ad_groups.id', 'ad_groups.gname', 'ad_agents.name'])
            .orderBy(most, 'desc')
            .orderBy('ad_groups.id')
            .limit(MAX_ROWS)
            .execute()
        : await base
            .innerJoin('ad_redirects', 'ad_redirects.id', 'ad_redirect_daily.redirect_id')
            .leftJoin('ad_agents', 'ad_agents.id', 'ad_redirects.agent_id')
            .select((eb) => [
              'ad_redirects.id',
              'ad_redirects.note as label',
              eb.fn.coalesce('ad_agents.name', sql<string>`''`).as('detail'),
              CLICKS.as('clicks'),
            ])
            .groupBy(['ad_redirects.id', 'ad_redirects.note', 'ad_agents.name'])
            .orderBy(most, 'desc')
            .orderBy('ad_redirects.id')
            .limit(MAX_ROWS)
            .execute();
  return rows.map((row) => ({
    key: String(row.id),
    label: row.label,
    detail: row.detail,
    clicks: Number(row.clicks),
  }));
}
