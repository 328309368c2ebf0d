// The bike section's acts (block 58000–58999): the bike locations with their docks, the parking and rental
// sessions (open first, force-end with a reason), the abandoned bikes' collections (flag, schedule, result) and the
// key figures of the bike home. Every write names the locker (`uuid`) it concerns, so the dispatcher checks scope
// before the handler runs; the handler then finds the session or collection within that locker only.
import { z } from 'zod';
import { listResult, optionalBuildingUid, pageParams, positiveInt, timestamp } from '../../schemas.js';
import { defineAct } from '../../acts/define-act.js';
import {
  BIKE_COLLECTION_RESULTS,
  BIKE_COLLECTION_STATES,
  BIKE_LOCATION_KINDS,
  BIKE_ROLES,
  BIKE_SESSION_ENDINGS,
  BIKE_SESSION_KINDS,
} from './bike.vocabulary.js';

/** Free text a person typed (a reason, a note): trimmed, bounded, one line of printable characters. */
export const bikeText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    // eslint-disable-next-line no-control-regex
    .refine((text) => !/[\u0000-\u001f\u007f]/.test(text), 'no control characters');

const machineUuid = z.string().trim().min(1).max(64).describe('the bike locker (its machine uuid)');
const search = z.string().trim().max(64).optional();
const direction = z.enum(['asc', 'desc']).default('asc');
const money = {
  currency: z.string().describe('ISO 4217 code'),
};

export const bikeLocationItem = z.object({
  uuid: z.string(),
  name: z.string().describe("the locker's name, parts separated by '#'"),
  buid: z.number().int(),
  bname: z.string(),
  address: z.string(),
  kind: z.enum(BIKE_LOCATION_KINDS),
  lat: z
    .number()
    .nullable()
    .describe('map position, degrees north; null until the locker docks its first bike'),
  lng: z.number().nullable().describe('map position, degrees east'),
  status: z.string().describe("'101' when online"),
  run_sts: z.string().describe("'1' when in service"),
  docks: z.number().int().describe('docks or bays in all'),
  free: z.number().int(),
  occupied: z.number().int(),
  disabled: z.number().int().describe('out of service'),
  open_sessions: z.number().int(),
  overstaying: z.number().int().describe('open sessions older than the overstay limit'),
  overstay_hours: z.number().int(),
  hourly_cents: z.number().int().describe('rental fee per started hour after the free minutes, minor units'),
  ...money,
  last_seen: timestamp.nullable(),
});
export type BikeLocationItem = z.infer<typeof bikeLocationItem>;

export const BIKE_LOCATION_SORTS = ['name', 'building', 'occupancy', 'overstaying'] as const;

export const bikeLocationListAct = defineAct({
  code: 58001,
  name: 'bike locations',
  summary:
    "The bike parking locations in the caller's buildings: their docks or bays (free, occupied, out of service), open sessions, bikes overstaying, status and map position.",
  params: z.object({
    buid: optionalBuildingUid.describe('building uid; empty for every building in scope'),
    q: search.describe('locker or building name'),
    sort: z.enum(BIKE_LOCATION_SORTS).default('name'),
    dir: direction,
    ...pageParams({ maxCount: 500, defaultCount: 50 }),
  }),
  result: listResult(bikeLocationItem),
  access: BIKE_ROLES,
  scope: { buid: 'building' },
});

export const bikeFigures = z.object({
  locations: z.number().int(),
  docks: z.number().int(),
  free: z.number().int(),
  occupied: z.number().int(),
  open_sessions: z.number().int(),
  overstaying: z.number().int(),
  open_collections: z.number().int().describe('flagged or scheduled'),
  at: timestamp.describe('when the figures were read'),
});
export type BikeFigures = z.infer<typeof bikeFigures>;

export const bikeFiguresAct = defineAct({
  code: 58002,
  name: 'bike figures',
  summary:
    "The bike home's key figures in the caller's buildings: locations, docks free and occupied, open sessions, bikes overstaying and open collections.",
  params: z.object({ buid: optionalBuildingUid.describe('building uid; empty for every building in scope') }),
  result: bikeFigures,
  access: BIKE_ROLES,
  scope: { buid: 'building' },
});

export const bikeSessionItem = z.object({
  id: z.number().int(),
  uuid: z.string(),
  location: z.string().describe("the locker's name, parts separated by '#'"),
  buid: z.number().int(),
  bname: z.string(),
  tz: z.string().describe("the building's time zone"),
  dock: z.string().describe('the dock or bay label'),
  kind: z.enum(BIKE_SESSION_KINDS),
  member_id: z.number().int().nullable(),
  member: z.string().describe("the member's name; empty when the credential matched nobody"),
  started_at: timestamp,
  ended_at: timestamp.nullable(),
  minutes: z.number().int().describe('duration so far, or in all once ended'),
  fee_cents: z.number().int().describe('the fee so far (open) or charged (ended), minor units'),
  ...money,
  ending: z.enum(BIKE_SESSION_ENDINGS).nullable(),
  end_reason: z.string(),
  overstaying: z.boolean(),
  collection: z.enum(BIKE_COLLECTION_STATES).nullable().describe("its open collection's state, if any"),
});
export type BikeSessionItem = z.infer<typeof bikeSessionItem>;

