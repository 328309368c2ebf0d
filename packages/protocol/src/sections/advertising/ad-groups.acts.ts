// Ad Groups (`business`): an agent's campaigns. Spec §3: a group has gname, maker ('1' = starred), hasAd (it has
// items) and sts ('1' on, '0' off); spec §5's filter picks all, those with ads, or those without by status. A group
// plays its items between two dates, on the chosen weekdays and hours (in each building's own time zone), with a
// weight that sets its share of the screen time.
// Which lockers play it: a locker plays a group when the group targets the locker's building or the locker itself;
// when the group also names screen layouts, only the lockers carrying one of those screens do. A group targets at
// least one building or locker; lockers (by uuid, as every act names them) are checked against the caller's
// buildings like buildings are.
import { z } from 'zod';
import { listResult, pageParams, positiveInt, timestamp } from '../../schemas.js';
import { defineAct } from '../../acts/define-act.js';
import { AD_ROLES, calendarDate, isCalendarDate, sortDirection } from './ad-fields.js';
import { adMedia, mediaHash } from './ad-media.js';

/**
 * Spec §5: '0' all, '1' with ads, '2' no ad and sts '1', otherwise no ad and sts '0' (sent as '3': a value the
 * filter does not know is refused rather than read as "otherwise").
 */
export const AD_GROUP_FILTERS = ['0', '1', '2', '3'] as const;
export type AdGroupFilter = (typeof AD_GROUP_FILTERS)[number];

export const AD_GROUP_SORTS = ['gname', 'agent', 'start_date', 'end_date', 'weight', 'items'] as const;

export const adGroupItem = z.object({
  id: z.number().int(),
  agent_id: z.number().int(),
  agent: z.string().describe("the agent's name"),
  agent_active: z.boolean(),
  gname: z.string(),
  maker: z.enum(['0', '1']).describe("'1' starred"),
  sts: z.enum(['0', '1']).describe("'1' on, '0' off"),
  hasAd: z.boolean().describe('the group has at least one item'),
  items: z.number().int(),
  start_date: z.string().describe('yyyy-mm-dd, the first day'),
  end_date: z.string().describe('yyyy-mm-dd, the last day'),
  weekdays: z.array(z.number().int()).describe('ISO weekdays, 1 Monday … 7 Sunday'),
  hour_from: z.number().int().describe('0–23, in each building’s time zone'),
  hour_to: z.number().int().describe('1–24, exclusive'),
  weight: z.number().int(),
  buildings: z.array(z.object({ buid: z.number().int(), bname: z.string(), timezone: z.string() })),
  machines: z
    .array(z.object({ uuid: z.string(), name: z.string(), buid: z.number().int(), bname: z.string() }))
    .describe('lockers targeted one by one, with their building'),
  screens: z
    .array(
      z.object({
        id: z.number().int(),
        name: z.string(),
        width: z.number().int(),
        height: z.number().int(),
        ad_size: z.string().describe("the ad area, 'WxH'"),
      }),
    )
    .describe('the screen layouts it is limited to; empty for any screen'),
  created_at: timestamp,
  updated_at: timestamp,
});
export type AdGroupItem = z.infer<typeof adGroupItem>;

export const adGroupsAct = defineAct({
  code: 53010,
  name: 'ad groups',
  summary:
    "The Ad Groups page: groups filtered by spec §5's rule and the star, by agent, text, building, locker and " +
    'screen layout, sorted and paged.',
  params: z.object({
    filter: z.enum(AD_GROUP_FILTERS).default('0'),
    star: z.coerce.boolean().default(false).describe("keep only maker '1'"),
    agent_id: positiveInt.optional(),
    q: z.string().trim().max(64).optional().describe("text in the group's or the agent's name"),
    buid: positiveInt.optional().describe('groups that target this building or one of its lockers'),
    muuid: z
      .string()
      .trim()
      .min(1)
      .max(64)
      .optional()
      .describe('groups this locker plays: they target it or its building and fit its screen layout'),
    screen_id: positiveInt.optional().describe('groups limited to this screen layout'),
    sort: z.enum(AD_GROUP_SORTS).default('gname'),
    dir: sortDirection,
    ...pageParams({ maxCount: 500, defaultCount: 25 }),
  }),
  result: listResult(adGroupItem),
  access: AD_ROLES,
  scope: { buid: 'building', muuid: 'machine' },
});

