// A limit on every route that fits it, per client address and minute (@fastify/rate-limit). Every route that names
// no tighter limit here takes the default (RATE_LIMIT_PER_MINUTE: static files, health, configuration, and any
// address that matches no route, so probing for paths is counted too). The act channel has a counter of its own
// at the same figure; its refusal is turned into an encrypted act envelope by its error handler, and the device
// channel's into the device protocol's shape. With REDIS_URL the counts live in Redis, so they hold across every
// instance that serves the same database; without it each instance counts for itself.
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, RouteShorthandOptions } from 'fastify';
import type { Redis } from 'ioredis';
import { FAILURES } from '@bluemanager/protocol';

const MINUTE_MS = 60_000;

/** Requests per minute for the routes that cost more than a static file. */
export const ROUTE_LIMITS = {
  /** A CSV export reads every matching parcel. */
  parcelExport: 20,
  /** An event stream is opened once per page; reconnects come every few seconds at most. */
  events: 30,
  /** Asked when the menu draws its badge. */
  releaseNotes: 60,
  /**
   * Per address, not per machine (a machine uuid is the caller's to write): a site's lockers behind one address
   * send a heartbeat every 10 s each, and bursts of deposits, so this allows some hundreds of lockers per address.
   */
  device: 3000,
  /**
   * A short link off a locker screen: scanned by passers-by, often many behind one phone carrier's address, but
   * each scan a database write; enough for a busy lobby, not for a script counting clicks.
   */
  redirect: 300,
} as const;

/** Route options with a limit of `perMinute` per client address. */
export function limited(perMinute: number): RouteShorthandOptions {
  return { config: { rateLimit: { max: perMinute, timeWindow: MINUTE_MS } } };
}

/** What a refusal carries, in whatever shape the route answers it. */
export interface RateLimitRefusal {
  statusCode: 429;
  ret: number;
  code: 'RATE_LIMITED';
  msg: string;
  retryAfterSeconds: number;
}

/** The refusal @fastify/rate-limit threw, when `error` is one. */
export function rateLimitRefusal(error: unknown): RateLimitRefusal | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const { statusCode, code } = error as Partial<RateLimitRefusal>;
  return statusCode === 429 && code === 'RATE_LIMITED' ? (error as RateLimitRefusal) : undefined;
}

export interface RouteLimitOptions {
  defaultPerMinute: number;
  /** The shared store; absent, each instance counts in memory. */
  redis?: Redis;
  /** Keys in the shared store start with this: instances of one database share it, others do not. */
  namespace?: string;
}

/** Registers the limits; call it before the routes, so each route picks its own up. */
export async function registerRouteLimits(app: FastifyInstance, options: RouteLimitOptions): Promise<void> {
  await app.register(rateLimit, {
    global: true,
    max: options.defaultPerMinute,
    timeWindow: MINUTE_MS,
    ...(options.redis
      ? // A store that fails lets the call through: Redis being away must not take the portal down.
        { redis: options.redis, nameSpace: options.namespace ?? 'bm-rate-', skipOnError: true }
      : {}),
    errorResponseBuilder: (_request, context): RateLimitRefusal => {
      const retryAfterSeconds = Math.max(1, Math.ceil(context.ttl / 1000));
      return {
        statusCode: 429,
        ret: FAILURES.RATE_LIMITED.ret,
        code: 'RATE_LIMITED',
        msg: `Too many requests: try again in ${retryAfterSeconds} seconds.`,
        retryAfterSeconds,
      };
    },
  });
  // An address no route answers counts against the default limit like any other call.
  app.setNotFoundHandler({ preHandler: app.rateLimit() }, (request, reply) =>
    reply.code(404).send({
      ret: FAILURES.NOT_FOUND.ret,
      code: 'NOT_FOUND',
      msg: `There is nothing at ${request.method} ${request.url.split('?')[0] ?? ''}.`,
    }),
  );
}
