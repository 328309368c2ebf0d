// Outgoing webhooks (acts 60310–60317, the access block): subscriptions to parcel and locker events, each signed with
// its own secret (shown once at creation or rotation), with a delivery log, retries, a test send and a manual retry. The
// operator's system admin reaches every partner's webhooks; a partner admin only their own partner's.
import { z } from 'zod';
import { defineAct } from '../../acts/define-act.js';
import { listResult, pageParams, positiveInt, timestamp } from '../../schemas.js';
import { WEBHOOK_DELIVERY_STATES, WEBHOOK_EVENTS, WEBHOOK_TEST_EVENT } from './web-service-vocabulary.js';

export const MAX_WEBHOOK_URL = 500;

export const webhookUrl = z
  .string()
  .trim()
  .min(1, 'enter an address')
  .max(MAX_WEBHOOK_URL)
  .pipe(z.url({ protocol: /^https?$/, error: 'expected an https:// address' }));

const webhookFields = z.object({
  url: webhookUrl,
  events: z.array(z.enum(WEBHOOK_EVENTS)).min(1, 'choose at least one event').max(WEBHOOK_EVENTS.length),
  building: positiveInt
    .nullable()
    .default(null)
    .describe('only this building’s events; null for all in reach'),
  active: z.boolean().default(true),
});

export const webhookItem = z.object({
  id: z.number().int(),
  url: z.string(),
  events: z.array(z.enum(WEBHOOK_EVENTS)),
  building: z.number().int().nullable(),
  building_name: z.string().nullable(),
  partner: z.string(),
  active: z.boolean(),
  created_at: timestamp,
  pending: z.number().int().describe('deliveries waiting'),
  failed: z.number().int().describe('deliveries that gave up'),
  last_delivery_at: timestamp.nullable(),
});

export const webhooksAct = defineAct({
  code: 60310,
  name: 'webhooks',
  summary: 'The outgoing webhooks in reach, newest first, with their pending and failed delivery counts.',
  params: z.object({
    id: positiveInt.optional().describe('only this webhook (its delivery log page names it)'),
    ...pageParams({ maxCount: 100, defaultCount: 25 }),
  }),
  result: listResult(webhookItem),
  access: ['10', '-2'],
  scope: { id: 'webhook' },
});

export const createWebhookAct = defineAct({
  code: 60311,
  name: 'create webhook',
  summary:
    'Subscribes a URL (https; http://127.0.0.1 outside production) to events; answers its signing secret, shown ' +
    'this once.',
  params: webhookFields,
  result: z.object({ webhook: webhookItem, secret: z.string().describe('whsec_…, signs every delivery') }),
  access: ['10', '-2'],
  scope: { building: 'building' },
});

export const updateWebhookAct = defineAct({
  code: 60312,
  name: 'update webhook',
  summary: 'Changes a webhook’s URL, events, building or active flag; the secret stays.',
  params: webhookFields.extend({ id: positiveInt }),
  result: webhookItem,
  access: ['10', '-2'],
  scope: { id: 'webhook', building: 'building' },
});

export const deleteWebhookAct = defineAct({
  code: 60313,
  name: 'delete webhook',
  summary: 'Removes a webhook and its delivery log.',
  params: z.object({ id: positiveInt }),
  result: z.object({ deleted: z.literal(true) }),
  access: ['10', '-2'],
  scope: { id: 'webhook' },
});

export const rotateWebhookSecretAct = defineAct({
  code: 60317,
  name: 'rotate webhook secret',
  summary:
    'Gives a webhook a new signing secret, shown this once; deliveries sent from now on are signed with it and the ' +
    'old one stops working at once.',
  params: z.object({ id: positiveInt }),
  result: z.object({
    webhook: webhookItem,
    secret: z.string().describe('whsec_…, signs every delivery from now'),
  }),
  access: ['10', '-2'],
  scope: { id: 'webhook' },
});

export const webhookDeliveryItem = z.object({
  id: z.number().int(),
  event: z.union([z.enum(WEBHOOK_EVENTS), z.literal(WEBHOOK_TEST_EVENT)]),
  state: z.enum(WEBHOOK_DELIVERY_STATES),
  attempts: z.number().int(),
  status_code: z.number().int().nullable().describe('the receiver’s last HTTP status'),
  error: z.string().nullable().describe('why the last try failed, when it did'),
  created_at: timestamp,
  last_attempt_at: timestamp.nullable(),
  next_attempt_at: timestamp.nullable().describe('when the next try is due, while pending'),
});

export const webhookDeliveriesAct = defineAct({
  code: 60314,
  name: 'webhook deliveries',
  summary: 'A webhook’s delivery log, newest first.',
  params: z.object({ id: positiveInt, ...pageParams({ maxCount: 100, defaultCount: 20 }) }),
  result: listResult(webhookDeliveryItem),
  access: ['10', '-2'],
  scope: { id: 'webhook' },
});

export const testWebhookAct = defineAct({
  code: 60315,
  name: 'send test webhook',
  summary:
    'Sends a signed test event at once and answers its delivery (retried like any other when it fails).',
  params: z.object({ id: positiveInt }),
  result: webhookDeliveryItem,
  access: ['10', '-2'],
  scope: { id: 'webhook' },
});

export const retryWebhookDeliveryAct = defineAct({
  code: 60316,
  name: 'retry webhook delivery',
  summary: 'Tries a pending or failed delivery again now and answers it.',
  params: z.object({ delivery: positiveInt }),
  result: webhookDeliveryItem,
  access: ['10', '-2'],
  scope: { delivery: 'webhook-delivery' },
});

export const WEBHOOK_ACTS = [
  webhooksAct,
  createWebhookAct,
  updateWebhookAct,
  deleteWebhookAct,
  webhookDeliveriesAct,
  testWebhookAct,
  retryWebhookDeliveryAct,
  rotateWebhookSecretAct,
] as const;
