// The members section (spec §2 `members`): the residents who receive parcels, their parcels and history, and the
// writes that keep the list true: create, edit, move out, suspend and reactivate, merge duplicates.
import { z } from 'zod';
import { listResult, optionalBuildingUid, pageParams, positiveInt, timestamp } from '../../schemas.js';
import { defineAct } from '../../acts/define-act.js';
import { memberImportApplyAct, memberImportPreviewAct } from './member-import.acts.js';
import {
  MEMBER_CHANNELS,
  MEMBER_LANGUAGES,
  MEMBER_ROLES,
  MEMBER_STATUSES,
  MAX_MEMBER_PHONES,
  memberEmail,
  memberFields,
  memberName,
  memberNotes,
  memberPhone,
  memberUnit,
  refineContact,
} from './member-fields.js';

export const memberItem = z.object({
  id: z.number().int(),
  buid: z.number().int(),
  bname: z.string(),
  unit: z.string(),
  name: z.string(),
  phones: z.array(z.string()).describe('E.164'),
  email: z.string(),
  language: z.string(),
  channel: z.string(),
  status: z.string().describe(MEMBER_STATUSES.join(', ')),
  notes: z.string(),
  created_at: timestamp,
  updated_at: timestamp,
  moved_out_at: timestamp.nullable(),
});
export type MemberItem = z.infer<typeof memberItem>;

export const MEMBER_SORTS = ['name', 'unit', 'building', 'status', 'updated'] as const;

export const memberListAct = defineAct({
  code: 53001,
  name: 'members',
  summary:
    "The residents in the caller's buildings, searched by name, phone (digits, any format), email or unit, filtered and paged.",
  params: z.object({
    buid: optionalBuildingUid.describe('building uid; empty for every building in scope'),
    q: z.string().trim().max(64).optional().describe('name, phone digits, email or unit'),
    status: z
      .enum([...MEMBER_STATUSES, 'current'])
      .optional()
      .describe("'current' is every status but moved-out; absent lists all"),
    sort: z.enum(MEMBER_SORTS).default('name'),
    dir: z.enum(['asc', 'desc']).default('asc'),
    ...pageParams({ maxCount: 1000, defaultCount: 50 }),
  }),
  result: listResult(memberItem),
  access: MEMBER_ROLES,
  scope: { buid: 'building' },
});

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
  code: 53002,
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
  code: 53003,
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
  code: 53004,
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
  code: 53005,
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
  code: 53006,
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

export const MEMBERS_ACTS = [
  memberListAct,
  memberDetailAct,
  memberCreateAct,
  memberUpdateAct,
  memberStatusAct,
  memberMergeAct,
  memberImportPreviewAct,
  memberImportApplyAct,
] as const;
