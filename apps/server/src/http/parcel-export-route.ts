// GET /api/parcels/export.csv?<the list filters>: the parcels of the current filter as CSV, streamed batch by
// batch so memory does not grow with the export. Authenticated with `Authorization: Bearer <token>` (the browser
// app fetches it and saves the blob), scoped like the parcel list.
import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Kysely } from 'kysely';
import { FAILURES, PARCEL_ROLES, parcelFilter, parcelListAct } from '@bluemanager/protocol';
import { validateParams } from '../act-channel/validate-params.js';
import { ActError } from '../domain/act-error.js';
import { parcelQueryOf } from '../sections/parcels/parcels.handlers.js';
import type { Database } from '../db/schema.js';
import type { SessionPolicy } from '../domain/auth/session.service.js';
import { resolveScope } from '../domain/buildings/scope.js';
import { checkDeclaredScope } from '../act-channel/scope-check.js';
import { parcelCsv } from '../sections/parcels/parcel-csv.js';
import { eachParcelBatch } from '../sections/parcels/parcel-list.js';
import { bearerToken, routeSession } from '../sections/parcels/route-session.js';
import { limited, ROUTE_LIMITS } from './route-limits.js';

export interface ParcelRouteDeps {
  db: Kysely<Database>;
  policy: SessionPolicy;
  now: () => Date;
}

export function sendRouteFailure(reply: FastifyReply, error: unknown): FastifyReply {
  const failure = error instanceof ActError ? error : new ActError('INTERNAL', 'The server failed.');
  return reply.code(FAILURES[failure.code].http).send(failure.toEnvelope());
}

/** The batches again, the first of them already read. */
async function* resumed<T>(first: IteratorResult<T>, rest: AsyncIterator<T>): AsyncGenerator<T> {
  if (first.done) return;
  yield first.value;
  for (let next = await rest.next(); !next.done; next = await rest.next()) yield next.value;
}

export function parcelExportRoute(app: FastifyInstance, deps: ParcelRouteDeps): void {
  app.get('/api/parcels/export.csv', limited(ROUTE_LIMITS.parcelExport), async (request, reply) => {
    const now = deps.now();
    try {
      const session = await routeSession(
        deps.db,
        bearerToken(request.headers.authorization),
        now,
        deps.policy,
        PARCEL_ROLES,
      );
      const filter = validateParams(parcelFilter, request.query ?? {}, 'the export filter');
      const scope = await resolveScope(deps.db, session);
      // The same filter as the list act's, so the same declared scope (buid, muuid) holds here.
      await checkDeclaredScope(deps.db, parcelListAct, session, () => Promise.resolve(scope), filter);
      const query = await parcelQueryOf(deps.db, filter, now);
      // The first batch is read before the answer starts: a query that fails then answers its error status, not a
      // 200 whose body breaks off. A later batch that fails can only cut the stream, as any streamed export would.
      const batches = eachParcelBatch(deps.db, scope, query);
      const first = await batches.next();
      const csv = Readable.from(parcelCsv(resumed(first, batches), now));
      const day = now.toISOString().slice(0, 10);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="parcels-${day}.csv"`)
        .header('cache-control', 'no-store')
        .send(csv);
    } catch (error) {
      if (!(error instanceof ActError)) request.log.error({ err: error }, 'parcel export failed');
      return sendRouteFailure(reply, error);
    }
  });
}
