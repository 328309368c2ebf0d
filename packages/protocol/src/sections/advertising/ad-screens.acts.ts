// Screens (`display`, `header-plus-screen`): the layouts locker screens have, a full screen or a header band above
// the ad area, with their sizes; which machine carries which; and a locker's current playlist. Acts 53500–53519.
import { z } from 'zod';
import { listResult, pageParams, positiveInt, timestamp } from '../../schemas.js';
import { defineAct } from '../../acts/define-act.js';
import { AD_ROLES } from './ad-fields.js';
import { AD_ITEM_TYPES } from './ad-groups.acts.js';

export const SCREEN_LAYOUTS = ['full', 'header'] as const;
export type ScreenLayout = (typeof SCREEN_LAYOUTS)[number];

export const adScreenItem = z.object({
  id: z.number().int(),
  name: z.string(),
  layout: z.enum(SCREEN_LAYOUTS),
  width: z.number().int(),
  height: z.number().int(),
  header_height: z.number().int().describe('0 for a full screen'),
  ad_size: z.string().describe("the ad area, 'WxH': what an item's picture size must be to play on it"),
  machines: z.number().int().describe('machines carrying this screen'),
  updated_at: timestamp,
});
export type AdScreenItem = z.infer<typeof adScreenItem>;

export const adScreensAct = defineAct({
  code: 53500,
  name: 'ad screens',
  summary: 'The screen layouts, of one kind or all, with their ad area and how many machines carry each.',
  params: z.object({ layout: z.enum(SCREEN_LAYOUTS).optional() }),
  result: z.object({ screens: z.array(adScreenItem) }),
  access: AD_ROLES,
});

const pixels = z.coerce.number().int().min(120).max(7680);
const screenFields = {
  name: z.string().trim().min(1).max(80),
  width: pixels,
  height: pixels,
  header_height: z.coerce.number().int().min(0).max(4000),
};

/** A header band needs room under it; a full screen has none. */
const headerFits = (value: { layout?: ScreenLayout; height?: number; header_height?: number }) =>
  value.layout === undefined ||
  value.height === undefined ||
  value.header_height === undefined ||
  (value.layout === 'full'
    ? value.header_height === 0
    : value.header_height >= 40 && value.header_height <= value.height - 120);
const HEADER_ISSUE = {
  message:
    'a header plus screen needs a header of 40 px or more that leaves 120 px for the ad; a full screen has none',
  path: ['header_height'],
};

export const adScreenCreateAct = defineAct({
  code: 53501,
  name: 'create ad screen',
  summary: 'Adds a screen layout: full screen, or a header band of a given height above the ad area.',
  params: z
    .object({
      ...screenFields,
      layout: z.enum(SCREEN_LAYOUTS),
      header_height: screenFields.header_height.default(0),
    })
    .refine(headerFits, HEADER_ISSUE),
  result: adScreenItem,
  access: AD_ROLES,
});

export const adScreenUpdateAct = defineAct({
  code: 53502,
  name: 'update ad screen',
  summary: "Changes a layout's name and sizes (its kind stays); the machines carrying it follow.",
  params: z.object({ id: positiveInt, ...screenFields }),
  result: adScreenItem,
  access: AD_ROLES,
});

export const SCREEN_MACHINE_FILTERS = ['all', 'full', 'header', 'none'] as const;

export const screenMachineItem = z.object({
  uuid: z.string(),
  name: z.string(),
  buid: z.number().int(),
  bname: z.string(),
  screen_id: z.number().int().nullable(),
  screen: z.string().nullable().describe("the layout's name; null when the machine has no screen"),
  layout: z.enum(SCREEN_LAYOUTS).nullable(),
  ad_size: z.string().nullable(),
});
export type ScreenMachineItem = z.infer<typeof screenMachineItem>;

export const adScreenMachinesAct = defineAct({
  code: 53503,
  name: 'ad screen machines',
  summary:
    'The machines with the screen each carries, filtered by kind of screen (or none), building and text.',
  params: z.object({
    layout: z.enum(SCREEN_MACHINE_FILTERS).default('all'),
    buid: positiveInt.optional(),
    q: z.string().trim().max(64).optional().describe("text in the machine's or the building's name"),
    ...pageParams({ maxCount: 500, defaultCount: 25 }),
  }),
  result: listResult(screenMachineItem),
  access: AD_ROLES,
  scope: { buid: 'building' },
});

export const adMachineScreenAct = defineAct({
  code: 53504,
  name: 'set machine screen',
  summary: 'Says which screen layout a machine carries, or that it has none (null).',
  params: z.object({ uuid: z.string().trim().min(1).max(64), screen_id: positiveInt.nullable() }),
  result: screenMachineItem,
  access: AD_ROLES,
  scope: { uuid: 'machine' },
});

export const playlistEntry = z.object({
  item: z.number().int(),
  group: z.number().int(),
  type: z.enum(AD_ITEM_TYPES),
  name: z.string().describe('the item’s name, without its size'),
  url: z.string().describe('where the file is read (GET, public, cached for good)'),
  sha256: z.string().describe('the file’s SHA-256, to check what was fetched'),
  mime: z.string(),
  duration_seconds: z.number().int(),
  weight: z.number().int().describe("the group's share of the screen time"),
  start_date: z.string().describe('yyyy-mm-dd, in the building’s time zone'),
  end_date: z.string(),
  weekdays: z.array(z.number().int()).describe('ISO weekdays, 1 Monday … 7 Sunday'),
  hour_from: z.number().int(),
  hour_to: z.number().int().describe('exclusive'),
});
export type PlaylistEntry = z.infer<typeof playlistEntry>;

export const playlist = z.object({
  etag: z.string().describe('changes whenever anything the locker plays changes'),
  timezone: z.string().describe("the building's time zone, in which the dates and hours count"),
  screen: z.string().nullable().describe("the layout's name; null when the machine has no screen"),
  ad_size: z.string().nullable(),
  entries: z.array(playlistEntry).describe('what may play from today on, in the order to play them'),
});
export type Playlist = z.infer<typeof playlist>;

export const machinePlaylistAct = defineAct({
  code: 53505,
  name: 'machine playlist',
  summary:
    "A locker's current playlist as the locker itself fetches it: the items of the groups that are on, of active agents, targeting its building or the locker itself (and, when a group names screens, its screen), not ended, sized for its screen's ad area.",
  params: z.object({ uuid: z.string().trim().min(1).max(64) }),
  result: playlist.extend({ machine: z.string(), bname: z.string() }),
  access: AD_ROLES,
  scope: { uuid: 'machine' },
});

export const AD_SCREEN_ACTS = [
  adScreensAct,
  adScreenCreateAct,
  adScreenUpdateAct,
  adScreenMachinesAct,
  adMachineScreenAct,
  machinePlaylistAct,
] as const;
