// The user service of spec §7, a small REST API for integrations over the Authority acts:
//   GET /users?q=&level=&partner=&state=&offset=&count=   as act 60001 (staff accounts): {total, items}
//   GET /users/{id}                                       as act 60012 (staff account): one item
// Authenticated by `Authorization: Bearer <token>`: a session token, or an API token (bmt_…) that lists the act.
// Each request is checked exactly as its act would be on the act channel (roles, the `staff` scope, parameters),
// and a failure answers the act channel's envelope with its HTTP status. See docs/user-service.md.
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { canCall, staffAccountAct, staffListAct, type ActDeclaration } from '@bluemanager/protocol';
import type { Database } from '../../db/schema.js';
import { ActError } from '../../domain/act-error.js';
import {
  authenticate,
  requireEnrolledFor,
  type SessionInfo,
  type SessionPolicy,
} from '../../domain/auth/session.service.js';
import { validateParams } from '../../act-channel/validate-params.js';
import { checkDeclaredScope } from '../../act-channel/scope-check.js';
import { checkWireText } from '../../act-channel/wire-text.js';
import { resolveScope } from '../../domain/buildings/scope.js';
import { sendRouteFailure } from '../../http/parcel-export-route.js';
import { authenticateToken, bearerOf } from '../tokens/token-auth.js';
import { parseToken } from '../tokens/token-secret.js';
import { listStaff, staffItem } from './staff-view.js';

export interface UserServiceDeps {
  db: Kysely<Database>;
  policy: SessionPolicy;
  now: () => Date;
}

/** The caller for one act: a session that may call it, or an API token that lists it. */
async function callerFor(deps: UserServiceDeps, act: ActDeclaration, header: string | undefined, now: Date) {
  const bearer = bearerOf(header);
  if (!bearer)
    throw new ActError('UNAUTHENTICATED', 'Send Authorization: Bearer with a session or API token.');
  let session: SessionInfo;
  if (parseToken(bearer)) {
    const caller = await authenticateToken(deps.db, bearer, now);
    if (!caller.acts.has(act.code)) {
      throw new ActError('FORBIDDEN', `This API token may not use act ${act.code} (${act.name}).`);
    }
    session = caller.session;
  } else {
    session = await authenticate(deps.db, bearer, now, deps.policy);
    requireEnrolledFor(session, act.code);
  }
  if (!canCall(act, session))
    throw new ActError('FORBIDDEN', `Your role may not use act ${act.code} (${act.name}).`);
  return session;
}

/** The act's own parameter check and declared scope, as the act channel runs them. */
async function checkedParams(deps: UserServiceDeps, act: ActDeclaration, session: SessionInfo, raw: unknown) {
  const given = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
  checkWireText(given, `act ${act.code}`);
  const params = validateParams(act.params, given, `act ${act.code}`) as Record<string, unknown>;
  await checkDeclaredScope(deps.db, act, session, () => resolveScope(deps.db, session), params);
  return params;
}

export function userServiceRoutes(app: FastifyInstance, deps: UserServiceDeps): void {
  app.get('/users', async (request, reply) => {
    const now = deps.now();
    try {
      const session = await callerFor(deps, staffListAct, request.headers.authorization, now);
      const params = (await checkedParams(deps, staffListAct, session, request.query)) as Parameters<
        typeof listStaff
      >[1];
      return reply
        .header('cache-control', 'no-store')
        .send(await listStaff(deps.db, params, { session, now, policy: deps.policy }));
    } catch (error) {
      return sendRouteFailure(reply, error);
    }
  });
  app.get<{ Params: { id: string } }>('/users/:id', async (request, reply) => {
    const now = deps.now();
    try {
      const session = await callerFor(deps, staffAccountAct, request.headers.authorization, now);
      const params = await checkedParams(deps, staffAccountAct, session, { id: request.params.id });
      const item = await staffItem(deps.db, Number(params.id), { session, now, policy: deps.policy });
      return reply.header('cache-control', 'no-store').send(item);
    } catch (error) {
      return sendRouteFailure(reply, error);
    }
  });
}
