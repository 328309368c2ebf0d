// The members list and the member item every act answers with. Apart from the writes' schemas (and their phone
// parser) so the shell's navbar search can call the list without loading them.
import { z } from 'zod';
import { listResult, optionalBuildingUid, pageParams, positiveInt, timestamp } from '../../schemas.js';
import { defineAct } from '../../acts/define-act.js';
import { MEMBER_ROLES, MEMBER_STATUSES } from './member-vocabulary.js';

export const memberItem = z.object({
  id: z.number().int(),
  buid: z.number().int(),
  bname: z.string(),
  tz: z.string().describe("the building's time zone, in which the member's times are shown"),
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
  hold_from: z
    .string()
    .nullable()
    .describe("first day of a hold (vacation), yyyy-mm-dd in the building's zone"),
  hold_until: z.string().nullable().describe('last day of the hold'),
});
export type MemberItem = z.infer<typeof memberItem>;

export const MEMBER_SORTS = ['name', 'unit', 'building', 'status', 'updated'] as const;

export const memberListAct = defineAct({
  code: 55001,
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

export const parcelMemberAct = defineAct({
  code: 55010,
  name: 'parcel member',
  summary:
    "The member a parcel belongs to: the one a merge linked, else a member of its building with the parcel's phone or email (a current one before one who moved out); null when none.",
  params: z.object({ parcel: positiveInt }),
  result: z.object({ member: memberItem.nullable() }),
  access: MEMBER_ROLES,
  scope: { parcel: 'parcel' },
});
