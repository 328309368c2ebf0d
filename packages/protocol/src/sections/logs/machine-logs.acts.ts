// Machine Logs (`logs/machine`): what the lockers reported through the device channel (state changes folded out
// of heartbeats, doors, faults, power, network, firmware, parcels at the locker), by building, machine, category,
// severity and period; one machine's timeline, paged by keyset; and how long the entries are kept.
import { z } from 'zod';
import { BUILDING_LEVELS, PARTNER_ROLE } from '../../levels.js';
import {
  dateOrDateTime,
  listResult,
  optionalBuildingUid,
  pageParams,
  pageSize,
  positiveInt,
  timestamp,
} from '../../schemas.js';
import { defineAct } from '../../acts/define-act.js';
import { machineUuid } from '../machines/machines.acts.js';
import { MACHINE_LOG_CATEGORIES, MACHINE_LOG_SEVERITIES } from './machine-log-model.js';
import { LOG_LIST_CAP } from './member-logs.acts.js';

/** How long machine log entries are kept, in days: a week at least, ten years at most; a year by default. */
export const MACHINE_LOG_RETENTION = { min: 7, max: 3650, default: 365 } as const;

export const machineLogEntry = z.object({
  id: z.number().int(),
  at: timestamp,
  kind: z.string().describe('the log key (a machine event kind)'),
  category: z.enum(MACHINE_LOG_CATEGORIES),
  severity: z.enum(MACHINE_LOG_SEVERITIES),
  text: z.string().describe('the entry in English, from the log model'),
  detail: z.string().describe('the words appended to the key, or empty'),
  compartment: z.string().nullable().describe('the compartment label, if the entry is about one'),
  uuid: z.string().describe('the machine'),
  machine: z.string().describe("the machine's name, parts separated by '#'"),
  buid: z.number().int(),
  bname: z.string(),
});
export type MachineLogEntry = z.infer<typeof machineLogEntry>;

const filters = {
  category: z.enum(MACHINE_LOG_CATEGORIES).optional(),
  severity: z.enum(MACHINE_LOG_SEVERITIES).optional().describe('this severity only'),
  from: dateOrDateTime.optional().describe('on or after (UTC)'),
  to: dateOrDateTime.optional().describe('on or before (UTC; a date alone means to its end)'),
};

const READERS = [...BUILDING_LEVELS, '10', PARTNER_ROLE] as const;

export const machineLogsAct = defineAct({
  code: 52072,
  name: 'machine logs',
  summary: `What the lockers in the caller's scope reported, newest first, filtered. \`total\` counts up to ${LOG_LIST_CAP.toLocaleString('en')} (\`capped\` past it).`,
  params: z.object({
    buid: optionalBuildingUid.describe('building uid; empty for every building in scope'),
    uuid: machineUuid.optional().describe('one machine'),
    ...filters,
    dir: z.enum(['asc', 'desc']).default('desc').describe('by time'),
    ...pageParams({ maxCount: 500, defaultCount: 50, maxOffset: LOG_LIST_CAP }),
  }),
  result: listResult(machineLogEntry).extend({
    capped: z.boolean().describe('more entries match than total says'),
  }),
  access: [...READERS],
  scope: { buid: 'building', uuid: 'machine' },
});

export const machineTimelineAct = defineAct({
  code: 52073,
  name: 'machine log timeline',
  summary:
    "One machine's log, newest first, with its current state. Pages by keyset: pass the last entry's `at` and `id` as `before_at` and `before_id` for the next page.",
  params: z.object({
    uuid: machineUuid,
    ...filters,
    before_at: timestamp.optional().describe('the `at` of the last entry already shown'),
    before_id: positiveInt.optional().describe('the `id` of the last entry already shown'),
    count: pageSize(200, 50).describe('entries per page, at most 200'),
  }),
  result: z.object({
    machine: z.object({
      uuid: z.string(),
      name: z.string(),
      buid: z.number().int(),
      bname: z.string(),
      status: z.string().describe("'101' when online"),
      run_sts: z.string(),
      firmware: z.string().nullable().describe('the version it last reported'),
      power: z.string().nullable().describe("'mains' or 'battery', as last reported"),
      network: z.string().nullable().describe("'ethernet', 'wifi' or 'cellular', as last reported"),
      last_seen: timestamp.nullable(),
    }),
    items: z.array(machineLogEntry),
    more: z.boolean().describe('older entries remain'),
  }),
  access: [...READERS],
  scope: { uuid: 'machine' },
});

export const logRetention = z.object({
  machine_days: z.number().int().describe('machine log entries older than this many days are deleted'),
  oldest: timestamp.nullable().describe('the oldest machine log entry kept'),
});

export const logRetentionAct = defineAct({
  code: 52074,
  name: 'log retention',
  summary: 'How long machine log entries are kept, and the oldest one kept.',
  params: z.object({}),
  result: logRetention,
  access: ['10'],
});

export const setLogRetentionAct = defineAct({
  code: 52075,
  name: 'set log retention',
  summary:
    'Sets how long machine log entries are kept; the retention sweep deletes older ones within minutes. System admins of the operator.',
  params: z.object({
    machine_days: z.coerce
      .number()
      .int()
      .min(MACHINE_LOG_RETENTION.min)
      .max(MACHINE_LOG_RETENTION.max)
      .describe(`days, ${MACHINE_LOG_RETENTION.min} to ${MACHINE_LOG_RETENTION.max}`),
  }),
  result: logRetention,
  access: ['10'],
});
