// Member Logs (`logs/operator`): the operation log of every write, people's and the portal's, with its category,
// actor, address, building and the values a write changed. Read within the caller's reach: a building manager sees
// their buildings' entries (and their own logins), a business partner their partner's, the operator everything.
import { z } from 'zod';
import { BUILDING_LEVELS, PARTNER_ROLE } from '../../levels.js';
import { dateOrDateTime, listResult, optionalBuildingUid, pageParams, timestamp } from '../../schemas.js';
import { defineAct } from '../../acts/define-act.js';
import { OPERATION_CATEGORIES } from '../define-section.js';

/** The deepest row a list can page to, and where its count stops: past it, narrow the filters. */
export const LOG_LIST_CAP = 10_000;

export const ACTOR_KINDS = ['user', 'locker', 'system'] as const;
export type ActorKind = (typeof ACTOR_KINDS)[number];

const changedValues = z
  .record(z.string(), z.unknown())
  .nullable()
  .describe('the fields the write changed, by name; null when it changed none worth showing');

export const memberLogEntry = z.object({
  id: z.number().int(),
  at: timestamp,
  category: z.enum(OPERATION_CATEGORIES),
  operation: z.string().describe('the operation key of the log model (spec §3)'),
  target: z.string().describe("what the template's '{}' names"),
  detail: z.string().describe('what was appended after the template, or empty'),
  message: z.string().describe('the entry in English, as written'),
  actor_kind: z.enum(ACTOR_KINDS),
  actor: z.string().describe("the user's name, the locker's name or the portal job"),
  ip: z.string().describe('the client address; empty for lockers and the portal itself'),
  buid: z.number().int().nullable().describe('the building the entry is about, if any'),
  bname: z.string().nullable(),
  before: changedValues,
  after: changedValues,
});
export type MemberLogEntry = z.infer<typeof memberLogEntry>;

export const memberLogsAct = defineAct({
  code: 52070,
  name: 'member logs',
  summary: `The operation log in the caller's reach, newest first, filtered. \`total\` counts up to ${LOG_LIST_CAP.toLocaleString('en')} (\`capped\` past it).`,
  params: z.object({
    category: z.enum(OPERATION_CATEGORIES).optional(),
    actor: z.string().trim().max(64).optional().describe("text in the actor's name"),
    buid: optionalBuildingUid.describe('building uid; empty for every building in reach'),
    from: dateOrDateTime.optional().describe('on or after (UTC)'),
    to: dateOrDateTime.optional().describe('on or before (UTC; a date alone means to its end)'),
    q: z.string().trim().max(100).optional().describe('text in the entry'),
    dir: z.enum(['asc', 'desc']).default('desc').describe('by time'),
    ...pageParams({ maxCount: 500, defaultCount: 50, maxOffset: LOG_LIST_CAP }),
  }),
  result: listResult(memberLogEntry).extend({
    capped: z.boolean().describe('more entries match than total says'),
  }),
  access: [...BUILDING_LEVELS, '10', PARTNER_ROLE],
  scope: { buid: 'building' },
});
