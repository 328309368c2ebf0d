// POST /api/payments/webhook: the provider's word on an attempt that was left pending (a charge that needed time, a
// refund the bank settles later). Signed like the SMS webhook (http/signed-call.ts): X-Timestamp and X-Signature,
// or Stripe's own Stripe-Signature header (t=<timestamp>,v1=<signature>), HMAC-SHA256 with PAYMENT_WEBHOOK_SECRET
// of '<timestamp>.<body>', within five minutes. Unsigned, wrongly signed or stale: 401, nothing read. An event id
// seen before is a replay: 409, nothing changes. The body is Stripe's event shape:
// {"id", "type", "data": {"object": {"id", "object": "payment_intent" | "refund", "status", …}}}.
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../../../db/schema.js';
import { limited } from '../../../http/route-limits.js';
import { headerValue, verifySignedCall } from '../../../http/signed-call.js';
import { settleAttempt } from '../order-settle.js';
import { outcomeOf, type StripeObject } from './stripe-provider.js';
import '../order.tables.js';

const WEBHOOK_PER_MINUTE = 1200;

const webhookEvent = z.object({
  id: z.string().trim().min(1).max(255),
  type: z.string().max(100),
  data: z.object({
    object: z
      .object({ id: z.string().min(1).max(255), object: z.string().max(40), status: z.string().max(40) })
      .passthrough(),
  }),
});

export interface PaymentWebhookOptions {
  db: Kysely<Database>;
  secret: string;
  now: () => Date;
}

/** The timestamp and signature of either header form. */
function signatureOf(headers: Record<string, string | string[] | undefined>) {
  const stripe = headerValue(headers['stripe-signature']);
  if (stripe !== '') {
    const parts = new Map(
      stripe.split(',').map((part) => {
        const [key = '', value = ''] = part.split('=', 2);
        return [key.trim(), value.trim()] as const;
      }),
    );
    return { timestamp: parts.get('t') ?? '', signature: parts.get('v1') ?? '' };
  }
  return { timestamp: headerValue(headers['x-timestamp']), signature: headerValue(headers['x-signature']) };
}

async function settleFromEvent(
  db: Kysely<Database>,
  object: StripeObject & { id: string; object: string },
  context: { now: Date; ip: string },
): Promise<boolean> {
  const settle = { actor: { userId: null, username: 'payment provider', ip: context.ip }, now: context.now };
  const outcome = outcomeOf(object);
  if (object.object === 'payment_intent') {
    const row = await db
      .selectFrom('payments')
      .selectAll()
      .where('provider_ref', '=', object.id)
      .executeTakeFirst();
    if (row) await settleAttempt(db, { kind: 'charge', row }, outcome, settle);
    return row !== undefined;
  }
  if (object.object === 'refund') {
    const row = await db
      .selectFrom('refunds')
      .selectAll()
      .where('provider_ref', '=', object.id)
      .executeTakeFirst();
    if (row) await settleAttempt(db, { kind: 'refund', row }, outcome, settle);
    return row !== undefined;
  }
  return false;
}

export async function paymentWebhookRoute(
  app: FastifyInstance,
  options: PaymentWebhookOptions,
): Promise<void> {
  const { db, secret, now } = options;
  // The signature covers the exact bytes sent, so the body is kept as text.
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) =>
    done(null, body),
  );
  app.post('/api/payments/webhook', limited(WEBHOOK_PER_MINUTE), async (request, reply) => {
    const body = typeof request.body === 'string' ? request.body : '';
    const at = now();
    if (!verifySignedCall(secret, { ...signatureOf(request.headers), body }, at)) {
      return reply
        .code(401)
        .send({ ok: false, code: 'UNAUTHORIZED', msg: 'The call is not signed by the payment provider.' });
    }
    let json: unknown;
    try {
      json = JSON.parse(body);
    } catch {
      json = undefined;
    }
    const parsed = webhookEvent.safeParse(json);
    if (!parsed.success) {
      return reply.code(400).send({ ok: false, code: 'INVALID_PARAMS', msg: 'Expected a provider event.' });
    }
    const event = parsed.data;
    const taken = await db
      .insertInto('payment_webhook_events')
      .values({ id: event.id, type: event.type, received_at: at.toISOString() })
      .onConflict((oc) => oc.column('id').doNothing())
      .executeTakeFirst();
    if (Number(taken.numInsertedOrUpdatedRows ?? 0) === 0) {
      return reply
        .code(409)
        .send({ ok: false, code: 'CONFLICT', msg: `Event ${event.id} was already taken.` });
    }
    try {
      const matched = await settleFromEvent(
        db,
        event.data.object as StripeObject & typeof event.data.object,
        {
          now: at,
          ip: request.ip,
        },
      );
      return reply.send({ ok: true, matched });
    } catch (error) {
      // Not taken after all: the provider's next delivery of this event must not look like a replay.
      await db.deleteFrom('payment_webhook_events').where('id', '=', event.id).execute();
      throw error;
    }
  });
}
