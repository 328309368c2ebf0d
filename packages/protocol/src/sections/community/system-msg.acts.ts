// Community System Msgs (spec §2 `system-msg`, acts 56020–56029): announcements from the operator to chosen
// buildings (every resident, or a range of units), shown pinned on those boards from their start to their expiry,
// optionally sent to each resident by SMS or email as well.
import { z } from 'zod';
import { buildingUid, listResult, pageParams, plainText, positiveInt, timestamp } from '../../schemas.js';
import { defineAct } from '../../acts/define-act.js';
import { COMMUNITY_LIMITS, SYSTEM_MSG_PUSH, SYSTEM_MSG_ROLES } from './community-vocabulary.js';

export const SYSTEM_MSG_STATES = ['scheduled', 'showing', 'expired', 'withdrawn'] as const;
export type SystemMsgState = (typeof SYSTEM_MSG_STATES)[number];

export const systemMsgItem = z.object({
  id: z.number().int(),
  title: z.string(),
  body: z.string(),
  buildings: z.array(z.object({ buid: z.number().int(), bname: z.string() })),
  unit_from: z.string().describe('empty: every unit'),
  unit_to: z.string(),
  starts_at: timestamp,
  ends_at: timestamp,
  push: z.enum(SYSTEM_MSG_PUSH),
  pushed: z.number().int().describe('messages queued for residents'),
  state: z.enum(SYSTEM_MSG_STATES),
  created_by: z.string(),
  create_time: timestamp,
});
export type SystemMsgItem = z.infer<typeof systemMsgItem>;

const unit = plainText(16).describe('a unit number; empty for no bound');

export const systemMsgFields = z
  .object({
    title: plainText(COMMUNITY_LIMITS.title).pipe(z.string().min(1, 'enter a title')),
    body: plainText(COMMUNITY_LIMITS.body, { multiline: true }).pipe(z.string().min(1, 'write the message')),
    buids: z.array(buildingUid).min(1, 'choose a building').max(200),
    unit_from: unit.default(''),
    unit_to: unit.default(''),
    starts_at: z.iso.datetime({ offset: true }).describe('when it appears on the boards (ISO 8601)'),
    ends_at: z.iso.datetime({ offset: true }).describe('when it leaves them (ISO 8601)'),
    push: z.enum(SYSTEM_MSG_PUSH).default('none'),
  })
  .refine((fields) => Date.parse(fields.ends_at) > Date.parse(fields.starts_at), {
    path: ['ends_at'],
    message: 'the expiry must come after the start',
  })
  .transform((fields) => ({
    ...fields,
    buids: [...new Set(fields.buids)],
    starts_at: new Date(fields.starts_at).toISOString(),
    ends_at: new Date(fields.ends_at).toISOString(),
  }));

export const systemMsgListAct = defineAct({
  code: 56020,
  name: 'community system messages',
  summary: 'The announcements, newest first, with their buildings, schedule and state.',
  params: z.object({
    state: z.enum(SYSTEM_MSG_STATES).optional(),
    ...pageParams({ maxCount: 100, defaultCount: 25, maxOffset: 100_000 }),
  }),
  result: listResult(systemMsgItem),
  access: SYSTEM_MSG_ROLES,
});

export const systemMsgSendAct = defineAct({
  code: 56021,
  name: 'send community system message',
  summary:
    'Publishes an announcement to the chosen buildings (every resident, or the units from unit_from to unit_to) between starts_at and ends_at, pinned on their boards; push also queues an SMS or email to each resident it reaches.',
  params: systemMsgFields,
  result: systemMsgItem,
  access: SYSTEM_MSG_ROLES,
  scope: { buids: 'building' },
});

export const systemMsgWithdrawAct = defineAct({
  code: 56022,
  name: 'withdraw community system message',
  summary: 'Takes an announcement off the boards at once.',
  params: z.object({ id: positiveInt }),
  result: systemMsgItem,
  access: SYSTEM_MSG_ROLES,
});

export const SYSTEM_MSG_ACTS = [systemMsgListAct, systemMsgSendAct, systemMsgWithdrawAct] as const;
