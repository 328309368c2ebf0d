import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { followRedirect } from '../sections/advertising/redirect.repository.js';
import { limited, ROUTE_LIMITS } from './route-limits.js';

/**
 * GET /r/{code}: the short links of Redirect Setting, public because a passer-by scans them off a locker screen.
 * 302 to the stored http(s) address (counting the click), 404 for an unknown code, 410 once the link has expired.
 * Only stored addresses are ever sent: nothing in the request chooses where it leads.
 */
export function redirectRoute(app: FastifyInstance, db: Kysely<Database>, now: () => Date): void {
  app.get<{ Params: { code: string } }>(
    '/r/:code',
    limited(ROUTE_LIMITS.redirect),
    async (request, reply) => {
      const followed = await followRedirect(db, request.params.code, now());
      reply.header('cache-control', 'no-store');
      if (followed.kind === 'found') return reply.redirect(followed.target, 302);
      const [status, text] =
        followed.kind === 'expired' ? [410, 'This link has expired.'] : [404, 'There is no such link.'];
      return reply.code(status).type('text/plain; charset=utf-8').send(text);
    },
  );
}
