// The Black List (spec §2 `users-locked`, acts 54001–54005): phones, emails and staff accounts that are blocked, and
// the staff accounts and addresses the login throttle has locked. A blocked phone or email gets no messages and its
// pickup codes are refused at the locker; a blocked account cannot sign in. System admins only (the menu's roles).
import { z } from 'zod';
import { listResult, pageParams, positiveInt, timestamp } from '../../schemas.js';
import { defineAct } from '../../acts/define-act.js';
import { BLOCK_KINDS, blockFields } from './blocklist-fields.js';

export const BLOCK_STATES = ['active', 'expired'] as const;

export const blockItem = z.object({
  id: z.number().int(),
  kind: z.enum(BLOCK_KINDS),
  value: z.string().describe('E.164 phone, lower-case email or username'),
  reason: z.string(),
  created_by: z.string(),
  created_at: timestamp,
  expires_at: timestamp.nullable(),
  active: z.boolean().describe('false once the expiry has passed'),
});
export type BlockItem = z.infer<typeof blockItem>;

export const blockListAct = defineAct({
  code: 54001,
  name: 'blocked contacts',
  summary:
    'The Black List: blocked phones, emails and staff accounts, newest first; q finds a value (phones by digits), kind and state filter.',
  params: z.object({
    q: z.string().trim().max(64).optional(),
    kind: z.enum(BLOCK_KINDS).optional(),
    state: z.enum(BLOCK_STATES).optional().describe('absent lists both'),
    ...pageParams({ maxCount: 200, defaultCount: 50, maxOffset: 100_000 }),
  }),
  result: listResult(blockItem),
  access: ['10'],
});

export const blockAddAct = defineAct({
  code: 54002,
  name: 'block contact',
  summary:
    'Blocks a phone, an email or a staff account, with a reason and an optional expiry. A value already blocked is refused (CONFLICT) unless its block has expired, which the new one replaces; blocking an account ends its sessions.',
  params: blockFields,
  result: blockItem,
  access: ['10'],
});

export const blockRemoveAct = defineAct({
  code: 54003,
  name: 'unblock contact',
  summary: 'Removes an entry from the Black List; the phone, email or account is served again at once.',
  params: z.object({ id: positiveInt }),
  result: z.object({ id: z.number().int() }),
  access: ['10'],
});

export const SIGN_IN_LOCK_KINDS = ['account', 'address'] as const;

export const signInLockItem = z.object({
  kind: z.enum(SIGN_IN_LOCK_KINDS).describe('a staff account (by username) or a client address'),
  name: z.string(),
  locked_until: timestamp,
});

export const signInLockListAct = defineAct({
  code: 54004,
  name: 'sign-in locks',
  summary:
    'The staff accounts and client addresses the login throttle has locked after too many failed sign-ins, while the lock lasts.',
  params: z.object({}),
  result: z.object({ items: z.array(signInLockItem) }),
  access: ['10'],
});

export const signInUnlockAct = defineAct({
  code: 54005,
  name: 'unlock sign-in',
  summary: 'Lifts a login throttle lock at once and forgets its failed attempts.',
  params: z.object({ kind: z.enum(SIGN_IN_LOCK_KINDS), name: z.string().trim().min(1).max(254) }),
  result: z.object({ kind: z.enum(SIGN_IN_LOCK_KINDS), name: z.string() }),
  access: ['10'],
});

export const BLOCKLIST_ACTS = [
  blockListAct,
  blockAddAct,
  blockRemoveAct,
  signInLockListAct,
  signInUnlockAct,
] as const;
