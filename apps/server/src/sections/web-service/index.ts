import {
  createWebhookAct,
  deleteWebhookAct,
  retryWebhookDeliveryAct,
  rotateWebhookSecretAct,
  saveServiceUrlAct,
  testWebhookAct,
  updateWebhookAct,
  webServiceSection,
  webhookDeliveriesAct,
  webhooksAct,
} from '@bluemanager/protocol';
import { implement } from '../../act-channel/act-handler.js';
import { defineServerSection } from '../define-server-section.js';
import { webhookTablesMigration } from './migrations/webhook-tables.js';
import { saveServiceUrl } from './service-urls.js';
import { rotateWebhookSecret } from './webhook-rotate.js';
import { seedWebhooks } from './webhook-seed.js';
import { listDeliveries, listWebhooks } from './webhook-views.js';
import {
  createWebhook,
  deleteWebhook,
  retryDelivery,
  sendTestWebhook,
  updateWebhook,
} from './webhook-writes.js';

export const serverSection = defineServerSection({
  declaration: webServiceSection,
  handlers: [
    implement(saveServiceUrlAct, (params, context) => saveServiceUrl(context.db, params, context)),
    implement(webhooksAct, (params, context) => listWebhooks(context.db, context.session, params)),
    implement(createWebhookAct, (params, context) => createWebhook(context, params)),
    implement(updateWebhookAct, (params, context) => updateWebhook(context, params)),
    implement(deleteWebhookAct, ({ id }, context) => deleteWebhook(context, id)),
    implement(webhookDeliveriesAct, (params, context) => listDeliveries(context.db, params)),
    implement(testWebhookAct, ({ id }, context) => sendTestWebhook(context, id)),
    implement(rotateWebhookSecretAct, ({ id }, context) => rotateWebhookSecret(context, id)),
    implement(retryWebhookDeliveryAct, ({ delivery }, context) => retryDelivery(context, delivery)),
  ],
  migrations: { '2026-11-26-web-service-webhooks': webhookTablesMigration },
  seed: seedWebhooks,
});
