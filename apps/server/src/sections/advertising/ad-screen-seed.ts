// The demo's screens and what they played: five layouts (three full screens, two with a header band), most lockers
// carrying one, and six weeks of daily counts for the items their playlist would have held, so Ad Analytics opens on
// real figures. The fleet simulator keeps adding to them through the device channel. The demo groups' single
// lockers and screens are set here, between the screens and the history, which follows the same rule as playlists.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { adAreaOf } from './ad-screens.repository.js';
import { dayFrom } from './ad-seed.js';
import { rebuildRollup } from './daily-rollup.js';
import { groupReaches, type GroupTargets } from './ad-group-reach.js';
import { seedGroupTargets } from './ad-group-seed.js';

const DEMO_SCREENS = [
  { name: 'Portrait 32-inch', layout: 'full', width: 1080, height: 1920, header_height: 0 },
  { name: 'Landscape 43-inch', layout: 'full', width: 1920, height: 1080, header_height: 0 },
  { name: 'Tablet 10-inch', layout: 'full', width: 768, height: 1024, header_height: 0 },
  { name: 'Tall bar with header', layout: 'header', width: 1080, height: 2160, header_height: 240 },
  { name: 'Tablet with header', layout: 'header', width: 768, height: 1280, header_height: 256 },
] as const;

/** Which layout the n-th locker carries (by place in this cycle); -1 has no screen. */
const SCREEN_CYCLE = [0, 0, 3, 0, 1, 0, 4, 0, 3, 2, 0, -1];
const HISTORY_DAYS = 42;

/** A fixed pseudo-random number in [0, 1) from a few integers, so the same seed gives the same figures. */
function noise(...values: number[]): number {
  let hash = 2166136261;
  for (const value of values) hash = Math.imul(hash ^ value, 16777619) >>> 0;
  return (hash % 10_000) / 10_000;
}

export async function seedScreens(
  db: Kysely<Database>,
  now: Date,
): Promise<{
  ad_screens: number;
  ad_machine_screens: number;
  ad_group_machines: number;
  ad_group_screens: number;
  ad_daily: number;
}> {
  const at = now.toISOString();
  const screens: { id: number; adSize: string }[] = [];
  for (const screen of DEMO_SCREENS) {
    const row = await db
      .insertInto('ad_screens')
      .values({ ...screen, created_at: at, updated_at: at })
      .returning('id')
      .executeTakeFirstOrThrow();
    screens.push({ id: row.id, adSize: adAreaOf(screen) });
  }
  const machines = await db
    .selectFrom('machines')
    .select(['id', 'building_id'])
    .where('retired_at', 'is', null)
    .orderBy('id')
    .execute();
  const carried = machines.flatMap((machine, index) => {
    const screen = screens[SCREEN_CYCLE[index % SCREEN_CYCLE.length] ?? -1];
    return screen ? [{ machine, screen }] : [];
  });
  if (carried.length > 0) {
    await db
      .insertInto('ad_machine_screens')
      .values(carried.map(({ machine, screen }) => ({ machine_id: machine.id, screen_id: screen.id })))
      .execute();
  }
  const targets = await seedGroupTargets(db);
  const daily = await seedHistory(db, now, carried);
  return { ad_screens: screens.length, ad_machine_screens: carried.length, ...targets, ad_daily: daily };
}

/** Every group's targets as sets, for the in-memory form of the playlist's rule. */
async function demoTargets(db: Kysely<Database>): Promise<Map<number, GroupTargets>> {
  const [buildings, machines, screens] = await Promise.all([
    db.selectFrom('ad_group_buildings').select(['group_id', 'building_id as id']).execute(),
    db.selectFrom('ad_group_machines').select(['group_id', 'machine_id as id']).execute(),
    db.selectFrom('ad_group_screens').select(['group_id', 'screen_id as id']).execute(),
  ]);
  const targets = new Map<number, { buildings: Set<number>; machines: Set<number>; screens: Set<number> }>();
  const add = (
    kind: 'buildings' | 'machines' | 'screens',
    rows: readonly { group_id: number; id: number }[],
  ) => {
    for (const row of rows) {
      const entry = targets.get(row.group_id) ?? {
        buildings: new Set(),
        machines: new Set(),
        screens: new Set(),
      };
      entry[kind].add(row.id);
      targets.set(row.group_id, entry);
    }
  };
  add('buildings', buildings);
  add('machines', machines);
  add('screens', screens);
  return targets;
}

async function seedHistory(
  db: Kysely<Database>,
  now: Date,
  carried: readonly {
    machine: { id: number; building_id: number };
    screen: { id: number; adSize: string };
  }[],
): Promise<number> {
  const targets = await demoTargets(db);
  const items = await db
    .selectFrom('ad_items')
    .innerJoin('ad_groups', 'ad_groups.id', 'ad_items.group_id')
    .select([
      'ad_items.id',
      'ad_items.name',
      'ad_items.duration_seconds',
      'ad_groups.id as group_id',
      'ad_groups.agent_id',
      'ad_groups.start_date',
      'ad_groups.end_date',
      'ad_groups.weekdays',
      'ad_groups.hour_from',
      'ad_groups.hour_to',
      'ad_groups.weight',
    ])
    .where('ad_groups.sts', '=', '1')
    .where('ad_items.media_sha256', 'is not', null)
    .execute();
  const rows: Database['ad_daily'][] = [];
  for (let back = HISTORY_DAYS; back >= 1; back--) {
    const day = dayFrom(now, -back);
    const weekday = ((new Date(`${day}T12:00:00Z`).getUTCDay() + 6) % 7) + 1;
    for (const { machine, screen } of carried) {
      for (const item of items) {
        const reach = targets.get(item.group_id);
        const locker = { machineId: machine.id, buildingId: machine.building_id, screenId: screen.id };
        if (!reach || !groupReaches(reach, locker) || !item.name.endsWith(`|${screen.adSize}`)) continue;
        if (day < item.start_date || day > item.end_date) continue;
        if (!(JSON.parse(item.weekdays) as number[]).includes(weekday)) continue;
        // Showings per hour on a busy screen, scaled by the group's weight and a day's ups and downs.
        const hours = item.hour_to - item.hour_from;
        const impressions = Math.round(
          hours * (4 + item.weight / 3) * (0.6 + 0.8 * noise(back, machine.id, item.id)),
        );
        if (impressions === 0) continue;
        const touches = Math.round(impressions * (0.01 + 0.04 * noise(item.id, back, 7)));
        rows.push({
          day,
          item_id: item.id,
          machine_id: machine.id,
          group_id: item.group_id,
          agent_id: item.agent_id,
          building_id: machine.building_id,
          impressions,
          touches,
          play_seconds: impressions * item.duration_seconds,
        });
      }
    }
  }
  for (let start = 0; start < rows.length; start += 500) {
    await db
      .insertInto('ad_daily')
      .values(rows.slice(start, start + 500))
      .execute();
  }
  await rebuildRollup(db);
  return rows.length;
}
