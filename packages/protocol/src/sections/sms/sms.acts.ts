// Recipient messages: the outbox with every message's delivery status, retrying failed ones, and the templates the
// SMS / Notification Template pages edit. Messages are read in one's building scope (the parcel roles); templates
// belong to system admins, like the SMS menu group.
import { z } from 'zod';
import { listResult, optionalBuildingUid, pageParams, positiveInt, timestamp } from '../../schemas.js';
import { defineAct } from '../../acts/define-act.js';
import { e164Phone, looksLikePhone } from '../../phone.js';
import { messageItem, PARCEL_ROLES } from '../parcels/parcels.acts.js';
import { TEMPLATE_EVENTS, TEMPLATE_PLACEHOLDERS, templateProblems } from './templates.js';

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'expected yyyy-mm-dd');

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
    from: day.optional().describe('first UTC day the message was queued'),
    to: day.optional().describe('last UTC day, included'),
    recipient: z.string().trim().max(120).optional().describe('one recipient, exactly as stored'),
    reason: z.string().trim().max(500).optional().describe('failed messages with this error'),
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

const templateKey = {
  event: z
    .enum(TEMPLATE_EVENTS)
    .describe(
      "recipient events, and the managers' alerts (locker-offline, locker-fault, parcels-overdue; email)",
    ),
  language: z.enum(['en', 'fr', 'de', 'pt']),
  channel: z.enum(['sms', 'email']),
};

/** A template as it is saved: known placeholders only, the ones its event needs, alerts by email (templates.ts). */
export const notificationTemplate = z
  .object({
    ...templateKey,
    subject: z.string().max(200).describe('email only'),
    body: z
      .string()
      .min(1)
      .max(2000)
      .describe(`placeholders: ${TEMPLATE_PLACEHOLDERS.map((name) => `{${name}}`).join(' ')}`),
  })
  .superRefine((template, context) => {
    for (const problem of templateProblems(template)) {
      context.addIssue({ code: 'custom', path: [problem.path], message: problem.message });
    }
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
  summary: 'The message templates, per event, language and channel, with how many earlier versions each has.',
  params: z.object({
    channel: templateKey.channel.optional(),
    event: templateKey.event.optional(),
    language: templateKey.language.optional(),
    ...pageParams({ maxCount: 100, defaultCount: 100, maxOffset: 1_000 }),
  }),
  result: listResult(storedTemplate.extend({ versions: z.number().int() })),
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

export const templateVersion = z.object({
  id: z.number().int(),
  subject: z.string(),
  body: z.string(),
  saved_at: timestamp,
  saved_by: z.string().describe('the username of who saved the text this version replaced'),
});

export const templateHistoryAct = defineAct({
  code: 51024,
  name: 'notification template history',
  summary:
    'The earlier texts of one template, newest first; restoring one saves it again as the current text.',
  params: z.object(templateKey),
  result: z.array(templateVersion),
  access: ['10'],
});

const statusCounts = {
  sent: z.number().int(),
  failed: z.number().int(),
  pending: z.number().int().describe('queued or sending'),
};

export const messageStatisticsAct = defineAct({
  code: 51025,
  name: 'message statistics',
  summary:
    'The SMS Dashboard over a period of UTC days: volume per day and channel, delivered / failed / pending, failures by provider and reason, the numbers that fail most, and the estimated SMS cost.',
  params: z
    .object({ from: day.describe('first UTC day'), to: day.describe('last UTC day, included') })
    .refine((params) => params.from <= params.to, {
      message: '`from` must not be after `to`',
      path: ['from'],
    })
    .refine((params) => Date.parse(params.to) - Date.parse(params.from) <= 366 * 86_400_000, {
      message: 'the period may span at most a year',
      path: ['to'],
    }),
  result: z.object({
    from: z.string(),
    to: z.string(),
    total: z.object(statusCounts),
    by_day: z.array(
      z.object({ day: z.string(), sms: z.number().int(), email: z.number().int(), ...statusCounts }),
    ),
    by_provider: z.array(z.object({ provider: z.string(), channel: z.string(), ...statusCounts })),
    by_reason: z.array(z.object({ reason: z.string(), failed: z.number().int() })),
    top_failing: z.array(z.object({ recipient: z.string(), channel: z.string(), failed: z.number().int() })),
    cost: z.object({
      messages: z.number().int().describe('SMS sent in the period'),
      segments: z.number().int(),
      price_per_segment: z.number().describe('from SMS_PRICE_PER_SEGMENT'),
      currency: z.string(),
      estimate: z.number(),
    }),
  }),
  access: ['10'],
});

export const optOutItem = z.object({
  phone: z.string().describe('as the portal stores phones: ten digits for North America, E.164 elsewhere'),
  source: z.string().describe("'reply' (the recipient texted STOP) or 'staff'"),
  note: z.string(),
  created_at: timestamp,
  created_by: z.string().describe("a username, or 'recipient' for a reply"),
});

const phoneNumber = z
  .string()
  .trim()
  .min(7)
  .max(40)
  .refine((text) => looksLikePhone(text) && e164Phone(text) !== undefined, {
    message: 'Not a phone number.',
  });

export const optOutListAct = defineAct({
  code: 51026,
  name: 'sms opt-outs',
  summary: 'The numbers that get no SMS, newest first; q finds a number by its digits, typed any way.',
  params: z.object({
    q: z.string().trim().max(40).optional(),
    ...pageParams({ maxCount: 200, defaultCount: 50, maxOffset: 10_000 }),
  }),
  result: listResult(optOutItem),
  access: ['10'],
});

export const optOutAddAct = defineAct({
  code: 51027,
  name: 'add sms opt-out',
  summary:
    'Stops SMS to a number on its owner’s behalf (a request by phone or at the desk); email still goes.',
  params: z.object({ phone: phoneNumber, note: z.string().trim().max(200).default('') }),
  result: z.object({ phone: z.string(), added: z.boolean().describe('false when it was already opted out') }),
  access: ['10'],
});

export const optOutRemoveAct = defineAct({
  code: 51028,
  name: 'remove sms opt-out',
  summary: 'Lets a number receive SMS again (its owner asked, or texted START).',
  params: z.object({ phone: phoneNumber }),
  result: z.object({ phone: z.string() }),
  access: ['10'],
});

export const NOTIFICATION_ACTS = [
  messageListAct,
  retryMessageAct,
  templateListAct,
  templateUpdateAct,
  templateHistoryAct,
  messageStatisticsAct,
  optOutListAct,
  optOutAddAct,
  optOutRemoveAct,
] as const;
