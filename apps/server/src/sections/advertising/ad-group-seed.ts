// The demo's ad groups and items (pictures drawn at seed time): running, upcoming and ended campaigns, some starred, some without any item yet
// (on and off, so each of spec §5's filters finds something), targeting a few buildings each; two of them also
// target single lockers elsewhere and are limited to the screens their pictures are sized for.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { dayFrom } from './ad-seed.js';
import { seedPoster } from './ad-media-seed.js';

interface DemoGroup {
  agent: string;
  gname: string;
  starred: boolean;
  sts: '0' | '1';
  /** First and last day, in days from now. */
  days: [start: number, end: number];
  weekdays: number[];
  hours: [from: number, to: number];
  weight: number;
  /** Which demo buildings, by their place in the name order. */
  buildings: number[];
  /** Single lockers besides, by their place among the active lockers in id order (set once the screens exist). */
  lockers?: number[];
  /** The screen layouts it is limited to, by name (ad-screen-seed.ts's). */
  screens?: string[];
  items: [type: 'image' | 'video', name: string, seconds: number][];
}

const EVERY_DAY = [1, 2, 3, 4, 5, 6, 7];
const WEEKDAYS = [1, 2, 3, 4, 5];

const DEMO_GROUPS: readonly DemoGroup[] = [
  {
    agent: 'Maple Leaf Coffee',
    gname: 'Winter warmers',
    starred: true,
    sts: '1',
    days: [-20, 40],
    weekdays: EVERY_DAY,
    hours: [6, 11],
    weight: 30,
    buildings: [0, 1, 2, 3],
    items: [
      ['image', 'Maple latte|1080x1920', 10],
      ['video', 'Morning rush|1080x1920', 15],
      ['image', 'Loyalty card|1920x1080', 8],
    ],
  },
  {
    agent: 'Harbour Fitness',
    gname: 'New year, new you',
    starred: false,
    sts: '1',
    days: [-5, 5],
    weekdays: WEEKDAYS,
    hours: [16, 21],
    weight: 20,
    buildings: [2, 4],
    lockers: [3, 5],
    screens: ['Portrait 32-inch'],
    items: [['video', 'Spin class|1080x1920', 20]],
  },
  {
    agent: 'Prairie Bank',
    gname: 'Mortgage renewal',
    starred: true,
    sts: '1',
    days: [-60, 120],
    weekdays: EVERY_DAY,
    hours: [0, 24],
    weight: 10,
    buildings: [5, 6, 7, 8, 9],
    items: [
      ['image', 'Fixed rate|1080x1920', 12],
      ['image', 'Advisor|768x1024', 12],
    ],
  },
  {
    agent: 'Prairie Bank',
    gname: 'Student accounts',
    starred: false,
    sts: '1',
    days: [10, 70],
    weekdays: EVERY_DAY,
    hours: [8, 20],
    weight: 10,
    buildings: [1, 3],
    items: [],
  },
  {
    agent: 'Laurentian Telecom',
    gname: 'Fibre launch',
    starred: false,
    sts: '1',
    days: [-10, 3],
    weekdays: EVERY_DAY,
    hours: [7, 23],
    weight: 40,
    buildings: [10, 11, 12],
    items: [
      ['video', 'Gigabit home|1920x1080', 30],
      ['image', 'Fibre map|1080x1920', 10],
    ],
  },
  {
    agent: 'Boulangerie du Quartier',
    gname: 'Croissant du dimanche',
    starred: false,
    sts: '0',
    days: [-3, 30],
    weekdays: [6, 7],
    hours: [7, 12],
    weight: 5,
    buildings: [12],
    items: [],
  },
  {
    agent: 'Rocky Mountain Outfitters',
    gname: 'Ski season',
    starred: true,
    sts: '1',
    days: [0, 90],
    weekdays: EVERY_DAY,
    hours: [10, 22],
    weight: 25,
    buildings: [13, 14, 15],
    lockers: [1],
    screens: ['Portrait 32-inch', 'Tall bar with header'],
    items: [['image', 'Powder day|1080x1920', 10]],
  },
  {
    agent: 'Atlantic Seafood Market',
    gname: 'Lobster summer',
    starred: false,
    sts: '0',
    days: [-160, -70],
    weekdays: EVERY_DAY,
    hours: [11, 19],
    weight: 10,
    buildings: [16, 17],
    items: [['image', 'Lobster roll|1080x1920', 10]],
  },
];

