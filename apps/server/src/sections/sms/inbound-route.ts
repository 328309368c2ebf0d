// POST /api/sms/inbound: the SMS gateway's webhook for replies. A reply of STOP opts the number out, START back in.
// The gateway signs each call: X-Signature is the hex HMAC-SHA256, with SMS_INBOUND_SECRET, of
// '<X-Timestamp>.<body as sent>', and X-Timestamp (Unix seconds) must be within five minutes of the server's clock.
// An unsigned, wrongly signed or stale call is refused (401), and so is a replayed message id (409): nothing is
// stored for any of them.
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../../db/schema.js';
import { limited } from '../../http/route-limits.js';
import { headerValue as header, signCall, verifySignedCall } from '../../http/signed-call.js';
import { meaningOf, optIn, optOut } from './opt-outs.js';
import './opt-out-tables.js';

/** A site's gateway posts replies one by one; a burst of thousands a minute is not a gateway. */
const INBOUND_PER_MINUTE = 600;

const inboundMessage = z.object({
  id: z.string().trim().min(1).max(100),
  from: z.string().trim().min(3).max(40),
  text: z.string().max(1600),
});

export interface InboundRouteOptions {
  db: Kysely<Database>;
  secret: string;
  now: () => Date;
}

/** The gateway's signature of a call (the shared signed-call scheme); tests sign with it. */
export const signInbound = signCall;

export async function smsInboundRoute(app: FastifyInstance, options: InboundRouteOptions): Promise<void> {
  const { db, secret, now } = options;
  // The signature covers the exact bytes sent, so the body is kept as text.
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) =>
    done(null, body),
  );
  app.post('/api/sms/inbound', limited(INBOUND_PER_MINUTE), async (request, reply) => {
    const body = typeof request.body === 'string' ? request.body : '';
    const timestamp = header(request.headers['x-timestamp']);
    const at = now();
    const signature = header(request.headers['x-signature']);
    if (!verifySignedCall(secret, { timestamp, signature, body }, at)) {
      return reply
        .code(401)
        .send({ ok: false, code: 'UNAUTHORIZED', msg: 'The call is not signed by the gateway.' });
    }
    let json: unknown;
    try {
      json = JSON.parse(body);
    } catch {
      json = undefined;
    }
    const parsed = inboundMessage.safeParse(json);
    if (!parsed.success) {
      return reply
        .code(400)
        .send({ ok: false, code: 'INVALID_PARAMS', msg: 'Expected {"id", "from", "text"}.' });
    }
    const message = parsed.data;
    const taken = await db
      .insertInto('sms_inbound')
      .values({ id: message.id, phone: message.from, received_at: at.toISOString() })
      .onConflict((oc) => oc.column('id').doNothing())
      .executeTakeFirst();
    if (Number(taken.numInsertedOrUpdatedRows ?? 0) === 0) {
      return reply
        .code(409)
        .send({ ok: false, code: 'CONFLICT', msg: `Message ${message.id} was already taken.` });
    }
    const actor = { userId: null, username: 'sms gateway', ip: request.ip };
    const meaning = meaningOf(message.text);
    if (meaning === 'stop')
      await optOut(db, { phone: message.from, source: 'reply', note: '' }, { actor, now: at });
    if (meaning === 'start') await optIn(db, message.from, { actor, now: at }).catch(() => undefined);
    return reply.send({ ok: true, meaning });
  });
}
