import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

/** GET /healthz answers 200 only when the database answers a query. */
export function healthRoute(app: FastifyInstance, db: Kysely<Database>, dialect: string): void {
  app.get('/healthz', async (request, reply) => {
    try {
      await sql`select 1`.execute(db);
      return { status: 'ok', database: dialect };
    } catch (error) {
      request.log.error({ err: error }, 'health check: database unreachable');
      return reply.code(503).send({ status: 'unavailable', database: dialect });
    }
  });
}
