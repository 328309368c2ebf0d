// The notification service (spec §7 `POST /create`): another service, or the portal itself, queues a message to a
// recipient or a member for an event, with the template's values, and is told what was queued. The same act is
// served on the act channel and on the HTTP route; a repeated idempotency key answers the first call's result.
import { z } from 'zod';
import { positiveInt, timestamp } from '../../schemas.js';
import { defineAct } from '../../acts/define-act.js';
import { e164Phone } from '../../phone.js';
import { PARCEL_ROLES } from '../parcels/parcels.acts.js';
import { RECIPIENT_EVENTS, TEMPLATE_PLACEHOLDERS } from '../sms/templates.js';

export const NOTIFICATION_CHANNEL_CHOICES = ['auto', 'sms', 'email'] as const;

const recipient = z
  .object({
    name: z.string().trim().max(120).default(''),
    phone: z
      .string()
      .trim()
      .max(40)
      .refine((text) => e164Phone(text) !== undefined, 'not a phone number an SMS can be sent to')
      .optional(),
    email: z.string().trim().toLowerCase().email().max(254).optional(),
    language: z.enum(['en', 'fr', 'de', 'pt']).optional(),
  })
  .refine((value) => value.phone !== undefined || value.email !== undefined, {
    message: 'a recipient needs a phone or an email',
  });

export const notificationCreateAct = defineAct({
  code: 63001,
  name: 'create notification',
  summary:
    'Queues a notification to a member or a recipient for an event (the template in their language, filled with ' +
    'data) on the preferred channel, falling back to email when the SMS fails or the number opted out; reminders ' +
    "wait for the end of the building's quiet hours. A repeated idempotency key answers the first call's result " +
    'and sends nothing again. Also served as POST /api/notifications/create.',
  params: z
    .object({
      member: positiveInt.optional().describe('a member: their phone, email, language and channel'),
      recipient: recipient.optional().describe('or a recipient who is no member'),
      buid: positiveInt.optional().describe("the recipient's building (for a member, theirs)"),
      event: z.enum(RECIPIENT_EVENTS),
      data: z
        .partialRecord(z.enum(TEMPLATE_PLACEHOLDERS), z.string().trim().max(200))
        .default({})
        .describe("the template's values; code is kept secret until delivery"),
      channel: z.enum(NOTIFICATION_CHANNEL_CHOICES).default('auto').describe("auto: the member's preference"),
      idempotency_key: z.string().trim().min(1).max(100).optional(),
    })
    .superRefine((value, context) => {
      if ((value.member === undefined) === (value.recipient === undefined))
        context.addIssue({
          code: 'custom',
          path: ['member'],
          message: 'give a member or a recipient, not both',
        });
      if (value.recipient !== undefined && value.buid === undefined)
        context.addIssue({ code: 'custom', path: ['buid'], message: "a recipient's building is needed" });
    }),
  result: z.object({
    request: z.number().int(),
    replayed: z.boolean().describe('true when the idempotency key was seen: nothing new was queued'),
    messages: z.array(
      z.object({
        id: z.number().int(),
        channel: z.string(),
        recipient: z.string(),
        send_after: timestamp.describe("later than now for a reminder in the building's quiet hours"),
      }),
    ),
    fallback: z
      .object({ channel: z.literal('email'), recipient: z.string() })
      .nullable()
      .describe('where the message goes when the SMS fails'),
  }),
  access: PARCEL_ROLES,
  scope: { member: 'member', buid: 'building' },
});