const weekdays = z
  .array(z.coerce.number().int().min(1).max(7))
  .min(1, 'choose at least one day')
  .max(7)
  .refine((days) => new Set(days).size === days.length, 'each day once');
const buids = z.array(positiveInt).max(500);
const muuids = z.array(z.string().trim().min(1).max(64)).max(500).describe('lockers, by uuid');
const screenIds = z.array(positiveInt).max(100).describe('screen layouts; empty for any screen');
const TARGET_ISSUE = { message: 'choose at least one building or locker', path: ['buids'] };

const scheduleChecks = <T extends z.ZodType<Partial<ScheduleFields>>>(schema: T) =>
  schema
    .refine(
      (value) =>
        !value.start_date ||
        !value.end_date ||
        !isCalendarDate(value.start_date) ||
        !isCalendarDate(value.end_date) ||
        value.end_date >= value.start_date,
      { message: 'the group ends before it starts', path: ['end_date'] },
    )
    .refine(
      (value) =>
        value.hour_from === undefined || value.hour_to === undefined || value.hour_to > value.hour_from,
      { message: 'the hours end before they start', path: ['hour_to'] },
    );

interface ScheduleFields {
  start_date: string;
  end_date: string;
  hour_from: number;
  hour_to: number;
}

const groupFields = {
  agent_id: positiveInt,
  gname: z.string().trim().min(1).max(120),
  sts: z.enum(['0', '1']),
  start_date: calendarDate,
  end_date: calendarDate,
  weekdays,
  hour_from: z.coerce.number().int().min(0).max(23),
  hour_to: z.coerce.number().int().min(1).max(24),
  weight: z.coerce.number().int().min(1).max(100),
  buids,
  muuids,
  screen_ids: screenIds,
};

export const adGroupCreateAct = defineAct({
  code: 53011,
  name: 'create ad group',
  summary:
    'Adds a group (campaign) to an active agent: its schedule, target buildings and lockers, the screens it is limited to, and weight.',
  params: scheduleChecks(
    z.object({
      ...groupFields,
      sts: groupFields.sts.default('1'),
      weekdays: weekdays.default([1, 2, 3, 4, 5, 6, 7]),
      hour_from: groupFields.hour_from.default(0),
      hour_to: groupFields.hour_to.default(24),
      weight: groupFields.weight.default(10),
      buids: buids.default([]),
      muuids: muuids.default([]),
      screen_ids: screenIds.default([]),
    }),
  ).refine((value) => value.buids.length + value.muuids.length > 0, TARGET_ISSUE),
  result: adGroupItem,
  access: AD_ROLES,
  scope: { buids: 'building', muuids: 'machine' },
});

export const adGroupUpdateAct = defineAct({
  code: 53012,
  name: 'update ad group',
  summary:
    'Changes a group: only the fields sent; dates and hours are checked against the stored other half, and the buildings and lockers against each other (one of them must stay).',
  params: scheduleChecks(
    z.object({
      id: positiveInt,
      gname: groupFields.gname.optional(),
      sts: groupFields.sts.optional(),
      start_date: calendarDate.optional(),
      end_date: calendarDate.optional(),
      weekdays: weekdays.optional(),
      hour_from: groupFields.hour_from.optional(),
      hour_to: groupFields.hour_to.optional(),
      weight: groupFields.weight.optional(),
      buids: buids.optional(),
      muuids: muuids.optional(),
      screen_ids: screenIds.optional(),
    }),
  ).refine(
    (value) =>
      value.buids === undefined || value.muuids === undefined || value.buids.length + value.muuids.length > 0,
    TARGET_ISSUE,
  ),
  result: adGroupItem,
  access: AD_ROLES,
  scope: { buids: 'building', muuids: 'machine' },
});

