// Creating, changing and removing webhooks, a test send and a manual retry: each write in one transaction with its
// operation-log entry (the URL and events before and after; never the secret).
import { randomUUID } from 'node:crypto';
import { MAIN_COMPANY, WEBHOOK_TEST_EVENT, type WebhookEvent } from '@bluemanager/protocol';
import type { SignedInContext } from '../../act-channel/act-handler.js';
import { ActError } from '../../domain/act-error.js';
import { logOperation } from '../../domain/oplog/operation-log.js';
import { sendNow } from './webhook-dispatcher.js';
import { deliveryBody } from './webhook-queue.js';
import { sealSecret } from '../../domain/secrets/sealed-text.js';
import { newWebhookSecret } from './webhook-secret.js';
import { webhookSettingsOf } from './webhook-settings.js';
import { checkWebhookUrl } from './webhook-url.js';
import { deliveryItem, webhookById } from './webhook-views.js';

interface WebhookFields {
  url: string;
  events: WebhookEvent[];
  building: number | null;
  active: boolean;
}

const logged = (fields: WebhookFields) => ({
  url: fields.url,
  events: fields.events.join(', '),
  building: fields.building,
  active: fields.active,
});

export async function createWebhook(context: SignedInContext, fields: WebhookFields) {
  const settings = webhookSettingsOf(context.db);
  checkWebhookUrl(fields.url, settings.allowLoopback);
  const key = settings.secretKey;
  if (!key) {
    throw new ActError('CONFLICT', 'Webhooks need WEBHOOK_SECRET_KEY on the server to keep their secrets.');
  }
  const secret = newWebhookSecret();
  const at = context.now.toISOString();
  const id = await context.db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('webhooks')
      .values({
        partner: context.session.bPartner ? context.session.partner : MAIN_COMPANY,
        url: fields.url,
        events: JSON.stringify([...new Set(fields.events)]),
        building_id: fields.building,
        active: fields.active ? 1 : 0,
        secret_cipher: sealSecret(key, secret),
        created_by: context.session.username,
        created_at: at,
        updated_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await logOperation(trx, {
      operation: 'webhook-created',
      target: fields.url,
      actor: context.actor,
      now: context.now,
      buildingId: fields.building ?? undefined,
      changes: { before: {}, after: logged(fields) },
    });
    return row.id;
  });
  return { webhook: await webhookById(context.db, id), secret };
}

export async function updateWebhook(context: SignedInContext, params: WebhookFields & { id: number }) {
  checkWebhookUrl(params.url, webhookSettingsOf(context.db).allowLoopback);
  await context.db.transaction().execute(async (trx) => {
    const before = await trx
      .selectFrom('webhooks')
      .selectAll()
      .where('id', '=', params.id)
      .executeTakeFirstOrThrow();
    await trx
      .updateTable('webhooks')
      .set({
        url: params.url,
        events: JSON.stringify([...new Set(params.events)]),
        building_id: params.building,
        active: params.active ? 1 : 0,
        updated_at: context.now.toISOString(),
      })
      .where('id', '=', params.id)
      .execute();
    await logOperation(trx, {
      operation: 'webhook-changed',
      target: params.url,
      actor: context.actor,
      now: context.now,
      buildingId: params.building ?? undefined,
      changes: {
        before: logged({
          url: before.url,
          events: JSON.parse(before.events) as WebhookEvent[],
          building: before.building_id,
          active: before.active === 1,
        }),
        after: logged(params),
      },
    });
  });
  return webhookById(context.db, params.id);
}

export async function deleteWebhook(context: SignedInContext, id: number) {
  await context.db.transaction().execute(async (trx) => {
    const before = await trx
      .selectFrom('webhooks')
      .select('url')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    await trx.deleteFrom('webhook_deliveries').where('webhook_id', '=', id).execute();
    await trx.deleteFrom('webhooks').where('id', '=', id).execute();
    await logOperation(trx, {
      operation: 'webhook-deleted',
      target: before.url,
      actor: context.actor,
      now: context.now,
    });
  });
  return { deleted: true as const };
}

export async function sendTestWebhook(context: SignedInContext, id: number) {
  const at = context.now.toISOString();
  const key = `${WEBHOOK_TEST_EVENT}:${randomUUID()}`;
  const deliveryId = await context.db.transaction().execute(async (trx) => {
    const webhook = await trx
      .selectFrom('webhooks')
      .select('url')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    const row = await trx
      .insertInto('webhook_deliveries')
      .values({
        webhook_id: id,
        event: WEBHOOK_TEST_EVENT,
        event_key: key,
        payload: deliveryBody({
          event: WEBHOOK_TEST_EVENT,
          key,
          at,
          data: { message: 'A test from BlueManager.' },
        }),
        state: 'pending',
        attempts: 0,
        next_attempt_at: at,
        last_attempt_at: null,
        status_code: null,
        error: null,
        created_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await logOperation(trx, {
      operation: 'webhook-tested',
      target: webhook.url,
      actor: context.actor,
      now: context.now,
    });
    return row.id;
  });
  return deliveryItem(await sendNow(context.db, deliveryId, () => context.now));
}

export async function retryDelivery(context: SignedInContext, id: number) {
  await context.db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('webhook_deliveries')
      .innerJoin('webhooks', 'webhooks.id', 'webhook_deliveries.webhook_id')
      .select(['webhook_deliveries.state', 'webhooks.url'])
      .where('webhook_deliveries.id', '=', id)
      .executeTakeFirstOrThrow();
    if (row.state === 'delivered') throw new ActError('CONFLICT', 'This delivery already arrived.');
    await trx
      .updateTable('webhook_deliveries')
      .set({ state: 'pending', next_attempt_at: context.now.toISOString() })
      .where('id', '=', id)
      .execute();
    await logOperation(trx, {
      operation: 'webhook-retried',
      target: row.url,
      actor: context.actor,
      now: context.now,
    });
  });
  return deliveryItem(await sendNow(context.db, id, () => context.now));
}
