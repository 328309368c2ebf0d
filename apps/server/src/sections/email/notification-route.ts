// POST /api/notifications/create: the notification service's own door (spec §7 `POST /create`) for services that
// do not speak the act channel. JSON in, JSON out; authenticated by `Authorization: Bearer` with an API token that
// lists act 63001, or with a staff session's token. The act's own schema, field rights and scope apply, and the
// same createNotification runs as for the act. An Idempotency-Key header stands for `idempotency_key`; a repeated
// key answers 200 with the first answer, a new notification 201.
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { canCall, notificationCreateAct } from '@bluemanager/protocol';
import { ActError } from '../../domain/act-error.js';
import type { Database } from '../../db/schema.js';
import { authenticateRoute, type SessionPolicy } from '../../domain/auth/session.service.js';
import { resolveScope } from '../../domain/buildings/scope.js';
import { checkDeclaredScope, checkFieldRights } from '../../act-channel/scope-check.js';
import { validateParams } from '../../act-channel/validate-params.js';
import { limited } from '../../http/route-limits.js';
import { headerValue } from '../../http/signed-call.js';
import { sendRouteFailure } from '../../http/parcel-export-route.js';
import { authenticateToken, bearerOf, type TokenCaller } from '../tokens/token-auth.js';
import { narrowScope } from '../tokens/token-scope.js';
import { parseToken } from '../tokens/token-secret.js';
import { createNotification } from './create-notification.js';

/** An integration sending a burst of notices; the act channel's own limit is the same order. */
const CREATE_PER_MINUTE = 1200;

export interface NotificationRouteOptions {
  db: Kysely<Database>;
  policy: SessionPolicy;
  now: () => Date;
}

async function callerOf(
  options: NotificationRouteOptions,
  bearer: string | undefined,
  now: Date,
): Promise<Pick<TokenCaller, 'session' | 'buildings'>> {
  if (bearer === undefined)
    throw new ActError('UNAUTHENTICATED', 'This needs Authorization: Bearer with an API token or a session.');
  const act = notificationCreateAct;
  if (parseToken(bearer)) {
    const caller = await authenticateToken(options.db, bearer, now);
    if (!caller.acts.has(act.code) || !canCall(act, caller.session))
      throw new ActError('FORBIDDEN', `This API token may not use act ${act.code} (${act.name}).`);
    return caller;
  }
  const session = await authenticateRoute(options.db, bearer, now, options.policy);
  if (!canCall(act, session))
    throw new ActError('FORBIDDEN', `Your role may not use act ${act.code} (${act.name}).`);
  return { session, buildings: [] };
}

export async function notificationRoute(
  app: FastifyInstance,
  options: NotificationRouteOptions,
): Promise<void> {
  app.post('/api/notifications/create', limited(CREATE_PER_MINUTE), async (request, reply) => {
    const now = options.now();
    try {
      const { session, buildings } = await callerOf(options, bearerOf(request.headers.authorization), now);
      const body = typeof request.body === 'object' && request.body !== null ? request.body : {};
      const key = headerValue(request.headers['idempotency-key']);
      const raw = { ...(key ? { idempotency_key: key } : {}), ...body };
      const params = validateParams(notificationCreateAct.params, raw, 'POST /api/notifications/create');
      checkFieldRights(notificationCreateAct, session, params);
      const scope = () => resolveScope(options.db, session).then((reach) => narrowScope(reach, buildings));
      await checkDeclaredScope(options.db, notificationCreateAct, session, scope, params);
      const answer = await createNotification(options.db, params, {
        actor: { userId: session.userId, username: session.username, ip: request.ip },
        now,
      });
      return reply.code(answer.replayed ? 200 : 201).send(answer);
    } catch (error) {
      if (!(error instanceof ActError)) request.log.error({ err: error }, 'notification create failed');
      return sendRouteFailure(reply, error);
    }
  });
}
