// Ad Analytics over the daily counts summed per building (ad_daily_buildings: one row per day, item and building,
// added to by each report with the per-locker rows), so a year of figures sums thousands of rows, not millions; and
// over the short links' clicks per day (ad_redirect_daily, redirect-clicks.ts), merged in per agent, group and day.
import { sql, type Kysely } from 'kysely';
import type { ActParsedParams, ActResult, AdAnalyticsRow, adAnalyticsAct } from '@bluemanager/protocol';
import type { Database } from '../../db/schema.js';
import { clicksBy, clicksPerDay, type ClickRow } from './redirect-clicks.js';

type Params = ActParsedParams<typeof adAnalyticsAct>;
type Result = ActResult<typeof adAnalyticsAct>;

const MAX_ROWS = 500;

function filtered(db: Kysely<Database>, params: Params) {
  let query = db
    .selectFrom('ad_daily_buildings')
    .where('ad_daily_buildings.day', '>=', params.from)
    .where('ad_daily_buildings.day', '<=', params.to);
  if (params.agent_id !== undefined) query = query.where('ad_daily_buildings.agent_id', '=', params.agent_id);
  if (params.group_id !== undefined) query = query.where('ad_daily_buildings.group_id', '=', params.group_id);
  if (params.buid !== undefined) query = query.where('ad_daily_buildings.building_id', '=', params.buid);
  return query;
}

/** The three figures every grouping sums, and the order the groupings share (most shown first). */
const SUMMED_FIGURES = [
  sql<number | string>`coalesce(sum(ad_daily_buildings.impressions), 0)`.as('impressions'),
  sql<number | string>`coalesce(sum(ad_daily_buildings.touches), 0)`.as('touches'),
  sql<number | string>`coalesce(sum(ad_daily_buildings.play_seconds), 0)`.as('play_seconds'),
];
const MOST_SHOWN = sql`sum(ad_daily_buildings.impressions)`;

interface Summed {
  impressions: number | string;
  touches: number | string;
  play_seconds: number | string;
}

const figuresOf = (row: Summed) => ({
  impressions: Number(row.impressions),
  touches: Number(row.touches),
  play_seconds: Number(row.play_seconds),
  clicks: 0,
});

const NO_FIGURES = { impressions: 0, touches: 0, play_seconds: 0, clicks: 0 };

/**
 * The showing rows with the clicks of the same key added, then the keys that only had clicks (most clicked first):
 * an agent whose screens showed nothing may still have a link that was clicked.
 */
function withClicks(rows: AdAnalyticsRow[], clicks: readonly ClickRow[]): AdAnalyticsRow[] {
  const byKey = new Map(rows.map((row) => [row.key, row]));
  const onlyClicked: AdAnalyticsRow[] = [];
  for (const click of clicks) {
    const row = byKey.get(click.key);
    if (row) row.clicks = click.clicks;
    else onlyClicked.push({ ...NO_FIGURES, ...click });
  }
  return [...rows, ...onlyClicked].slice(0, MAX_ROWS);
}

/** The figures of each day of the period that has any (the chart's series, and the rows by day). */
const summedPerDay = (db: Kysely<Database>, params: Params) =>
  filtered(db, params)
    .select('ad_daily_buildings.day')
    .select(SUMMED_FIGURES)
    .groupBy('ad_daily_buildings.day')
    .orderBy('ad_daily_buildings.day');

