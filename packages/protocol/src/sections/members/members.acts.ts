// The members section (spec §2 `members`): the residents who receive parcels, their parcels and history, and the
// writes that keep the list true: create, edit, move out, suspend and reactivate, merge duplicates.
import { z } from 'zod';
import { positiveInt, timestamp } from '../../schemas.js';
import { defineAct } from '../../acts/define-act.js';
import { memberImportApplyAct, memberImportPreviewAct } from './member-import.acts.js';
import { MAX_MEMBER_PHONES, MEMBER_CHANNELS, MEMBER_LANGUAGES, MEMBER_ROLES } from './member-vocabulary.js';
import { memberItem, memberListAct, parcelMemberAct } from './member-list.acts.js';
import {
  memberEmail,
  memberFields,
  memberName,
  memberNotes,
  memberPhone,
  memberUnit,
  refineContact,
} from './member-fields.js';

export const memberParcel = z.object({
  id: z.number().int(),
  state: z.string(),
  carrier: z.string(),
  mname: z.string(),
  compartment: z.string().nullable(),
  tz: z.string().describe("the building's time zone"),
  create_time: timestamp,
  deposited: timestamp.nullable(),
  collected: timestamp.nullable(),
});

export const memberHistoryEntry = z.object({
  id: z.number().int(),
  at: timestamp,
  username: z.string(),
  operation: z.string(),
  message: z.string(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
});

export const memberDetailAct = defineAct({
  code: 55002,
  name: 'member detail',
  summary:
    'One member with their parcels (in their building, by one of their phones or their email), newest first, and their history from the operation log.',
  params: z.object({ id: positiveInt, parcels: z.coerce.number().int().min(1).max(200).default(50) }),
  result: z.object({
    member: memberItem,
    parcels: z.array(memberParcel),
    parcels_total: z.number().int(),
    history: z.array(memberHistoryEntry),
  }),
  access: MEMBER_ROLES,
  scope: { id: 'member' },
});

export const memberCreateAct = defineAct({
  code: 55003,
  name: 'create member',
  summary:
    'Adds a resident to a building. Phones are stored in E.164 (Canada by default); a phone or email already used by a current member of the building is refused.',
  params: z
    .object({
      buid: positiveInt,
      status: z.enum(['invited', 'active']).default('active'),
      ...memberFields,
    })
    .superRefine(refineContact),
  result: memberItem,
  access: MEMBER_ROLES,
  scope: { buid: 'building' },
});

export const memberUpdateAct = defineAct({
  code: 55004,
  name: 'update member',
  summary: "Edits a member's details; fields left out keep their value. Status has its own act.",
  params: z.object({
    id: positiveInt,
    name: memberName.optional(),
    unit: memberUnit.optional(),
    phones: z.array(memberPhone).max(MAX_MEMBER_PHONES).optional(),
    email: memberEmail.optional(),
    language: z.enum(MEMBER_LANGUAGES).optional(),
    channel: z.enum(MEMBER_CHANNELS).optional(),
    notes: memberNotes.optional(),
  }),
  result: memberItem,
  access: MEMBER_ROLES,
  scope: { id: 'member' },
});

export const memberStatusAct = defineAct({
  code: 55005,
  name: 'set member status',
  summary:
    'Moves a member out (their parcels and history stay), suspends or reactivates them. A moved-out member may come back as active.',
  params: z.object({
    id: positiveInt,
    status: z.enum(['active', 'suspended', 'moved-out']),
    reason: z.string().trim().max(200).default(''),
  }),
  result: memberItem,
  access: MEMBER_ROLES,
  scope: { id: 'member' },
});

export const memberMergeAct = defineAct({
  code: 55006,
  name: 'merge members',
  summary:
    "Merges a duplicate into a member of the same building: the member keeps its fields, gains the duplicate's phones and email (so the duplicate's parcels follow) and its history; the duplicate is removed. The merge is logged on the member.",
  params: z.object({
    id: positiveInt.describe('the member that stays'),
    duplicate: positiveInt.describe('the member merged into it and removed'),
  }),
  result: memberItem,
  access: MEMBER_ROLES,
  scope: { id: 'member', duplicate: 'member' },
});

const holdDay = z.union([z.literal(''), z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'expected yyyy-mm-dd')]);
const DAY_MS = 86_400_000;
/** A hold longer than this is a move, not a vacation. */
export const MAX_HOLD_DAYS = 366;

export const memberHoldAct = defineAct({
  code: 55009,
  name: 'set member hold',
  summary:
    "Puts a member on hold (a vacation) from one day to another, in the building's days: reminders for their parcels pause until the hold ends (the overdue clock keeps the building's rule). Both days empty end the hold.",
  params: z.object({ id: positiveInt, from: holdDay, until: holdDay }).superRefine((hold, context) => {
    if ((hold.from === '') !== (hold.until === '')) {
      context.addIssue({
        code: 'custom',
        path: [hold.from === '' ? 'from' : 'until'],
        message: 'give both days, or neither to end the hold',
      });
      return;
    }
    if (hold.from === '') return;
    const days = (Date.parse(hold.until) - Date.parse(hold.from)) / DAY_MS;
    if (Number.isNaN(days))
      context.addIssue({ code: 'custom', path: ['from'], message: 'not a day of the calendar' });
    else if (days < 0)
      context.addIssue({ code: 'custom', path: ['until'], message: 'the hold ends before it starts' });
    else if (days >= MAX_HOLD_DAYS)
      context.addIssue({
        code: 'custom',
        path: ['until'],
        message: `a hold lasts ${MAX_HOLD_DAYS} days at most`,
      });
  }),
  result: memberItem,
  access: MEMBER_ROLES,
  scope: { id: 'member' },
});

export const MEMBERS_ACTS = [
  memberListAct,
  memberDetailAct,
  memberCreateAct,
  memberUpdateAct,
  memberStatusAct,
  memberMergeAct,
  memberHoldAct,
  parcelMemberAct,
  memberImportPreviewAct,
  memberImportApplyAct,
] as const;
