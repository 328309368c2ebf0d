// A webhook's new signing secret: the old one may have leaked or its receiver changed hands. The new secret is
// sealed like at creation and shown once; the dispatcher opens the stored secret at each send, so every delivery
// from now on (pending retries too) is signed with the new one and the old one verifies nothing more.
import type { SignedInContext } from '../../act-channel/act-handler.js';
import { ActError } from '../../domain/act-error.js';
import { logOperation } from '../../domain/oplog/operation-log.js';
import { sealSecret } from '../../domain/secrets/sealed-text.js';
import { newWebhookSecret } from './webhook-secret.js';
import { webhookSettingsOf } from './webhook-settings.js';
import { webhookById } from './webhook-views.js';

export async function rotateWebhookSecret(context: SignedInContext, id: number) {
  const key = webhookSettingsOf(context.db).secretKey;
  if (!key) {
    throw new ActError('CONFLICT', 'Webhooks need WEBHOOK_SECRET_KEY on the server to keep their secrets.');
  }
  const secret = newWebhookSecret();
  await context.db.transaction().execute(async (trx) => {
    const webhook = await trx
      .selectFrom('webhooks')
      .select(['url', 'building_id'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    await trx
      .updateTable('webhooks')
      .set({ secret_cipher: sealSecret(key, secret), updated_at: context.now.toISOString() })
      .where('id', '=', id)
      .execute();
    // The log says that it changed and who changed it, never the secret.
    await logOperation(trx, {
      operation: 'webhook-secret-rotated',
      target: webhook.url,
      actor: context.actor,
      now: context.now,
      buildingId: webhook.building_id ?? undefined,
    });
  });
  return { webhook: await webhookById(context.db, id), secret };
}
