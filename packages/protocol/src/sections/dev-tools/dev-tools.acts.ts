// Developer tools (block 66001–66049): the server's health and version, and the demo fleet's controls. The act
// console itself needs no act of its own: it sends the chosen act through the ordinary channel.
import { z } from 'zod';
import { timestamp } from '../../schemas.js';
import { defineAct } from '../../acts/define-act.js';
import { DEV_TOOLS_ROLES } from './dev-tools.roles.js';

export const serverHealth = z.object({
  version: z.string().describe("the portal's version (package.json)"),
  node: z.string().describe('the Node.js version the server runs on'),
  started_at: timestamp,
  uptime_seconds: z.number().int(),
  dialect: z.enum(['sqlite', 'postgres']),
  migrations: z.object({
    applied: z.number().int(),
    known: z
      .number()
      .int()
      .describe('the migrations this build carries; more than applied means some are pending'),
  }),
  event_streams: z.number().int().describe('live event streams open on this instance'),
  queue: z.object({
    queued: z.number().int().describe('messages waiting to be sent'),
    sending: z.number().int(),
    failed: z.number().int(),
  }),
  errors: z.object({
    server: z
      .number()
      .int()
      .describe('act and device calls this instance failed with INTERNAL since it started'),
    crashes_24h: z.number().int().describe('crash reports (lockers and the portal) in the last 24 hours'),
  }),
});
export type ServerHealth = z.infer<typeof serverHealth>;

export const serverHealthAct = defineAct({
  code: 66001,
  name: 'server health',
  summary:
    "The server's version, uptime, database and migrations, open event streams, message queue and recent errors.",
  params: z.object({}),
  result: serverHealth,
  access: DEV_TOOLS_ROLES,
});

export const demoFleetLocker = z.object({
  uuid: z.string(),
  name: z.string(),
  building: z.string(),
});

export const demoFleetStatus = z.object({
  running: z.boolean(),
  /** False in production unless DEMO_FLEET=on: the demo fleet's own rule. */
  allowed: z.boolean(),
  started_at: timestamp.nullable(),
  lockers: z.array(demoFleetLocker).describe('the demo lockers that still carry their demo credential'),
});
export type DemoFleetStatus = z.infer<typeof demoFleetStatus>;

export const demoFleetStatusAct = defineAct({
  code: 66002,
  name: 'demo fleet status',
  summary: 'Whether the demo fleet runs, and the lockers it drives.',
  params: z.object({}),
  result: demoFleetStatus,
  access: DEV_TOOLS_ROLES,
});

export const demoFleetStartAct = defineAct({
  code: 66003,
  name: 'start demo fleet',
  summary:
    'Starts the demo fleet on this instance. Refused in production unless DEMO_FLEET=on, and when it already runs.',
  params: z.object({}),
  result: demoFleetStatus,
  access: DEV_TOOLS_ROLES,
});

export const demoFleetStopAct = defineAct({
  code: 66004,
  name: 'stop demo fleet',
  summary: 'Stops the demo fleet on this instance; refused when it is not running.',
  params: z.object({}),
  result: demoFleetStatus,
  access: DEV_TOOLS_ROLES,
});

export const SIMULATED_CALLS = ['heartbeat', 'deposit'] as const;
export type SimulatedCall = (typeof SIMULATED_CALLS)[number];

export const simulateLockerCallAct = defineAct({
  code: 66005,
  name: 'simulate locker call',
  summary:
    'Sends one heartbeat or one deposit (a free compartment, a demo recipient) for a demo locker through the device channel, signed with its demo credential. Refused in production unless DEMO_FLEET=on.',
  params: z.object({
    uuid: z.string().trim().min(1).max(64),
    call: z.enum(SIMULATED_CALLS),
  }),
  result: z.object({
    ok: z.boolean(),
    /** The device channel's failure code when it refused. */
    code: z.string().optional(),
    msg: z.string().optional(),
    data: z.unknown().optional(),
  }),
  access: DEV_TOOLS_ROLES,
  scope: { uuid: 'machine' },
});
