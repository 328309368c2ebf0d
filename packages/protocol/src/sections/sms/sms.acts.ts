// Recipient messages: the outbox with every message's delivery status, retrying failed ones, and the templates the
// SMS / Notification Template pages edit. Messages are read in one's building scope (the parcel roles); templates
// belong to system admins, like the SMS menu group.
import { z } from 'zod';
import { listResult, optionalBuildingUid, pageParams, positiveInt, timestamp } from '../../schemas.js';
import { defineAct } from '../../acts/define-act.js';
import { messageItem, PARCEL_ROLES } from '../parcels/parcels.acts.js';

export const messageListAct = defineAct({
  code: 51020,
  name: 'recipient messages',
  summary:
    "Messages to recipients in the caller's scope, newest first: the development outbox and delivery status.",
  params: z.object({
    buid: optionalBuildingUid.describe('building uid'),
    parcel: positiveInt.optional().describe('one parcel'),
    status: z.enum(['queued', 'sending', 'sent', 'failed']).optional(),
    channel: z.enum(['sms', 'email']).optional(),
    ...pageParams({ maxCount: 200, defaultCount: 50, maxOffset: 10_000 }),
  }),
  result: listResult(messageItem),
  access: PARCEL_ROLES,
  scope: { buid: 'building', parcel: 'parcel' },
});

export const retryMessageAct = defineAct({
  code: 51021,
  name: 'retry message',
  summary: 'Sends a failed message again (it goes back in the queue with its tries reset).',
  params: z.object({ id: positiveInt }),
  result: messageItem,
  access: PARCEL_ROLES,
  scope: { id: 'message' },
});

export const notificationTemplate = z.object({
  event: z
    .enum([
      'deposited',
      'reminder',
      'overdue',
      'code-resent',
      'collected',
      'locker-offline',
      'locker-fault',
      'parcels-overdue',
    ])
    .describe(
      "recipient events, and the managers' alerts (locker-offline, locker-fault, parcels-overdue; email)",
    ),
  language: z.enum(['en', 'fr', 'de', 'pt']),
  channel: z.enum(['sms', 'email']),
  subject: z.string().max(200).describe('email only'),
  body: z
    .string()
    .min(1)
    .max(2000)
    .describe(
      'placeholders: {recipient} {parcelId} {code} {carrier} {building} {locker} {compartment} {due}; the alerts also {detail} {count}',
    ),
});

/** A stored template; events, languages and channels beyond today's may be added by later migrations. */
export const storedTemplate = z.object({
  event: z.string(),
  language: z.string(),
  channel: z.string(),
  subject: z.string(),
  body: z.string(),
  update_time: timestamp,
});

export const templateListAct = defineAct({
  code: 51022,
  name: 'notification templates',
  summary: 'The recipient message templates, per event, language and channel.',
  params: z.object({}),
  result: z.array(storedTemplate),
  access: ['10'],
});

export const templateUpdateAct = defineAct({
  code: 51023,
  name: 'update notification template',
  summary: 'Replaces one template; a placeholder it does not know is refused.',
  params: notificationTemplate,
  result: storedTemplate,
  access: ['10'],
});

export const NOTIFICATION_ACTS = [
  messageListAct,
  retryMessageAct,
  templateListAct,
  templateUpdateAct,
] as const;
