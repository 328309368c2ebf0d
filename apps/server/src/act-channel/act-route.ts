// POST /api: the act channel. Every answer, success or failure, is the encrypted JSON envelope as text/plain.
import formbody from '@fastify/formbody';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { FAILURES, type ActCodec } from '@bluemanager/protocol';
import { ActError } from '../domain/act-error.js';
import { dispatchAct, type ChannelDeps } from './dispatch.js';
import { limited, rateLimitRefusal } from '../http/route-limits.js';
import { bearerOf } from '../sections/tokens/token-auth.js';

export interface ActRouteOptions extends ChannelDeps {
  /** Act calls per client address and minute (RATE_LIMIT_PER_MINUTE), counted apart from the other routes. */
  actsPerMinute: number;
}

function sendEncrypted(reply: FastifyReply, codec: ActCodec, status: number, envelope: object) {
  return reply.code(status).type('text/plain; charset=utf-8').send(codec.encryptJson(envelope));
}

// Errors fastify raises before the handler runs: an unsupported content type, a body over the limit, bad JSON.
function failureForHttpError(error: FastifyError): ActError {
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
    return new ActError('PAYLOAD_TOO_LARGE', 'The request body is over the size limit.');
  }
  if (error.statusCode !== undefined && error.statusCode < 500) {
    return new ActError(
      'MALFORMED_REQUEST',
      'Expected a form body (application/x-www-form-urlencoded) with act, m and par.',
    );
  }
  return new ActError('INTERNAL', 'The server failed; nothing was saved.');
}

export async function actRoutes(app: FastifyInstance, deps: ActRouteOptions): Promise<void> {
  await app.register(formbody);

  app.setErrorHandler((error: FastifyError, request, reply) => {
    // The route's limit refused the call before it was read: the refusal is an act envelope like any other.
    const refusal = rateLimitRefusal(error);
    if (refusal) {
      deps.metrics?.act(undefined, 'RATE_LIMITED', 0);
      const failure = new ActError('RATE_LIMITED', refusal.msg, {
        retryAfterSeconds: refusal.retryAfterSeconds,
      });
      return sendEncrypted(reply, deps.codec, 429, failure.toEnvelope());
    }
    const failure = failureForHttpError(error);
    if (failure.code === 'INTERNAL') request.log.error({ err: error }, 'act channel failed');
    return sendEncrypted(reply, deps.codec, FAILURES[failure.code].http, failure.toEnvelope());
  });

  app.post('/api', limited(deps.actsPerMinute), async (request, reply) => {
    const started = performance.now();
    const bearer = bearerOf(request.headers.authorization);
    const outcome = await dispatchAct(deps, request.body, request.ip, request.log, bearer);
    const ms = Math.round((performance.now() - started) * 10) / 10;
    request.log.info({ act: outcome.code, user: outcome.userId, ret: outcome.envelope.ret, ms }, 'act');
    const failure = 'code' in outcome.envelope ? String(outcome.envelope.code) : 'ok';
    deps.metrics?.act(outcome.code, failure, ms / 1000);
    return sendEncrypted(reply, deps.codec, outcome.status, outcome.envelope);
  });
}