export const BIKE_SESSION_SORTS = ['open-first', 'started', 'location', 'member'] as const;

export const bikeSessionListAct = defineAct({
  code: 58003,
  name: 'bike sessions',
  summary:
    "Parking and rental sessions in the caller's buildings: member, dock, start, end, duration and fee; open sessions first (longest first) unless sorted otherwise.",
  params: z.object({
    buid: optionalBuildingUid.describe('building uid; empty for every building in scope'),
    uuid: machineUuid.optional(),
    state: z.enum(['open', 'ended', 'overstaying']).optional().describe('absent lists all'),
    kind: z.enum(BIKE_SESSION_KINDS).optional(),
    q: search.describe('member name, dock or locker name'),
    sort: z.enum(BIKE_SESSION_SORTS).default('open-first'),
    dir: direction,
    ...pageParams({ maxCount: 500, defaultCount: 50 }),
  }),
  result: listResult(bikeSessionItem),
  access: BIKE_ROLES,
  scope: { buid: 'building', uuid: 'machine' },
});

export const bikeSessionEndAct = defineAct({
  code: 58004,
  name: 'end bike session',
  summary:
    'Staff end an open session (a bike removed without undocking, a stuck dock): the fee is charged up to now, the dock is freed and the reason is logged. An ended session is refused (CONFLICT).',
  params: z.object({
    uuid: machineUuid,
    id: positiveInt.describe('the session'),
    reason: bikeText(300).pipe(z.string().min(1, 'give a reason')),
  }),
  result: bikeSessionItem,
  access: BIKE_ROLES,
  scope: { uuid: 'machine' },
});

export const bikeCollectionItem = z.object({
  id: z.number().int(),
  session_id: z.number().int(),
  uuid: z.string(),
  location: z.string().describe("the locker's name, parts separated by '#'"),
  buid: z.number().int(),
  bname: z.string(),
  tz: z.string().describe("the building's time zone"),
  dock: z.string(),
  member: z.string(),
  parked_at: timestamp.describe('when the bike was docked'),
  state: z.enum(BIKE_COLLECTION_STATES),
  flagged_at: timestamp,
  notified: z.number().int().describe('messages queued to the member when flagged'),
  scheduled_for: timestamp.nullable(),
  result_at: timestamp.nullable(),
  note: z.string(),
});
export type BikeCollectionItem = z.infer<typeof bikeCollectionItem>;

export const bikeCollectionListAct = defineAct({
  code: 58005,
  name: 'bike collections',
  summary:
    "Abandoned bikes in the caller's buildings: flagged, scheduled for collection, and their results; open ones first, soonest collection first.",
  params: z.object({
    buid: optionalBuildingUid.describe('building uid; empty for every building in scope'),
    state: z
      .enum([...BIKE_COLLECTION_STATES, 'open'])
      .optional()
      .describe("'open' is flagged or scheduled; absent lists all"),
    ...pageParams({ maxCount: 500, defaultCount: 50 }),
  }),
  result: listResult(bikeCollectionItem),
  access: BIKE_ROLES,
  scope: { buid: 'building' },
});

export const bikeFlagAct = defineAct({
  code: 58006,
  name: 'flag abandoned bike',
  summary:
    "Flags the bike of an open session that overstays its location's limit as abandoned and queues a message to its member (SMS or email, their language). A session within the limit, ended or already flagged is refused (CONFLICT).",
  params: z.object({ uuid: machineUuid, session: positiveInt.describe('the open session') }),
  result: bikeCollectionItem,
  access: BIKE_ROLES,
  scope: { uuid: 'machine' },
});

export const bikeScheduleAct = defineAct({
  code: 58007,
  name: 'schedule bike collection',
  summary:
    'Sets (or moves) when a flagged bike will be collected; the time must be in the future. A collection with a result is refused (CONFLICT).',
  params: z.object({
    uuid: machineUuid,
    id: positiveInt.describe('the collection'),
    at: z.iso.datetime({ offset: true }).describe('when, ISO 8601 with zone'),
    note: bikeText(300).default(''),
  }),
  result: bikeCollectionItem,
  access: BIKE_ROLES,
  scope: { uuid: 'machine' },
});

export const bikeCollectionResultAct = defineAct({
  code: 58008,
  name: 'record bike collection',
  summary:
    'Records what happened: collected (the bike was taken away: its session ends and its dock is freed), claimed (the member took it back first) or not found. Only an open collection takes a result (CONFLICT otherwise).',
  params: z.object({
    uuid: machineUuid,
    id: positiveInt.describe('the collection'),
    result: z.enum(BIKE_COLLECTION_RESULTS),
    note: bikeText(300).default(''),
  }),
  result: bikeCollectionItem,
  access: BIKE_ROLES,
  scope: { uuid: 'machine' },
});