async function rowsBy(db: Kysely<Database>, params: Params): Promise<AdAnalyticsRow[]> {
  const base = filtered(db, params);
  switch (params.by) {
    case 'day': {
      const [rows, clicks] = await Promise.all([
        summedPerDay(db, params).limit(MAX_ROWS).execute(),
        clicksPerDay(db, params),
      ]);
      const merged = withClicks(
        rows.map((row) => ({ key: row.day, label: row.day, detail: '', ...figuresOf(row) })),
        [...clicks].map(([day, count]) => ({ key: day, label: day, detail: '', clicks: count })),
      );
      return merged.sort((a, b) => a.key.localeCompare(b.key));
    }
    case 'redirect':
      return (await clicksBy(db, params, 'redirect')).map((click) => ({ ...NO_FIGURES, ...click }));
    case 'item': {
      const rows = await base
        .innerJoin('ad_items', 'ad_items.id', 'ad_daily_buildings.item_id')
        .innerJoin('ad_groups', 'ad_groups.id', 'ad_daily_buildings.group_id')
        .select(['ad_items.id', 'ad_items.name', 'ad_groups.gname as detail'])
        .select(SUMMED_FIGURES)
        .groupBy(['ad_items.id', 'ad_items.name', 'ad_groups.gname'])
        .orderBy(MOST_SHOWN, 'desc')
        .orderBy('ad_items.id')
        .limit(MAX_ROWS)
        .execute();
      return rows.map((row) => ({
        key: String(row.id),
        label: row.name.split('|')[0] ?? row.name,
        detail: row.detail,
        ...figuresOf(row),
      }));
    }
    case 'group': {
      const rows = await base
        .innerJoin('ad_groups', 'ad_groups.id', 'ad_daily_buildings.group_id')
        .innerJoin('ad_agents', 'ad_agents.id', 'ad_groups.agent_id')
        .select(['ad_groups.id', 'ad_groups.gname as label', 'ad_agents.name as detail'])
        .select(SUMMED_FIGURES)
        .groupBy(['ad_groups.id', 'ad_groups.gname', 'ad_agents.name'])
        .orderBy(MOST_SHOWN, 'desc')
        .orderBy('ad_groups.id')
        .limit(MAX_ROWS)
        .execute();
      return withClicks(
        rows.map((row) => ({ key: String(row.id), label: row.label, detail: row.detail, ...figuresOf(row) })),
        await clicksBy(db, params, 'group'),
      );
    }
    case 'agent': {
      const rows = await base
        .innerJoin('ad_agents', 'ad_agents.id', 'ad_daily_buildings.agent_id')
        .select(['ad_agents.id', 'ad_agents.name as label', 'ad_agents.gname as detail'])
        .select(SUMMED_FIGURES)
        .groupBy(['ad_agents.id', 'ad_agents.name', 'ad_agents.gname'])
        .orderBy(MOST_SHOWN, 'desc')
        .orderBy('ad_agents.id')
        .limit(MAX_ROWS)
        .execute();
      return withClicks(
        rows.map((row) => ({ key: String(row.id), label: row.label, detail: row.detail, ...figuresOf(row) })),
        await clicksBy(db, params, 'agent'),
      );
    }
    case 'building': {
      const rows = await base
        .innerJoin('buildings', 'buildings.id', 'ad_daily_buildings.building_id')
        .select(['buildings.id', 'buildings.name as label'])
        .select(SUMMED_FIGURES)
        .groupBy(['buildings.id', 'buildings.name'])
        .orderBy(MOST_SHOWN, 'desc')
        .orderBy('buildings.id')
        .limit(MAX_ROWS)
        .execute();
      return rows.map((row) => ({ key: String(row.id), label: row.label, detail: '', ...figuresOf(row) }));
    }
  }
}

function everyDay(from: string, to: string): string[] {
  const days: string[] = [];
  for (
    let time = Date.parse(`${from}T00:00:00Z`);
    time <= Date.parse(`${to}T00:00:00Z`);
    time += 86_400_000
  ) {
    days.push(new Date(time).toISOString().slice(0, 10));
  }
  return days;
}

export async function adAnalytics(db: Kysely<Database>, params: Params): Promise<Result> {
  const [rows, perDay, clicks] = await Promise.all([
    rowsBy(db, params),
    summedPerDay(db, params).execute(),
    clicksPerDay(db, params),
  ]);
  const byDay = new Map(perDay.map((row) => [row.day, figuresOf(row)]));
  const days = everyDay(params.from, params.to).map((day) => ({
    day,
    ...(byDay.get(day) ?? NO_FIGURES),
    clicks: clicks.get(day) ?? 0,
  }));
  const totals = days.reduce(
    (sum, day) => ({
      impressions: sum.impressions + day.impressions,
      touches: sum.touches + day.touches,
      play_seconds: sum.play_seconds + day.play_seconds,
      clicks: sum.clicks + day.clicks,
    }),
    NO_FIGURES,
  );
  return { rows, totals, days };
}
