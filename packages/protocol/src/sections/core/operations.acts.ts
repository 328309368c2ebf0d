// Acts about what needs attention: machines, parcels in trouble, join and support requests.
import { z } from 'zod';
import { BUILDING_LEVELS } from '../../levels.js';
import {
  dateOrDateTime,
  offset,
  optionalBuildingUid,
  pageSize,
  parcelItem,
  timestamp,
} from '../../schemas.js';
import { defineAct } from '../../acts/define-act.js';

export const machineListAct = defineAct({
  code: 8012,
  name: 'machine list',
  summary: "The lockers and machines in the caller's scope, optionally of one family.",
  params: z.object({
    m: offset.default(0).describe('offset'),
    n: pageSize(1000, 1000).describe('count, at most 1000'),
    dt: z.coerce
      .number()
      .int()
      .min(1)
      .max(4)
      .optional()
      .describe('family type: 1 main, 2 miniBox, 3 bike, 4 amenity'),
  }),
  result: z.array(
    z.object({
      uuid: z.string(),
      name: z.string().describe("parts separated by '#'"),
      mm: z.number().int().describe('machine mode'),
      family: z.string(),
      status: z.string().describe("'101' when online"),
      run_sts: z.string().describe("'1' when in service"),
      buid: z.number().int(),
      bname: z.string(),
      address: z.string(),
      compartments: z.number().int(),
      last_seen: timestamp.nullable(),
    }),
  ),
  access: 'signed-in',
});

export const unitJoinRequestsAct = defineAct({
  code: 50074,
  name: 'unit join requests',
  summary: 'Requests from residents to join a unit of a building, by status.',
  params: z.object({
    mid: optionalBuildingUid.describe('building uid; empty for every building in scope'),
    s: offset.default(0).describe('offset'),
    c: pageSize(1000, 100).describe('count'),
    sts: z.coerce.number().int().min(0).max(2).default(0).describe('0 pending, 1 approved, 2 rejected'),
  }),
  result: z.array(
    z.object({
      id: z.number().int(),
      buid: z.number().int(),
      bname: z.string(),
      unit: z.string(),
      name: z.string(),
      phone: z.string(),
      email: z.string(),
      sts: z.number().int(),
      create_time: timestamp,
    }),
  ),
  access: [...BUILDING_LEVELS, '10'],
  scope: { mid: 'building' },
});

export const abnormalParcelsAct = defineAct({
  code: 8034,
  name: 'abnormal parcels',
  summary: 'Parcels flagged abnormal and not yet resolved.',
  params: z.object({ mc: optionalBuildingUid.describe('building uid; empty for every building in scope') }),
  result: z.array(parcelItem.extend({ reason: z.string() })),
  access: [...BUILDING_LEVELS, '10', '5'],
  scope: { mc: 'building' },
});

export const supportRequestsAct = defineAct({
  code: 50072,
  name: 'support requests',
  summary: 'Support requests sent to the operator (system admins only).',
  params: z.object({
    s: z
      .union([z.literal(''), z.coerce.number().int().min(0).max(1)])
      .optional()
      .describe("status: 0 open, 1 closed, '' or absent for both"),
  }),
  result: z.array(
    z.object({
      id: z.number().int(),
      buid: z.number().int().nullable(),
      bname: z.string(),
      name: z.string(),
      phone: z.string(),
      email: z.string(),
      subject: z.string(),
      body: z.string(),
      sts: z.number().int(),
      create_time: timestamp,
    }),
  ),
  access: ['10'],
});

export const unattendedDeliveriesAct = defineAct({
  code: 50080,
  name: 'unattended deliveries',
  summary: 'Urgent unattended deliveries: parcels left without a compartment that need someone now.',
  params: z.object({}),
  result: z.array(parcelItem),
  access: ['10'],
});

export const timedOutParcelsAct = defineAct({
  code: 50114,
  name: 'timed-out parcels',
  summary: "Parcels still waiting after their building's threshold, deposited between `b` and `e`.",
  params: z.object({
    m: optionalBuildingUid.describe('building uid; empty for every building in scope'),
    b: dateOrDateTime.default('2000-01-01').describe('deposited on or after (UTC)'),
    e: dateOrDateTime.optional().describe('deposited on or before (UTC); default: tomorrow 23:59:59'),
    s: z
      .string()
      .max(64)
      .optional()
      .describe('text the parcel must contain (id, carrier, phone, email, name)'),
  }),
  result: z.array(
    parcelItem.extend({ addr: z.string().describe('the locker address'), due_time: timestamp }),
  ),
  access: [...BUILDING_LEVELS, '10', '5'],
  scope: { m: 'building' },
});
