// One log line per request, for the routes that do not write their own: the act channel logs each call (act, user,
// ret, time) and the device channel each locker call, so they are left out here. Fastify's own request lines stay
// off (app.ts): they would log the URL with its query, and the event stream takes its token there. This line names
// the route pattern (or the bare path), never a query, header or body.
import type { FastifyInstance } from 'fastify';

/** The routes that log each call themselves. */
const OWN_LINES = new Set(['/api', '/device']);

export function accessLog(app: FastifyInstance): void {
  app.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url ?? request.url.split('?')[0] ?? '';
    if (!OWN_LINES.has(route)) {
      const line = {
        method: request.method,
        route,
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime),
      };
      // The portal's data routes at info; static files, health checks and metric scrapes only when debugging.
      if (route.startsWith('/api/')) request.log.info(line, 'request');
      else request.log.debug(line, 'request');
    }
    done();
  });
}
