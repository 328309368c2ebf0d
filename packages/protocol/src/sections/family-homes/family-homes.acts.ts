// The mini-box family's acts (block 59100–59199): its lockers with their boxes by state and their recent events,
// the key figures of its home, and one locker with its boxes and events. Read-only: a mini-box locker's parcels
// are the parcel pages'.
import { z } from 'zod';
import { defineAct } from '../../acts/define-act.js';
import { listResult, optionalBuildingUid, pageParams, timestamp } from '../../schemas.js';
import { MINIBOX_ROLES } from './family-homes.vocabulary.js';

const scopeParam = { buid: optionalBuildingUid.describe('building uid; empty for every building in scope') };

export const miniBoxLockerItem = z.object({
  uuid: z.string(),
  name: z.string().describe("the locker's name, parts separated by '#'"),
  buid: z.number().int(),
  bname: z.string(),
  tz: z.string(),
  status: z.string().describe("'101' when online"),
  run_sts: z.string().describe("'1' when in service"),
  last_seen: timestamp.nullable(),
  boxes: z.number().int(),
  free: z.number().int(),
  occupied: z.number().int(),
  disabled: z.number().int(),
  doors_open: z.number().int().describe('boxes whose door is open or jammed'),
  last_event: z.string().describe('the kind of its latest event; empty when none'),
  last_event_at: timestamp.nullable(),
});
export type MiniBoxLockerItem = z.infer<typeof miniBoxLockerItem>;

export const miniBoxLockerListAct = defineAct({
  code: 59101,
  name: 'minibox lockers',
  summary:
    "The mini-box lockers in the caller's buildings: their boxes free, occupied and out of service, open doors, status and latest event.",
  params: z.object({
    ...scopeParam,
    q: z.string().trim().max(64).optional().describe('locker or building name'),
    ...pageParams({ maxCount: 500, defaultCount: 50 }),
  }),
  result: listResult(miniBoxLockerItem),
  access: MINIBOX_ROLES,
  scope: { buid: 'building' },
});

export const miniBoxEventItem = z.object({
  id: z.number().int(),
  at: timestamp,
  uuid: z.string(),
  locker: z.string().describe("the locker's name, parts separated by '#'"),
  bname: z.string(),
  tz: z.string(),
  kind: z.string().describe('a machine event kind (see the machine log)'),
  box: z.string().describe('the box label; empty for an event of the whole locker'),
});
export type MiniBoxEventItem = z.infer<typeof miniBoxEventItem>;

export const miniBoxEventListAct = defineAct({
  code: 59102,
  name: 'minibox events',
  summary:
    "The recent events of the mini-box lockers in the caller's buildings (doors, deposits, pickups, faults, status), newest first.",
  params: z.object({
    ...scopeParam,
    uuid: z.string().trim().min(1).max(64).optional().describe('one locker'),
    ...pageParams({ maxCount: 500, defaultCount: 50 }),
  }),
  result: listResult(miniBoxEventItem),
  access: MINIBOX_ROLES,
  scope: { buid: 'building', uuid: 'machine' },
});

export const miniBoxFigures = z.object({
  lockers: z.number().int(),
  online: z.number().int(),
  boxes: z.number().int(),
  free: z.number().int(),
  occupied: z.number().int(),
  disabled: z.number().int(),
  events_24h: z.number().int().describe('events in the last 24 hours'),
  at: timestamp,
});
export type MiniBoxFigures = z.infer<typeof miniBoxFigures>;

export const miniBoxFiguresAct = defineAct({
  code: 59103,
  name: 'minibox figures',
  summary:
    "The mini-box home's key figures in the caller's buildings: lockers (online), boxes by state and the last day's events.",
  params: z.object(scopeParam),
  result: miniBoxFigures,
  access: MINIBOX_ROLES,
  scope: { buid: 'building' },
});

export const miniBoxBox = z.object({
  label: z.string(),
  size: z.string().describe("'S', 'M', or '-1' when never measured"),
  state: z.string().describe("'free', 'occupied' or 'disabled'"),
  door: z.string().describe("'closed', 'open' or 'jammed'"),
});

export const miniBoxLockerAct = defineAct({
  code: 59104,
  name: 'minibox locker',
  summary:
    'One mini-box locker: its figures, every box with its size, state and door, and its latest events.',
  params: z.object({ uuid: z.string().trim().min(1).max(64).describe('the locker (its machine uuid)') }),
  result: z.object({
    locker: miniBoxLockerItem,
    boxes: z.array(miniBoxBox),
    events: z.array(miniBoxEventItem),
  }),
  access: MINIBOX_ROLES,
  scope: { uuid: 'machine' },
});
