// Authority (spec §2 `authority`, acts 60001–60011): the staff accounts. A system admin of the operator manages
// everyone; a partner admin (a system admin of another partner, spec §6) manages only their partner's staff, named by
// the `staff` scope the dispatcher checks. Nobody gives a level that reaches further than their own (staffRank), and
// nobody edits an account that reaches further than them: the handlers check that, since it compares two accounts.
import { z } from 'zod';
import { PARTNER_ROLE } from '../../levels.js';
import { levelSchema, listResult, pageParams, positiveInt, timestamp } from '../../schemas.js';
import { defineAct } from '../../acts/define-act.js';
import { STAFF_LANGUAGES, STAFF_STATES } from './authority-vocabulary.js';

/** The most buildings one account may be linked to. */
export const MAX_STAFF_BUILDINGS = 500;

const MANAGERS = ['10', PARTNER_ROLE] as const;

export const staffUsername = z
  .string()
  .trim()
  .toLowerCase()
  .min(3, 'at least 3 characters')
  .max(32, 'at most 32 characters')
  .regex(/^[a-z0-9][a-z0-9._-]*$/, 'letters, digits, dots, dashes and underscores only');

const staffFields = {
  level: levelSchema,
  partner: z.string().trim().min(1, 'choose a partner').max(32),
  buildings: z
    .array(positiveInt)
    .max(MAX_STAFF_BUILDINGS)
    .default([])
    .refine((ids) => new Set(ids).size === ids.length, 'a building is listed twice')
    .describe('building uids; only building-level accounts (1, 11–17) keep them'),
  email: z.string().trim().max(254).pipe(z.email('enter a valid email address')),
  language: z.enum(STAFF_LANGUAGES).default('en'),
};

export const staffItem = z.object({
  id: z.number().int(),
  username: z.string(),
  level: levelSchema,
  partner: z.string(),
  buildings: z.array(z.number().int()),
  email: z.string(),
  language: z.enum(STAFF_LANGUAGES),
  state: z.enum(STAFF_STATES),
  two_factor: z.boolean().describe('whether the account signs in with a one-time code'),
  two_factor_required: z.boolean().describe('whether its level must use two-factor'),
  active_sessions: z.number().int(),
  last_sign_in_at: timestamp.nullable(),
  created_at: timestamp,
  manageable: z.boolean().describe('whether the caller may change this account'),
});
export type StaffItem = z.infer<typeof staffItem>;

export const staffListAct = defineAct({
  code: 60001,
  name: 'staff accounts',
  summary:
    'The staff accounts in reach, by username: all of them for the operator’s system admin, their own partner’s for a partner admin. q finds a username or email.',
  params: z.object({
    q: z.string().trim().max(64).optional(),
    level: levelSchema.optional(),
    partner: z.string().trim().max(32).optional(),
    state: z.enum(STAFF_STATES).optional(),
    ...pageParams({ maxCount: 200, defaultCount: 50, maxOffset: 100_000 }),
  }),
  result: listResult(staffItem),
  access: [...MANAGERS],
});

const temporaryPassword = z
  .string()
  .describe('a one-time password, answered this once and never stored or logged in clear');

export const staffCreateAct = defineAct({
  code: 60002,
  name: 'create staff account',
  summary:
    'Creates a staff account with a temporary password, answered once. The level may not reach further than the caller’s; a partner admin creates only for their own partner.',
  params: z.object({ username: staffUsername, ...staffFields }),
  result: staffItem.extend({ temporary_password: temporaryPassword }),
  access: [...MANAGERS],
  scope: { buildings: 'building', partner: 'own-partner' },
});

export const staffEditAct = defineAct({
  code: 60003,
  name: 'edit staff account',
  summary:
    'Changes an account’s level, partner, buildings, email and language. Nobody edits an account that reaches further than them, or gives a level that does.',
  params: z.object({ id: positiveInt, ...staffFields }),
  result: staffItem,
  access: [...MANAGERS],
  scope: { id: 'staff', buildings: 'building', partner: 'own-partner' },
});

