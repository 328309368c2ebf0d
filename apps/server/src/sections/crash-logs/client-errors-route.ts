// POST /api/client-errors: the portal's pages in browsers report their uncaught errors here (JSON, see
// clientErrorReport), signed in or not, so an error on the login page is seen too. Limited per client address with
// the server's rate limiter (@fastify/rate-limit), and each body is small: a page stuck in an error loop cannot
// flood the table. Nothing comes back but 204.
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { CLIENT_ERROR_ROUTE, CLIENT_ERRORS_PER_MINUTE, clientErrorReport } from '@bluemanager/protocol';
import type { Database } from '../../db/schema.js';
import { limited } from '../../http/route-limits.js';
import { recordCrash } from './crash-record.js';

/** Larger than any report the schema accepts (a 500-character message, an 8,000-character stack). */
const BODY_LIMIT = 16 * 1024;

export interface ClientErrorsOptions {
  db: Kysely<Database>;
  now: () => Date;
}

export async function clientErrorsRoute(app: FastifyInstance, options: ClientErrorsOptions): Promise<void> {
  app.post(
    CLIENT_ERROR_ROUTE,
    { ...limited(CLIENT_ERRORS_PER_MINUTE), bodyLimit: BODY_LIMIT },
    async (request, reply) => {
      const parsed = clientErrorReport.safeParse(request.body);
      if (!parsed.success)
        return reply.code(400).send({
          error:
            'A report needs a message of 1 to 500 characters; stack up to 8000, route up to 200, version up to 32.',
        });
      const report = parsed.data;
      await recordCrash(
        options.db,
        {
          origin: 'portal',
          machineId: null,
          version: report.version,
          message: report.message,
          stack: report.stack,
          events: [],
          route: report.route,
        },
        { userId: null, username: 'portal', ip: request.ip },
        options.now(),
      );
      return reply.code(204).send();
    },
  );
}
