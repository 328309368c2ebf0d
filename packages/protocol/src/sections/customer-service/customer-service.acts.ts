// Support tickets (spec §2 `customer-service`, act block 61000–61099): the queue act 50072 summarises, worked as a
// ticket system. A ticket comes from a member, a building's staff or a locker's help button (the device call `help`);
// it has a state, a priority with its target time, an assignee, links to the member, locker and parcel concerned, and
// a thread of replies and internal notes. System admins (main menu) and the parcel admin (bike menu) work it; a
// partner's admin sees the tickets of the partner's buildings.
import { z } from 'zod';
import { defineAct } from '../../acts/define-act.js';
import { listResult, optionalBuildingUid, pageParams, positiveInt, timestamp } from '../../schemas.js';
import {
  HELP_REASONS,
  SUPPORT_ROLES,
  TICKET_PRIORITIES,
  TICKET_SOURCES,
  TICKET_STATES,
} from './support.vocabulary.js';

const text = (max: number) => z.string().trim().max(max);

export const ticketItem = z.object({
  id: z.number().int(),
  subject: z.string().describe("the requester's subject; empty for a locker's help button (see reason)"),
  reason: z.enum(HELP_REASONS).nullable().describe("what was picked on the locker's help screen"),
  state: z.enum(TICKET_STATES),
  priority: z.enum(TICKET_PRIORITIES),
  source: z.enum(TICKET_SOURCES),
  buid: z.number().int().nullable(),
  bname: z.string(),
  name: z.string().describe('the requester'),
  phone: z.string(),
  email: z.string(),
  assignee_id: z.number().int().nullable(),
  assignee: z.string().describe("the assignee's username; empty when nobody"),
  member_id: z.number().int().nullable(),
  member: z.string().describe("the linked member's name; empty when none"),
  muuid: z.string().nullable().describe('the linked locker'),
  machine: z.string().describe("the linked locker's name; empty when none"),
  compartment: z.string(),
  parcel_id: z.number().int().nullable(),
  created_at: timestamp,
  updated_at: timestamp,
  resolved_at: timestamp.nullable(),
  due_at: timestamp.describe('arrival plus the target hours of its priority'),
  overdue: z.boolean().describe('unresolved, not waiting on the requester, and past its target'),
  replies: z.number().int().describe('entries in its thread after the request'),
});
export type TicketItem = z.infer<typeof ticketItem>;

export const TICKET_ENTRY_KINDS = ['reply', 'note', 'requester', 'device'] as const;
export type TicketEntryKind = (typeof TICKET_ENTRY_KINDS)[number];

export const ticketEntry = z.object({
  id: z.number().int(),
  kind: z
    .enum(TICKET_ENTRY_KINDS)
    .describe(
      'reply: staff to the requester; note: internal; requester: their answer; device: the locker again',
    ),
  author: z.string(),
  body: z.string(),
  at: timestamp,
});
export type TicketEntry = z.infer<typeof ticketEntry>;

export const ticketAssignee = z.object({ id: z.number().int(), username: z.string() });

export const ticketListAct = defineAct({
  code: 61001,
  name: 'support tickets',
  summary:
    "The support queue, newest first: q finds a subject, requester or body; state ('active' for every unresolved one), priority, source, assignee ('me' or 'none'), building and overdue filter it.",
  params: z.object({
    q: text(64).optional(),
    state: z.enum([...TICKET_STATES, 'active']).optional(),
    priority: z.enum(TICKET_PRIORITIES).optional(),
    source: z.enum(TICKET_SOURCES).optional(),
    assignee: z.enum(['me', 'none']).optional(),
    buid: optionalBuildingUid,
    overdue: z.boolean().optional(),
    ...pageParams({ maxCount: 200, defaultCount: 25, maxOffset: 100_000 }),
  }),
  result: listResult(ticketItem).extend({
    open: z.number().int().describe('unresolved tickets in reach, whatever the filters'),
    overdue: z.number().int().describe('overdue tickets in reach, whatever the filters'),
  }),
  access: SUPPORT_ROLES,
  scope: { buid: 'building' },
});

export const ticketDetailAct = defineAct({
  code: 61002,
  name: 'support ticket',
  summary:
    'One ticket with its thread (replies, internal notes, the requester’s and the locker’s follow-ups), oldest first.',
  params: z.object({ id: positiveInt }),
  result: z.object({ ticket: ticketItem, body: z.string(), thread: z.array(ticketEntry) }),
  access: SUPPORT_ROLES,
  scope: { id: 'ticket' },
});

export const ticketUpdateAct = defineAct({
  code: 61003,
  name: 'update support ticket',
  summary:
    'Changes a ticket’s state, priority or assignee (null: nobody). The assignee must be a staff account that works the queue. Resolving stamps the time; reopening clears it.',
  params: z.object({
    id: positiveInt,
    state: z.enum(TICKET_STATES).optional(),
    priority: z.enum(TICKET_PRIORITIES).optional(),
    assignee_id: positiveInt.nullable().optional(),
  }),
  result: ticketItem,
  access: SUPPORT_ROLES,
  scope: { id: 'ticket' },
});

export const ticketReplyAct = defineAct({
  code: 61004,
  name: 'reply to support ticket',
  summary:
    'Adds a reply to the requester or, with internal, a note only staff read. A reply to a new or open ticket sets it waiting on the requester; a note moves a new ticket to open; a reply to a resolved ticket reopens it.',
  params: z.object({
    id: positiveInt,
    body: z.string().trim().min(1, 'write something').max(4000),
    internal: z.boolean().default(false),
  }),
  result: z.object({ ticket: ticketItem, entry: ticketEntry }),
  access: SUPPORT_ROLES,
  scope: { id: 'ticket' },
});

export const ticketCreateAct = defineAct({
  code: 61005,
  name: 'open support ticket',
  summary:
    'Opens a ticket on someone’s behalf (a call, an email): from a member (member links them and fills their contact) or a building’s staff, about a building, optionally linking a locker and a parcel of it.',
  params: z.object({
    source: z.enum(['member', 'building']),
    buid: positiveInt,
    subject: z.string().trim().min(1, 'enter a subject').max(120),
    body: z.string().trim().min(1, 'describe the request').max(4000),
    name: text(120).default(''),
    phone: text(32).default(''),
    email: text(200).default(''),
    priority: z.enum(TICKET_PRIORITIES).default('normal'),
    member_id: positiveInt.optional(),
    muuid: z.string().trim().min(1).max(64).optional(),
    parcel_id: positiveInt.optional(),
  }),
  result: ticketItem,
  access: SUPPORT_ROLES,
  scope: { buid: 'building', member_id: 'member', muuid: 'machine', parcel_id: 'parcel' },
});

export const ticketAssigneesAct = defineAct({
  code: 61006,
  name: 'support assignees',
  summary: 'The staff accounts a ticket may be assigned to: those who work the queue.',
  params: z.object({}),
  result: z.object({ items: z.array(ticketAssignee) }),
  access: SUPPORT_ROLES,
});

export const SUPPORT_ACTS = [
  ticketListAct,
  ticketDetailAct,
  ticketUpdateAct,
  ticketReplyAct,
  ticketCreateAct,
  ticketAssigneesAct,
] as const;
