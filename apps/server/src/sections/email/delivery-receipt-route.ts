// POST /api/sms/receipts: the SMS gateway's delivery receipts, signed like its inbound webhook (signed-call.ts, with
// SMS_INBOUND_SECRET): {"id", "reference": "message-<id>", "status": "delivered" | "failed", "error"?}. A receipt
// that is unsigned, wrongly signed or stale is refused (401), a replayed receipt id too (409), and nothing is
// stored for either. Delivered marks the message reached; failed fails it and releases its email fallback.
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../../db/schema.js';
import { limited } from '../../http/route-limits.js';
import { headerValue, verifySignedCall } from '../../http/signed-call.js';
import { dropFallback, releaseFallback } from './message-fallback.js';
import './notification-tables.js';

/** A gateway reports every message once or twice; far more than the outbox sends in a minute is not a gateway. */
const RECEIPTS_PER_MINUTE = 6000;

const receipt = z.object({
  id: z.string().trim().min(1).max(100),
  reference: z.string().regex(/^message-\d{1,10}$/),
  status: z.enum(['delivered', 'failed']),
  error: z.string().trim().max(300).default(''),
});

export interface DeliveryReceiptRouteOptions {
  db: Kysely<Database>;
  secret: string;
  now: () => Date;
}

class ReceiptRefused extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

export async function deliveryReceiptRoute(
  app: FastifyInstance,
  options: DeliveryReceiptRouteOptions,
): Promise<void> {
  const { db, secret, now } = options;
  // The signature covers the exact bytes sent, so the body is kept as text.
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) =>
    done(null, body),
  );
  app.post('/api/sms/receipts', limited(RECEIPTS_PER_MINUTE), async (request, reply) => {
    const body = typeof request.body === 'string' ? request.body : '';
    const at = now();
    const call = {
      timestamp: headerValue(request.headers['x-timestamp']),
      signature: headerValue(request.headers['x-signature']),
      body,
    };
    if (!verifySignedCall(secret, call, at))
      return reply
        .code(401)
        .send({ ok: false, code: 'UNAUTHORIZED', msg: 'The call is not signed by the gateway.' });
    let json: unknown;
    try {
      json = JSON.parse(body);
    } catch {
      json = undefined;
    }
    const parsed = receipt.safeParse(json);
    if (!parsed.success)
      return reply.code(400).send({
        ok: false,
        code: 'INVALID_PARAMS',
        msg: 'Expected {"id", "reference": "message-<id>", "status": "delivered" or "failed", "error"}.',
      });
    const { id, reference, status, error } = parsed.data;
    const messageId = Number(reference.slice('message-'.length));
    try {
      await db.transaction().execute(async (trx) => {
        const taken = await trx
          .insertInto('delivery_receipts')
          .values({ id, message_id: messageId, outcome: status, received_at: at.toISOString() })
          .onConflict((oc) => oc.column('id').doNothing())
          .executeTakeFirst();
        if (Number(taken.numInsertedOrUpdatedRows ?? 0) === 0)
          throw new ReceiptRefused(409, 'CONFLICT', `Receipt ${id} was already taken.`);
        const message = await trx
          .selectFrom('messages')
          .select(['id', 'status', 'channel'])
          .where('id', '=', messageId)
          .executeTakeFirst();
        if (!message || message.channel !== 'sms')
          throw new ReceiptRefused(404, 'NOT_FOUND', `There is no SMS ${reference}.`);
        if (status === 'delivered') {
          await trx
            .updateTable('messages')
            .set({ delivered_at: at.toISOString() })
            .where('id', '=', messageId)
            .execute();
          await dropFallback(trx, messageId);
          return;
        }
        // Undelivered: the gateway took it but the phone never got it. Failed for good, and the email goes instead.
        await trx
          .updateTable('messages')
          .set({
            status: 'failed',
            last_error: `Not delivered: ${error || 'the gateway gave no reason'}`.slice(0, 500),
          })
          .where('id', '=', messageId)
          .where('status', '=', 'sent')
          .execute();
        await releaseFallback(trx, messageId, at);
      });
    } catch (refusal) {
      if (refusal instanceof ReceiptRefused)
        return reply.code(refusal.status).send({ ok: false, code: refusal.code, msg: refusal.message });
      throw refusal;
    }
    return reply.send({ ok: true });
  });
}
