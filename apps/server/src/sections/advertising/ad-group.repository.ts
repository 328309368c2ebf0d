// Ad groups: listed by spec §5's filter and star with their agent, item count and targets (buildings, single lockers
// and the screen layouts they are limited to). The writes are in ad-group-writes.ts.
import { sql, type Kysely } from 'kysely';
import type {
  ActParsedParams,
  ActResult,
  AdGroupItem,
  adGroupsAct,
  AdGroupFilter,
} from '@bluemanager/protocol';
import { fetchPage } from '../../db/page.js';
import { containsText } from '../../db/text-match.js';
import type { Database } from '../../db/schema.js';
import { ActError } from '../../domain/act-error.js';
import { fitsScreen, targetsLocker } from './ad-group-reach.js';
import { adAreaOf } from './ad-screens.repository.js';

export function groupQuery(db: Kysely<Database>) {
  return db
    .selectFrom('ad_groups')
    .innerJoin('ad_agents', 'ad_agents.id', 'ad_groups.agent_id')
    .selectAll('ad_groups')
    .select(['ad_agents.name as agent', 'ad_agents.active as agent_active'])
    .select((eb) =>
      eb
        .selectFrom('ad_items')
        .select((inner) => inner.fn.countAll<number>().as('n'))
        .whereRef('ad_items.group_id', '=', 'ad_groups.id')
        .as('items'),
    );
}

type GroupQuery = ReturnType<typeof groupQuery>;
type GroupRow = Awaited<ReturnType<GroupQuery['executeTakeFirstOrThrow']>>;

const hasItems = sql<boolean>`exists (select 1 from ad_items where ad_items.group_id = ad_groups.id)`;

/** Spec §5's ad group filter. */
function filtered(query: GroupQuery, filter: AdGroupFilter): GroupQuery {
  if (filter === '0') return query;
  if (filter === '1') return query.where(hasItems);
  return query.where(sql<boolean>`not ${hasItems}`).where('ad_groups.sts', '=', filter === '2' ? '1' : '0');
}

/**
 * The list's target filters: a building keeps the groups that target it or one of its lockers; a locker keeps the
 * groups it plays (the reach rule of ad-group-reach.ts, so the list agrees with the playlist); a screen layout keeps
 * the groups limited to it (a group with no layout plays on any screen, so "any" would keep nearly every group).
 */
async function targetFiltered(
  db: Kysely<Database>,
  query: GroupQuery,
  params: Pick<ActParsedParams<typeof adGroupsAct>, 'buid' | 'muuid' | 'screen_id'>,
): Promise<GroupQuery> {
  let next = query;
  if (params.buid !== undefined) {
    const buid = params.buid;
    next = next.where(
      sql<boolean>`(exists (select 1 from ad_group_buildings where ad_group_buildings.group_id = ad_groups.id and ad_group_buildings.building_id = ${buid}) or exists (select 1 from ad_group_machines inner join machines on machines.id = ad_group_machines.machine_id where ad_group_machines.group_id = ad_groups.id and machines.building_id = ${buid}))`,
    );
  }
  if (params.muuid !== undefined) {
    // The scope check has found the locker already; its screen layout decides which limited groups it plays.
    const locker = await db
      .selectFrom('machines')
      .leftJoin('ad_machine_screens', 'ad_machine_screens.machine_id', 'machines.id')
      .select(['machines.id', 'machines.building_id', 'ad_machine_screens.screen_id'])
      .where('machines.uuid', '=', params.muuid)
      .executeTakeFirst();
    if (!locker) throw new ActError('NOT_FOUND', 'There is no such locker.');
    next = next
      .where(targetsLocker({ machineId: locker.id, buildingId: locker.building_id }))
      .where(fitsScreen(locker.screen_id ?? null));
  }
  if (params.screen_id !== undefined) {
    const screen = params.screen_id;
    next = next.where(
      sql<boolean>`exists (select 1 from ad_group_screens where ad_group_screens.group_id = ad_groups.id and ad_group_screens.screen_id = ${screen})`,
    );
  }
  return next;
}

const flag = (value: string): '0' | '1' => (value === '1' ? '1' : '0');