export async function seedGroups(
  db: Kysely<Database>,
  now: Date,
  agents: ReadonlyMap<string, number>,
): Promise<{ ad_groups: number; ad_group_buildings: number; ad_items: number }> {
  const buildings = await db.selectFrom('buildings').select('id').orderBy('name').orderBy('id').execute();
  const at = now.toISOString();
  const counts = { ad_groups: 0, ad_group_buildings: 0, ad_items: 0 };
  for (const group of DEMO_GROUPS) {
    const agentId = agents.get(group.agent);
    const targets = group.buildings.flatMap((index) => buildings[index % buildings.length]?.id ?? []);
    if (agentId === undefined || targets.length === 0) continue;
    const row = await db
      .insertInto('ad_groups')
      .values({
        agent_id: agentId,
        gname: group.gname,
        maker: group.starred ? '1' : '0',
        sts: group.sts,
        start_date: dayFrom(now, group.days[0]),
        end_date: dayFrom(now, group.days[1]),
        weekdays: JSON.stringify(group.weekdays),
        hour_from: group.hours[0],
        hour_to: group.hours[1],
        weight: group.weight,
        created_at: at,
        updated_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const unique = [...new Set(targets)];
    await db
      .insertInto('ad_group_buildings')
      .values(unique.map((buildingId) => ({ group_id: row.id, building_id: buildingId })))
      .execute();
    for (const [type, name, seconds] of group.items) {
      const [title = name, size = ''] = name.split('|');
      // Pictures are drawn here; a film cannot be made without an encoder, so the demo's films wait for a file.
      const media = type === 'image' ? await seedPoster(db, now, title, size) : null;
      await db
        .insertInto('ad_items')
        .values({
          group_id: row.id,
          type,
          name,
          duration_seconds: seconds,
          media_sha256: media,
          created_at: at,
          updated_at: at,
        })
        .execute();
    }
    counts.ad_groups += 1;
    counts.ad_group_buildings += unique.length;
    counts.ad_items += group.items.length;
  }
  return counts;
}

/**
 * The demo groups' single lockers and screens: run by the screens' seed once the layouts and the lockers carrying
 * them exist, before it writes the history that follows these targets.
 */
export async function seedGroupTargets(
  db: Kysely<Database>,
): Promise<{ ad_group_machines: number; ad_group_screens: number }> {
  const counts = { ad_group_machines: 0, ad_group_screens: 0 };
  const machines = await db
    .selectFrom('machines')
    .select('id')
    .where('retired_at', 'is', null)
    .orderBy('id')
    .execute();
  const screens = await db.selectFrom('ad_screens').select(['id', 'name']).execute();
  for (const group of DEMO_GROUPS) {
    const row = await db
      .selectFrom('ad_groups')
      .select('id')
      .where('gname', '=', group.gname)
      .executeTakeFirst();
    if (!row) continue;
    const lockers = [
      ...new Set((group.lockers ?? []).flatMap((index) => machines[index % machines.length]?.id ?? [])),
    ];
    const named = screens.filter((screen) => group.screens?.includes(screen.name));
    if (lockers.length > 0) {
      await db
        .insertInto('ad_group_machines')
        .values(lockers.map((machineId) => ({ group_id: row.id, machine_id: machineId })))
        .execute();
    }
    if (named.length > 0) {
      await db
        .insertInto('ad_group_screens')
        .values(named.map((screen) => ({ group_id: row.id, screen_id: screen.id })))
        .execute();
    }
    counts.ad_group_machines += lockers.length;
    counts.ad_group_screens += named.length;
  }
  return counts;
}
