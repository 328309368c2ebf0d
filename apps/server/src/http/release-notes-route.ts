import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { listReleaseNotes } from '../sections/release-notes/release-note.repository.js';
import { limited, ROUTE_LIMITS } from './route-limits.js';

const DEFAULT_LIMIT = 3;
const MAX_LIMIT = 50;

/**
 * POST /release-notes/list {limit} (spec §7): the newest notes as a JSON array. Public, like the notes themselves:
 * the menu asks for them to decide the 'New' badge. Publishing goes through the act channel (50150).
 */
export function releaseNotesRoute(app: FastifyInstance, db: Kysely<Database>): void {
  app.post('/release-notes/list', limited(ROUTE_LIMITS.releaseNotes), async (request, reply) => {
    const body = (request.body ?? {}) as { limit?: unknown };
    const requested = Number(body.limit ?? DEFAULT_LIMIT);
    if (!Number.isInteger(requested) || requested < 1) {
      return reply.code(400).send({ error: 'limit must be a whole number from 1' });
    }
    reply.header('cache-control', 'no-store');
    return listReleaseNotes(db, Math.min(requested, MAX_LIMIT));
  });
}
