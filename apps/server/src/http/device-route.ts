// POST /device: the lockers' own channel. JSON in and out, signed per machine (see domain/devices/device-auth.ts and
// docs/protocol.md). The body is read as text first, because the signature covers the exact bytes sent.
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import {
  DEVICE_CALLS,
  DEVICE_HEADERS,
  FAILURES,
  type DeviceAnswer,
  type DeviceCallName,
} from '@bluemanager/protocol';
import { ActError } from '../domain/act-error.js';
import type { Database } from '../db/schema.js';
import { authenticateDevice, type DeviceMachine } from '../domain/devices/device-auth.js';
import { doorEvent, faultEvent, heartbeat } from '../domain/devices/device-health.js';
import { depositAtLocker, pickupAtLocker } from '../domain/devices/device-parcels.js';
import { validateParams } from '../act-channel/validate-params.js';
import { dockAtLocker, undockAtLocker } from '../sections/bike/bike-device.js';
import { lendAtMachine, returnAtMachine } from '../sections/amenity/amenity-device.js';
import { snapshotAtLocker } from '../sections/security-camera-view/snapshots.js';
import { helpAtLocker } from '../sections/customer-service/help-device.js';
import { crashAtLocker } from '../sections/crash-logs/crash-device.js';
import { adPlaylistAtLocker, adReportAtLocker } from '../sections/advertising/ad-device.js';
import { dropOffAtLocker } from '../sections/blueexpress/express-device.js';
import { checkCourierKey } from '../sections/bluekey/key-check.js';
import type { PortalMetrics } from './metrics.js';
import { limited, rateLimitRefusal, ROUTE_LIMITS } from './route-limits.js';

export interface DeviceRouteOptions {
  db: Kysely<Database>;
  now: () => Date;
  offlineAfterSeconds: number;
  metrics?: PortalMetrics;
}

type Handler = (machine: DeviceMachine, params: never, now: Date) => Promise<unknown>;

function header(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

function parseRequest(body: string): {
  call: DeviceCallName;
  params: Record<string, unknown>;
  declaration: (typeof DEVICE_CALLS)[number];
} {
  let value: unknown;
  try {
    value = JSON.parse(body);
  } catch {
    throw new ActError('MALFORMED_REQUEST', 'The body must be JSON: {"call": …, "params": {…}}.');
  }
  const { call, params } = (value ?? {}) as { call?: unknown; params?: unknown };
  const known = DEVICE_CALLS.find((declaration) => declaration.name === call);
  if (!known) throw new ActError('UNKNOWN_ACT', `There is no device call ${JSON.stringify(call)}.`);
  if (params !== undefined && (typeof params !== 'object' || params === null || Array.isArray(params))) {
    throw new ActError('MALFORMED_REQUEST', 'params must be a JSON object.');
  }
  return { call: known.name, params: (params ?? {}) as Record<string, unknown>, declaration: known };
}

export async function deviceRoutes(app: FastifyInstance, options: DeviceRouteOptions): Promise<void> {
  const { db, now, offlineAfterSeconds, metrics } = options;
  const handlers: Record<DeviceCallName, Handler> = {
    heartbeat: (machine, params, at) => heartbeat(db, machine, params, at, offlineAfterSeconds),
    deposit: (machine, params, at) => depositAtLocker(db, machine, params, at),
    pickup: (machine, params, at) => pickupAtLocker(db, machine, params, at),
    door: (machine, params, at) => doorEvent(db, machine, params, at),
    fault: (machine, params, at) => faultEvent(db, machine, params, at),
    dock: (machine, params, at) => dockAtLocker(db, machine, params, at),
    undock: (machine, params, at) => undockAtLocker(db, machine, params, at),
    snapshot: (machine, params, at) => snapshotAtLocker(db, machine, params, at),
    help: (machine, params, at) => helpAtLocker(db, machine, params, at),
    crash: (machine, params, at) => crashAtLocker(db, machine, params, at),
    'ad-playlist': (machine, params, at) => adPlaylistAtLocker(db, machine, params, at),
    'ad-report': (machine, params, at) => adReportAtLocker(db, machine, params, at),
    lend: (machine, params, at) => lendAtMachine(db, machine, params, at),
    return: (machine, params, at) => returnAtMachine(db, machine, params, at),
    'express-drop-off': (machine, params, at) => dropOffAtLocker(db, machine, params, at),
    'courier-key': (machine, params, at) => checkCourierKey(db, machine, params, at),
  };
  // Scoped to this plugin: the rest of the server keeps its JSON parser.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) =>
    done(null, body),
  );

  // A locker reads one answer shape: the limit's refusal comes in it too, with the seconds to wait.
  app.setErrorHandler((error, _request, reply) => {
    const refusal = rateLimitRefusal(error);
    if (!refusal) throw error;
    metrics?.device('unknown', 'RATE_LIMITED');
    const answer: DeviceAnswer = {
      ok: false,
      code: 'RATE_LIMITED',
      msg: refusal.msg,
      retryAfterSeconds: refusal.retryAfterSeconds,
    };
    return reply.code(429).send(answer);
  });

  app.post('/device', limited(ROUTE_LIMITS.device), async (request, reply) => {
    const at = now();
    let callName = 'unknown';
    try {
      const body = typeof request.body === 'string' ? request.body : '';
      const machine = await authenticateDevice(
        db,
        {
          uuid: header(request.headers[DEVICE_HEADERS.uuid]),
          time: header(request.headers[DEVICE_HEADERS.time]),
          signature: header(request.headers[DEVICE_HEADERS.signature]),
        },
        body,
        at,
      );
      const { call, params, declaration } = parseRequest(body);
      callName = call;
      const data = await handlers[call](
        machine,
        validateParams(declaration.params, params, call) as never,
        at,
      );
      request.log.debug({ device: machine.uuid, call }, 'device call');
      metrics?.device(call, 'ok');
      return { ok: true, data } as DeviceAnswer;
    } catch (error) {
      const failure =
        error instanceof ActError ? error : new ActError('INTERNAL', 'The server failed; nothing was saved.');
      if (!(error instanceof ActError)) request.log.error({ err: error }, 'device call failed');
      // Refusals at debug like the calls themselves (a site's lockers call every few seconds); never the body, which
      // may carry a pickup code.
      else
        request.log.debug(
          { device: header(request.headers[DEVICE_HEADERS.uuid]), call: callName, code: failure.code },
          'device call refused',
        );
      metrics?.device(callName, failure.code);
      const answer: DeviceAnswer = {
        ok: false,
        code: failure.code,
        msg: failure.message,
        ...(failure.details.retryAfterSeconds !== undefined
          ? { retryAfterSeconds: failure.details.retryAfterSeconds }
          : {}),
      };
      return reply.code(FAILURES[failure.code].http).send(answer);
    }
  });
}