export const adGroupStarAct = defineAct({
  code: 53013,
  name: 'star ad group',
  summary: "Stars a group (maker '1') or takes its star away (maker '0').",
  params: z.object({ id: positiveInt, maker: z.enum(['0', '1']) }),
  result: adGroupItem,
  access: AD_ROLES,
});

export const AD_ITEM_TYPES = ['image', 'video'] as const;

export const adItem = z.object({
  id: z.number().int(),
  group_id: z.number().int(),
  type: z.enum(AD_ITEM_TYPES),
  name: z.string().describe("spec §3: 'name|WxH', the part after '|' is the picture size"),
  duration_seconds: z.number().int(),
  media: adMedia
    .nullable()
    .describe('the uploaded file it plays; null for an item still waiting for its file'),
  created_at: timestamp,
});
export type AdItem = z.infer<typeof adItem>;

export const adItemsAct = defineAct({
  code: 53020,
  name: 'ad items',
  summary: 'The items of one group, in the order they were added.',
  params: z.object({ group_id: positiveInt }),
  result: z.object({ items: z.array(adItem) }),
  access: AD_ROLES,
});

/** A screen's picture size, width x height in pixels. */
export const pictureSize = z
  .string()
  .trim()
  .regex(/^[1-9]\d{1,4}x[1-9]\d{1,4}$/, 'expected width x height in pixels, such as 1080x1920');

export const adItemCreateAct = defineAct({
  code: 53021,
  name: 'create ad item',
  summary:
    "Adds an item to a group: an uploaded picture or film (POST /api/ads/media) whose kind is the item's type and whose width and height are the picture size; a film plays for its own length.",
  params: z.object({
    group_id: positiveInt,
    type: z.enum(AD_ITEM_TYPES),
    name: z
      .string()
      .trim()
      .min(1)
      .max(120)
      .refine((name) => !name.includes('|'), "'|' separates the name from the picture size"),
    size: pictureSize,
    duration_seconds: z.coerce
      .number()
      .int()
      .min(1)
      .max(300)
      .describe("a picture's play time; a film's own length wins"),
    media: mediaHash.describe('the SHA-256 the upload answered'),
  }),
  result: adItem,
  access: AD_ROLES,
});

export const adItemDeleteAct = defineAct({
  code: 53022,
  name: 'delete ad item',
  summary: 'Removes an item from its group.',
  params: z.object({ id: positiveInt }),
  result: z.object({ id: z.number().int(), group_id: z.number().int() }),
  access: AD_ROLES,
});

/** How far ahead "ends soon" looks, in days. */
export const AD_ENDING_SOON_DAYS = 14;

export const adOverviewAct = defineAct({
  code: 53030,
  name: 'ad overview',
  summary:
    "The advertising admin's home: the groups running today, those ending within 14 days, what starts next, groups that would play nothing, and agent contracts ending within 30 days. Days are UTC.",
  params: z.object({}),
  result: z.object({
    today: z.string().describe('yyyy-mm-dd (UTC)'),
    running: z
      .array(adGroupItem)
      .describe('on, agent active, today within its dates; those ending first first'),
    running_total: z.number().int().describe('how many run today (running lists the first 20)'),
    ending_soon: z.array(adGroupItem),
    upcoming: z.number().int().describe('groups that are on and start after today'),
    without_ads: z.number().int().describe('running or upcoming groups without any item: they play nothing'),
    active_agents: z.number().int(),
    contracts_ending: z.array(z.object({ id: z.number().int(), name: z.string(), contract_end: z.string() })),
  }),
  access: AD_ROLES,
});

export const adItemMediaAct = defineAct({
  code: 53023,
  name: 'set ad item file',
  summary:
    "Gives an item its uploaded file, or a new one: of the item's type and picture size; a film's length becomes its play time.",
  params: z.object({ id: positiveInt, media: mediaHash.describe('the SHA-256 the upload answered') }),
  result: adItem,
  access: AD_ROLES,
});

export const AD_GROUP_ACTS = [
  adOverviewAct,
  adGroupsAct,
  adGroupCreateAct,
  adGroupUpdateAct,
  adGroupStarAct,
  adItemsAct,
  adItemCreateAct,
  adItemDeleteAct,
  adItemMediaAct,
] as const;
