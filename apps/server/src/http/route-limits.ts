// A limit on every route that fits it, per client address and minute (@fastify/rate-limit): the act channel keeps
// its own limiter, because its refusal must be an act envelope (act-channel/rate-limiter.ts); every other route
// takes the default (RATE_LIMIT_PER_MINUTE: static files, health, configuration) unless it names a tighter one
// here. The counts are per instance; the two-instance work moves them to a shared store.
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, RouteShorthandOptions } from 'fastify';
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

/** The act channel counts for itself (its refusal is an encrypted act envelope). */
export const OWN_LIMIT: RouteShorthandOptions = { config: { rateLimit: false } };

/** Registers the limits; call it before the routes, so each route picks its own up. */
export async function registerRouteLimits(app: FastifyInstance, defaultPerMinute: number): Promise<void> {
  await app.register(rateLimit, {
    global: true,
    max: defaultPerMinute,
    timeWindow: MINUTE_MS,
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      ret: FAILURES.RATE_LIMITED.ret,
      code: 'RATE_LIMITED',
      msg: `Too many requests: try again in ${Math.max(1, Math.ceil(context.ttl / 1000))} seconds.`,
    }),
  });
}
