// Crash Logs (spec §2 `logs/crash`, act block 61100–61199): crash reports from lockers (device call `crash`) and
// uncaught errors of the portal in browsers (POST /api/client-errors), grouped by signature (origin, the message
// with its numbers and addresses taken out, the top stack frame), with counts, first and last seen, the machines
// affected, and a resolved flag that a new report of the group clears. System admins only (the Logs group).
import { z } from 'zod';
import { defineAct } from '../../acts/define-act.js';
import { listResult, pageParams, positiveInt, timestamp } from '../../schemas.js';
import { CRASH_ORIGINS, CRASH_STATES } from './crash-logs.vocabulary.js';

export const crashGroupItem = z.object({
  id: z.number().int(),
  origin: z.enum(CRASH_ORIGINS),
  title: z.string().describe('the first line of the message as first reported'),
  frame: z.string().describe('the top stack frame; empty when there was no stack'),
  count: z.number().int(),
  machines: z.number().int().describe('lockers that reported it'),
  versions: z.array(z.string()).describe('firmware or portal versions seen, newest first'),
  first_seen: timestamp,
  last_seen: timestamp,
  resolved: z.boolean(),
  resolved_at: timestamp.nullable(),
  resolved_by: z.string(),
  reopened_at: timestamp.nullable().describe('when a new report last reopened it'),
});
export type CrashGroupItem = z.infer<typeof crashGroupItem>;

export const crashReportItem = z.object({
  id: z.number().int(),
  at: timestamp,
  muuid: z.string().nullable(),
  machine: z.string(),
  bname: z.string(),
  version: z.string(),
  message: z.string(),
  stack: z.string(),
  events: z.array(z.string()).describe("the locker's last events before the crash, oldest first"),
  route: z.string().describe('the portal page, for a browser error'),
});
export type CrashReportItem = z.infer<typeof crashReportItem>;

export const crashMachineItem = z.object({
  muuid: z.string(),
  machine: z.string(),
  bname: z.string(),
  count: z.number().int(),
  last_seen: timestamp,
});

export const crashGroupListAct = defineAct({
  code: 61101,
  name: 'crash groups',
  summary:
    'Crash groups, most recently seen first: q finds a message or frame; origin and state (open or resolved) filter; muuid narrows to one locker.',
  params: z.object({
    q: z.string().trim().max(64).optional(),
    origin: z.enum(CRASH_ORIGINS).optional(),
    state: z.enum(CRASH_STATES).optional(),
    muuid: z.string().trim().min(1).max(64).optional(),
    ...pageParams({ maxCount: 200, defaultCount: 25, maxOffset: 100_000 }),
  }),
  result: listResult(crashGroupItem),
  access: ['10'],
  scope: { muuid: 'machine' },
});

export const crashGroupDetailAct = defineAct({
  code: 61102,
  name: 'crash group',
  summary:
    'One crash group: its latest reports (newest first, with stack and last events) and the lockers affected.',
  params: z.object({ id: positiveInt }),
  result: z.object({
    group: crashGroupItem,
    reports: z.array(crashReportItem),
    machines: z.array(crashMachineItem),
  }),
  access: ['10'],
});

export const crashGroupResolveAct = defineAct({
  code: 61103,
  name: 'resolve crash group',
  summary:
    'Marks a crash group resolved (a fix is out) or open again. A resolved group reopens by itself when it is reported again.',
  params: z.object({ id: positiveInt, resolved: z.boolean() }),
  result: crashGroupItem,
  access: ['10'],
});

export const CRASH_LOGS_ACTS = [crashGroupListAct, crashGroupDetailAct, crashGroupResolveAct] as const;

/** What a browser posts to POST /api/client-errors about an uncaught error of the portal (not an act: it must work
 * before sign-in too, and a failing page should not need the act channel's codec to say so). */
export const clientErrorReport = z.object({
  message: z.string().trim().min(1).max(500),
  stack: z.string().trim().max(8000).default(''),
  route: z.string().trim().max(200).default('').describe('the page, e.g. #/parcels'),
  version: z.string().trim().max(32).default(''),
});
export type ClientErrorReport = z.input<typeof clientErrorReport>;
