// Sending queued deliveries: each POST carries the body signed like the portal's other signed calls (signCall: hex
// HMAC-SHA256 of '<timestamp>.<body>' with the webhook's secret). A 2xx is delivered; anything else (an error
// status, a refused connection, a timeout) is tried again after 30 s, 1, 2, 4, 8 minutes..., up to
// WEBHOOK_MAX_ATTEMPTS, then failed. A delivery is claimed by moving its due time a lease ahead with a
// compare-and-set, so two senders never send it at once and a sender that died leaves it due again after the
// lease. That claim is the whole of the safety: "send test" and "retry now" claim beside the background pass, and
// passes on several instances at once share the due deliveries between them. So the pass takes no job turn
// (jobs/exclusively.ts): within an instance the other jobs take turns, and a slow receiver (a timeout per send, a
// batch of them) would hold up every sweep for as long as it kept the pass waiting.
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { WEBHOOK_HEADERS } from '@bluemanager/protocol';
import type { Database } from '../../db/schema.js';
import { signCall } from '../../http/signed-call.js';
import { runEvery } from '../../jobs/run-every.js';
import { openSecret } from '../../domain/secrets/sealed-text.js';
import { webhookSettingsOf } from './webhook-settings.js';
import type { WebhookDeliveryRow } from './webhook.table.js';

export const WEBHOOK_MAX_ATTEMPTS = 8;
export const WEBHOOK_FIRST_RETRY_MS = 30_000;
const WEBHOOK_TIMEOUT_MS = 10_000;
/** Longer than a send can take, so a claimed delivery is due again only when its sender is gone. */
const CLAIM_LEASE_MS = 60_000;
const BATCH = 20;
const PASS_INTERVAL_MS = 5_000;
const ERROR_MAX = 300;

/** The wait before the try after `attempts` failed ones: 30 s, then doubling. */
export function retryDelayMs(attempts: number): number {
  return WEBHOOK_FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1);
}

interface Outcome {
  statusCode: number | null;
  error: string | null;
}

async function post(url: string, secret: string, event: string, body: string, now: Date): Promise<Outcome> {
  const timestamp = String(Math.floor(now.getTime() / 1000));
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'user-agent': 'BlueManager-Webhooks/1',
        [WEBHOOK_HEADERS.timestamp]: timestamp,
        [WEBHOOK_HEADERS.signature]: signCall(secret, timestamp, body),
        [WEBHOOK_HEADERS.event]: event,
      },
      body,
      redirect: 'manual',
      signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
    });
    await response.body?.cancel();
    return {
      statusCode: response.status,
      error: response.ok ? null : `the receiver answered ${response.status}`,
    };
  } catch (error) {
    const cause =
      error instanceof Error ? ((error.cause as Error | undefined)?.message ?? error.message) : String(error);
    return { statusCode: null, error: cause.slice(0, ERROR_MAX) };
  }
}

/** Claims one due delivery; undefined when another sender has it or it is not due. */
async function claim(db: Kysely<Database>, delivery: WebhookDeliveryRow, now: Date): Promise<boolean> {
  const claimed = await db
    .updateTable('webhook_deliveries')
    .set({ next_attempt_at: new Date(now.getTime() + CLAIM_LEASE_MS).toISOString() })
    .where('id', '=', delivery.id)
    .where('state', '=', 'pending')
    .where('attempts', '=', delivery.attempts)
    .where('next_attempt_at', '=', delivery.next_attempt_at)
    .executeTakeFirst();
  return Number(claimed.numUpdatedRows) === 1;
}

/** Sends one claimed delivery and records what happened. */
async function send(db: Kysely<Database>, delivery: WebhookDeliveryRow, now: () => Date): Promise<void> {
  const webhook = await db
    .selectFrom('webhooks')
    .select(['url', 'secret_cipher'])
    .where('id', '=', delivery.webhook_id)
    .executeTakeFirst();
  const key = webhookSettingsOf(db).secretKey;
  // Without the key (production without WEBHOOK_SECRET_KEY) nothing can be signed: the delivery waits for it.
  if (!webhook || !key) return;
  const secret = openSecret(key, webhook.secret_cipher);
  const outcome = await post(webhook.url, secret, delivery.event, delivery.payload, now());
  const attempts = delivery.attempts + 1;
  const at = now();
  const delivered = outcome.error === null;
  const givenUp = !delivered && attempts >= WEBHOOK_MAX_ATTEMPTS;
  await db
    .updateTable('webhook_deliveries')
    .set({
      state: delivered ? 'delivered' : givenUp ? 'failed' : 'pending',
      attempts,
      last_attempt_at: at.toISOString(),
      status_code: outcome.statusCode,
      error: outcome.error,
      next_attempt_at:
        delivered || givenUp ? null : new Date(at.getTime() + retryDelayMs(attempts)).toISOString(),
    })
    .where('id', '=', delivery.id)
    .execute();
}

async function deliveryById(db: Kysely<Database>, id: number): Promise<WebhookDeliveryRow> {
  return db.selectFrom('webhook_deliveries').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

/** Claims and sends this delivery now (send test, retry now); answers it as it ends. */
export async function sendNow(
  db: Kysely<Database>,
  id: number,
  now: () => Date,
): Promise<WebhookDeliveryRow> {
  const delivery = await deliveryById(db, id);
  if (await claim(db, delivery, now())) await send(db, { ...delivery, next_attempt_at: null }, now);
  return deliveryById(db, id);
}

/**
 * One pass: sends the deliveries that are due, oldest first; answers how many it sent. Each is claimed just before
 * its send, so its lease starts then (a batch of slow sends never outlives the later ones' leases), and one another
 * pass has claimed meanwhile is passed over.
 */
export async function dispatchWebhooks(db: Kysely<Database>, now: () => Date): Promise<number> {
  const due = await db
    .selectFrom('webhook_deliveries')
    .selectAll()
    .where('state', '=', 'pending')
    .where('next_attempt_at', '<=', now().toISOString())
    .orderBy('next_attempt_at')
    .orderBy('id')
    .limit(BATCH)
    .execute();
  let sent = 0;
  for (const delivery of due) {
    if (!(await claim(db, delivery, now()))) continue;
    await send(db, delivery, now);
    sent += 1;
  }
  return sent;
}

/** The background job's pass: no lock and no turn, each delivery claimed on its own just before it is sent. */
export const webhookDispatchPass = (db: Kysely<Database>, now: () => Date): Promise<number> =>
  dispatchWebhooks(db, now);

export function startWebhookDispatcher(options: {
  db: Kysely<Database>;
  now: () => Date;
  log: Pick<FastifyBaseLogger, 'error'>;
}): () => Promise<void> {
  return runEvery(
    PASS_INTERVAL_MS,
    () => webhookDispatchPass(options.db, options.now),
    (error) => options.log.error({ err: error }, 'webhook dispatch failed'),
  );
}