export const staffStateAct = defineAct({
  code: 60004,
  name: 'set staff account state',
  summary: 'Disables an account (its sessions end at once and it cannot sign in) or enables it again.',
  params: z.object({ id: positiveInt, state: z.enum(STAFF_STATES) }),
  result: staffItem,
  access: [...MANAGERS],
  scope: { id: 'staff' },
});

export const staffDeleteAct = defineAct({
  code: 60005,
  name: 'delete staff account',
  summary:
    'Deletes a disabled account: it leaves every list, its sessions and tokens end, and its username stays taken so the operation log keeps meaning one person.',
  params: z.object({ id: positiveInt }),
  result: z.object({ id: z.number().int(), username: z.string() }),
  access: [...MANAGERS],
  scope: { id: 'staff' },
});

export const staffPasswordResetAct = defineAct({
  code: 60006,
  name: 'reset staff password',
  summary:
    'Gives an account a new temporary password, answered this once, and ends its sessions. The password is stored only as a hash and never logged.',
  params: z.object({ id: positiveInt }),
  result: z.object({ id: z.number().int(), username: z.string(), temporary_password: temporaryPassword }),
  access: [...MANAGERS],
  scope: { id: 'staff' },
});

export const staffSessionItem = z.object({
  id: z.number().int(),
  created_at: timestamp,
  last_seen_at: timestamp,
  expires_at: timestamp,
  ip: z.string(),
  current: z.boolean().describe("whether it is the caller's own session"),
});
export type StaffSessionItem = z.infer<typeof staffSessionItem>;

export const staffSessionsAct = defineAct({
  code: 60007,
  name: 'staff sessions',
  summary: 'The open sessions of an account, newest first.',
  params: z.object({ id: positiveInt }),
  result: z.object({ items: z.array(staffSessionItem) }),
  access: [...MANAGERS],
  scope: { id: 'staff' },
});

export const staffEndSessionsAct = defineAct({
  code: 60008,
  name: 'end staff sessions',
  summary:
    'Ends one open session of an account (`session`), or all of them; the next call of each is refused.',
  params: z.object({ id: positiveInt, session: positiveInt.optional() }),
  result: z.object({ ended: z.number().int() }),
  access: [...MANAGERS],
  scope: { id: 'staff' },
});

export const twoFactorPolicyItem = z.object({
  level: levelSchema,
  required: z.boolean(),
  accounts: z.number().int().describe('accounts of this level in reach'),
  without_two_factor: z.number().int().describe('of them, how many have not set two-factor up'),
});

export const twoFactorPolicyAct = defineAct({
  code: 60009,
  name: 'two-factor policy',
  summary: 'For each level, whether its accounts must use two-factor, and how many of them do not yet.',
  params: z.object({}),
  result: z.object({ items: z.array(twoFactorPolicyItem) }),
  access: [...MANAGERS],
});

export const setTwoFactorPolicyAct = defineAct({
  code: 60010,
  name: 'set two-factor policy',
  summary:
    'Requires two-factor for a level, or stops requiring it; the accounts of that level without it are counted and flagged.',
  params: z.object({ level: levelSchema, required: z.boolean() }),
  result: twoFactorPolicyItem,
  access: ['10'],
});

export const staffPartnersAct = defineAct({
  code: 60011,
  name: 'staff partners',
  summary:
    'The partners a new or edited account may belong to: all for the operator, their own for a partner admin.',
  params: z.object({}),
  result: z.object({ items: z.array(z.object({ code: z.string(), name: z.string() })) }),
  access: [...MANAGERS],
});

export const staffAccountAct = defineAct({
  code: 60012,
  name: 'staff account',
  summary: 'One staff account in reach, as the list answers it (GET /users/{id} of the user service).',
  params: z.object({ id: positiveInt }),
  result: staffItem,
  access: [...MANAGERS],
  scope: { id: 'staff' },
});

export const AUTHORITY_ACTS = [
  staffListAct,
  staffCreateAct,
  staffEditAct,
  staffStateAct,
  staffDeleteAct,
  staffPasswordResetAct,
  staffSessionsAct,
  staffEndSessionsAct,
  twoFactorPolicyAct,
  setTwoFactorPolicyAct,
  staffPartnersAct,
  staffAccountAct,
] as const;
