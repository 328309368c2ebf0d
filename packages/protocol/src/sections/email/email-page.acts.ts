// The Email page (`email`, system admins): the email outbox and sent log with search, opening a message as sent and
// resending it; composing a message to the members of chosen buildings or units, sent in batches with progress and
// cancellable; the SMTP settings, whose password is written but never read back, and a test of the connection.
import { z } from 'zod';
import { listResult, pageParams, positiveInt, timestamp } from '../../schemas.js';
import { defineAct } from '../../acts/define-act.js';
import { messageItem } from '../parcels/parcels.acts.js';

const ADMINS = ['10'] as const;
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'expected yyyy-mm-dd');

export const EMAIL_STATUSES = ['queued', 'sending', 'sent', 'failed'] as const;

export const emailListAct = defineAct({
  code: 63010,
  name: 'email outbox',
  summary: 'Emails queued and sent, newest first: search in recipient and subject, by status and period.',
  params: z.object({
    q: z.string().trim().max(120).optional().describe('part of the recipient or the subject'),
    status: z.enum(EMAIL_STATUSES).optional(),
    from: day.optional().describe('first UTC day the email was queued'),
    to: day.optional().describe('last UTC day, included'),
    campaign: positiveInt.optional().describe('the emails of one composed message'),
    ...pageParams({ maxCount: 200, defaultCount: 25, maxOffset: 10_000 }),
  }),
  result: listResult(messageItem),
  access: [...ADMINS],
});

export const emailResendAct = defineAct({
  code: 63011,
  name: 'resend email',
  summary:
    'Queues a copy of a sent or failed email to the same recipient (not one that carried a pickup code).',
  params: z.object({ id: positiveInt }),
  result: messageItem,
  access: [...ADMINS],
});

const audience = {
  buildings: z.array(positiveInt).min(1).max(100).describe('building uids'),
  units: z
    .array(z.string().trim().min(1).max(20))
    .max(200)
    .default([])
    .describe('only these units of the buildings; empty for every unit'),
};

export const emailAudienceAct = defineAct({
  code: 63012,
  name: 'email audience',
  summary: 'How many members of the buildings (or units) have an email, per building: the recipient count.',
  params: z.object(audience),
  result: z.object({
    recipients: z.number().int(),
    buildings: z.array(z.object({ buid: z.number().int(), recipients: z.number().int() })),
  }),
  access: [...ADMINS],
});

export const CAMPAIGN_STATUSES = ['sending', 'done', 'cancelled'] as const;

export const emailCampaignItem = z.object({
  id: z.number().int(),
  subject: z.string(),
  body: z.string(),
  buildings: z.array(z.number().int()),
  units: z.array(z.string()),
  status: z.enum(CAMPAIGN_STATUSES),
  total: z.number().int(),
  sent: z.number().int(),
  failed: z.number().int(),
  cancelled: z.number().int(),
  batch_size: z.number().int(),
  created_by: z.string(),
  created_at: timestamp,
});
export type EmailCampaignItem = z.infer<typeof emailCampaignItem>;

export const emailComposeAct = defineAct({
  code: 63013,
  name: 'send email to members',
  summary:
    'Queues an email to every member of the buildings (or units) who has an address, in batches a minute apart; ' +
    'the answer is the campaign with its progress.',
  params: z.object({
    ...audience,
    subject: z.string().trim().min(1).max(200),
    body: z.string().trim().min(1).max(10_000),
  }),
  result: emailCampaignItem,
  access: [...ADMINS],
});

export const emailCampaignsAct = defineAct({
  code: 63014,
  name: 'email campaigns',
  summary:
    'The composed messages, newest first, with how many of their emails are sent, failed or cancelled.',
  params: z.object({ ...pageParams({ maxCount: 50, defaultCount: 10, maxOffset: 10_000 }) }),
  result: listResult(emailCampaignItem),
  access: [...ADMINS],
});

export const emailCampaignCancelAct = defineAct({
  code: 63015,
  name: 'cancel email campaign',
  summary: 'Stops a composed message: its emails not yet sent are withdrawn.',
  params: z.object({ id: positiveInt }),
  result: emailCampaignItem,
  access: [...ADMINS],
});

export const smtpSettingsItem = z.object({
  host: z.string(),
  port: z.number().int(),
  secure: z.boolean(),
  username: z.string(),
  from: z.string(),
  /** Whether a password is stored; the password itself is never answered. */
  password_set: z.boolean(),
  source: z
    .enum(['portal', 'environment', 'outbox'])
    .describe('where email goes: these settings, SMTP_URL, or the development outbox'),
  updated_at: timestamp.nullable(),
});
export type SmtpSettingsItem = z.infer<typeof smtpSettingsItem>;

export const smtpSettingsAct = defineAct({
  code: 63016,
  name: 'smtp settings',
  summary: 'The SMTP server email goes through; the password is never answered, only whether one is set.',
  params: z.object({}),
  result: smtpSettingsItem,
  access: [...ADMINS],
});

const hostName = z
  .string()
  .trim()
  .min(1)
  .max(253)
  .regex(/^[A-Za-z0-9.-]+$/, 'a host name such as mail.example.com');

export const smtpSettingsFields = z.object({
  host: hostName,
  port: z.coerce.number().int().min(1).max(65_535),
  secure: z.boolean().describe('TLS from the start (port 465); otherwise STARTTLS when offered'),
  username: z.string().trim().max(200),
  password: z.string().max(200).optional().describe('left out or empty: the stored one is kept'),
  from: z.string().trim().min(3).max(200).describe('the sender, e.g. BlueManager <no-reply@example.com>'),
});

export const smtpSettingsSaveAct = defineAct({
  code: 63017,
  name: 'save smtp settings',
  summary:
    'Stores the SMTP settings email goes through from now on; the password is stored, never answered or logged.',
  params: smtpSettingsFields,
  result: smtpSettingsItem,
  access: [...ADMINS],
});

export const smtpTestAct = defineAct({
  code: 63018,
  name: 'test smtp connection',
  summary:
    'Connects to the SMTP server and signs in (nothing is sent) with the given settings, or the stored ones; a ' +
    'password left out is the stored one.',
  params: smtpSettingsFields.partial({ host: true, port: true, secure: true, username: true, from: true }),
  result: z.object({ ok: z.boolean(), message: z.string() }),
  access: [...ADMINS],
});