/** The groups' target buildings, single lockers (with their building) and screen layouts, read in three queries. */
async function targetsOf(db: Kysely<Database>, ids: readonly number[]) {
  if (ids.length === 0) return { buildings: [], machines: [], screens: [] };
  const [buildings, machines, screens] = await Promise.all([
    db
      .selectFrom('ad_group_buildings')
      .innerJoin('buildings', 'buildings.id', 'ad_group_buildings.building_id')
      .select(['ad_group_buildings.group_id', 'buildings.id', 'buildings.name', 'buildings.timezone'])
      .where('ad_group_buildings.group_id', 'in', ids)
      .orderBy('buildings.name')
      .execute(),
    db
      .selectFrom('ad_group_machines')
      .innerJoin('machines', 'machines.id', 'ad_group_machines.machine_id')
      .innerJoin('buildings', 'buildings.id', 'machines.building_id')
      .select([
        'ad_group_machines.group_id',
        'machines.uuid',
        'machines.name',
        'buildings.id as buid',
        'buildings.name as bname',
      ])
      .where('ad_group_machines.group_id', 'in', ids)
      .orderBy('buildings.name')
      .orderBy('machines.name')
      .execute(),
    db
      .selectFrom('ad_group_screens')
      .innerJoin('ad_screens', 'ad_screens.id', 'ad_group_screens.screen_id')
      .select([
        'ad_group_screens.group_id',
        'ad_screens.id',
        'ad_screens.name',
        'ad_screens.width',
        'ad_screens.height',
        'ad_screens.header_height',
      ])
      .where('ad_group_screens.group_id', 'in', ids)
      .orderBy('ad_screens.width')
      .orderBy('ad_screens.height')
      .orderBy('ad_screens.id')
      .execute(),
  ]);
  return { buildings, machines, screens };
}

/** The list item of each row: its flags, schedule and targets. */
export async function withTargets(db: Kysely<Database>, rows: readonly GroupRow[]): Promise<AdGroupItem[]> {
  const targets = await targetsOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => {
    const items = Number(row.items ?? 0);
    return {
      id: row.id,
      agent_id: row.agent_id,
      agent: row.agent,
      agent_active: row.agent_active === 1,
      gname: row.gname,
      maker: flag(row.maker),
      sts: flag(row.sts),
      hasAd: items > 0,
      items,
      start_date: row.start_date,
      end_date: row.end_date,
      weekdays: JSON.parse(row.weekdays) as number[],
      hour_from: row.hour_from,
      hour_to: row.hour_to,
      weight: row.weight,
      buildings: targets.buildings
        .filter((target) => target.group_id === row.id)
        .map((target) => ({ buid: target.id, bname: target.name, timezone: target.timezone })),
      machines: targets.machines
        .filter((target) => target.group_id === row.id)
        .map(({ uuid, name, buid, bname }) => ({ uuid, name, buid, bname })),
      screens: targets.screens
        .filter((target) => target.group_id === row.id)
        .map((screen) => ({
          id: screen.id,
          name: screen.name,
          width: screen.width,
          height: screen.height,
          ad_size: adAreaOf(screen),
        })),
      created_at: row.created_at,
      updated_at: row.updated_at,
    };
  });
}

const SORT_COLUMNS = {
  gname: 'ad_groups.gname',
  agent: 'ad_agents.name',
  start_date: 'ad_groups.start_date',
  end_date: 'ad_groups.end_date',
  weight: 'ad_groups.weight',
  items: 'items',
} as const;

export async function listGroups(
  db: Kysely<Database>,
  params: ActParsedParams<typeof adGroupsAct>,
): Promise<ActResult<typeof adGroupsAct>> {
  let query = filtered(groupQuery(db), params.filter);
  if (params.star) query = query.where('ad_groups.maker', '=', '1');
  if (params.agent_id !== undefined) query = query.where('ad_groups.agent_id', '=', params.agent_id);
  const text = params.q || undefined;
  if (text) {
    query = query.where((eb) =>
      eb.or([containsText(eb.ref('ad_groups.gname'), text), containsText(eb.ref('ad_agents.name'), text)]),
    );
  }
  query = await targetFiltered(db, query, params);
  const page = await fetchPage(db, query, params, (selected) =>
    selected.orderBy(SORT_COLUMNS[params.sort], params.dir).orderBy('ad_groups.id'),
  );
  return { total: page.total, items: await withTargets(db, page.items) };
}

export async function findGroup(db: Kysely<Database>, id: number): Promise<AdGroupItem> {
  const row = await groupQuery(db).where('ad_groups.id', '=', id).executeTakeFirst();
  if (!row) throw new ActError('NOT_FOUND', `There is no ad group ${id}.`);
  const [group] = await withTargets(db, [row]);
  if (!group) throw new ActError('NOT_FOUND', `There is no ad group ${id}.`);
  return group;
}
