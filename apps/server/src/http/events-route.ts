// GET /api/events?t=<token>: server-sent events for live updates. EventSource cannot send headers, so the token
// comes in the query (request lines are never logged); `Authorization: Bearer` works too. A user hears only the
// parcel changes of the buildings in their scope. A logout ends the session's streams at once, on every instance
// (the hub carries the session's end); the session is also checked again with every heartbeat, so a stream ends
// when its session expires.
import type { FastifyInstance } from 'fastify';
import { PARCEL_ROLES } from '@bluemanager/protocol';
import { resolveScope, scopeReaches } from '../domain/buildings/scope.js';
import type { ParcelEventHub } from '../domain/events/parcel-events.js';
import { bearerToken, routeSession } from '../sections/parcels/route-session.js';
import { sendRouteFailure, type ParcelRouteDeps } from './parcel-export-route.js';
import type { PortalMetrics } from './metrics.js';
import { limited, ROUTE_LIMITS } from './route-limits.js';

const HEARTBEAT_MS = 25_000;

export function eventsRoute(
  app: FastifyInstance,
  deps: ParcelRouteDeps & { hub: ParcelEventHub; heartbeatMs?: number; metrics?: PortalMetrics },
): void {
  const open = new Set<() => void>();
  // Streams never end on their own; closing the server ends them first, or it would wait for them forever.
  app.addHook('preClose', async () => {
    for (const end of [...open]) end();
  });

  app.get('/api/events', limited(ROUTE_LIMITS.events), async (request, reply) => {
    const query = (request.query ?? {}) as { t?: unknown };
    const token = typeof query.t === 'string' ? query.t : bearerToken(request.headers.authorization);
    const check = () => routeSession(deps.db, token, deps.now(), deps.policy, PARCEL_ROLES);
    let scope;
    let sessionId: number;
    try {
      const session = await check();
      sessionId = session.sessionId;
      scope = await resolveScope(deps.db, session);
    } catch (error) {
      return sendRouteFailure(reply, error);
    }
    reply.hijack();
    const raw = reply.raw;
    raw.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
      connection: 'keep-alive',
    });
    raw.write('retry: 5000\n\nevent: ready\ndata: {}\n\n');
    const reach = scope;
    const unsubscribe = deps.hub.subscribe((change) => {
      if (scopeReaches(reach, change.buildingId))
        raw.write(`event: parcel\ndata: ${JSON.stringify(change)}\n\n`);
    });
    const stopListening = deps.hub.onSessionEnded((ended) => {
      if (ended !== sessionId) return;
      raw.write('event: end\ndata: {"reason":"session"}\n\n');
      end();
    });
    const heartbeat = setInterval(() => {
      check().then(
        () => raw.write(': ping\n\n'),
        () => {
          raw.write('event: end\ndata: {"reason":"session"}\n\n');
          end();
        },
      );
    }, deps.heartbeatMs ?? HEARTBEAT_MS);
    const end = () => {
      if (!open.delete(end)) return;
      deps.metrics?.eventStreams(-1);
      unsubscribe();
      stopListening();
      clearInterval(heartbeat);
      raw.end();
    };
    open.add(end);
    deps.metrics?.eventStreams(1);
    request.raw.on('close', end);
  });
}
