// The reward system (spec §2 `reward-system`, BLUEMART, level 10): a points ledger per member that is only ever
// appended to (earnings by rule, redemptions, expiries, staff adjustments with a reason), its rules, and each member's
// balance and history. Codes 57010–57019 of the commerce block.
import { z } from 'zod';
import { defineAct } from '../../acts/define-act.js';
import type { Role } from '../../levels.js';
import { listResult, optionalBuildingUid, pageParams, positiveInt, timestamp } from '../../schemas.js';

/** Spec §2: the BLUEMART section is the operator's system admins'. */
export const REWARD_ROLES: readonly Role[] = ['10'];

/** The rules that earn points; each says how many and how long they last. */
export const REWARD_RULES = ['on-time-pickup', 'referral', 'welcome', 'purchase'] as const;
export type RewardRuleKey = (typeof REWARD_RULES)[number];

export const REWARD_ENTRY_KINDS = ['earn', 'redeem', 'expire', 'adjust'] as const;
export type RewardEntryKind = (typeof REWARD_ENTRY_KINDS)[number];

/** A change of more than this many points at once is a typo, not a gesture. */
export const MAX_POINTS_CHANGE = 100_000;

const rewardReason = z
  .string()
  .trim()
  .min(1)
  .max(200)
  // eslint-disable-next-line no-control-regex -- refusing control characters is the point
  .refine((text) => !/[\u0000-\u001f\u007f]/.test(text), 'no control characters');

export const rewardRule = z.object({
  key: z.enum(REWARD_RULES),
  points: z.number().int(),
  expires_after_days: z.number().int().describe('0: the points never expire'),
  active: z.boolean(),
  updated_at: timestamp,
});
export type RewardRule = z.infer<typeof rewardRule>;

export const rewardEntry = z.object({
  id: z.number().int(),
  kind: z.enum(REWARD_ENTRY_KINDS),
  rule: z.enum(REWARD_RULES).nullable(),
  points: z.number().int().describe('positive earned, negative spent or expired'),
  balance: z.number().int().describe('the balance after this entry'),
  reason: z.string(),
  expires_at: timestamp.nullable().describe('when earned points expire, if they do'),
  username: z.string().describe('who wrote it; empty for the portal itself'),
  created_at: timestamp,
});
export type RewardEntry = z.infer<typeof rewardEntry>;

export const rewardMember = z.object({
  id: z.number().int(),
  name: z.string(),
  buid: z.number().int(),
  bname: z.string(),
  unit: z.string(),
  email: z.string(),
  balance: z.number().int(),
  earned: z.number().int().describe('every point ever earned or added'),
  last_entry_at: timestamp.nullable(),
});
export type RewardMember = z.infer<typeof rewardMember>;

export const rewardRulesAct = defineAct({
  code: 57010,
  name: 'reward rules',
  summary: 'The rules that earn points: how many each gives, how long they last, whether it is on.',
  params: z.object({}),
  result: z.object({ rules: z.array(rewardRule) }),
  access: REWARD_ROLES,
});

export const rewardRuleUpdateAct = defineAct({
  code: 57011,
  name: 'update reward rule',
  summary: 'Changes what a rule earns from now on; points already earned keep their value and expiry.',
  params: z.object({
    key: z.enum(REWARD_RULES),
    points: z.coerce.number().int().min(0).max(9999),
    expires_after_days: z.coerce.number().int().min(0).max(9999),
    active: z.boolean(),
  }),
  result: z.object({ rules: z.array(rewardRule) }),
  access: REWARD_ROLES,
});

export const rewardMembersAct = defineAct({
  code: 57012,
  name: 'reward members',
  summary: 'Members with their points balance, searched by name, email or unit, highest balance first.',
  params: z.object({
    buid: optionalBuildingUid,
    q: z.string().trim().max(64).optional(),
    sort: z.enum(['balance', 'name', 'building']).default('balance'),
    dir: z.enum(['asc', 'desc']).default('desc'),
    ...pageParams({ maxCount: 1000, defaultCount: 50 }),
  }),
  result: listResult(rewardMember),
  access: REWARD_ROLES,
  scope: { buid: 'building' },
});

export const memberRewardsAct = defineAct({
  code: 57013,
  name: 'member rewards',
  summary:
    "A member's balance and every ledger entry, newest first, each with the balance after it; earned points past their expiry are expired (appended) first.",
  params: z.object({ id: positiveInt }),
  result: z.object({
    member: rewardMember,
    entries: z.array(rewardEntry),
    next_expiry: z.object({ at: timestamp, points: z.number().int() }).nullable(),
  }),
  access: REWARD_ROLES,
  scope: { id: 'member' },
});

const pointsChange = z.coerce
  .number()
  .int()
  .min(-MAX_POINTS_CHANGE)
  .max(MAX_POINTS_CHANGE)
  .refine((n) => n !== 0, 'not zero');

export const rewardAdjustAct = defineAct({
  code: 57014,
  name: 'adjust reward points',
  summary:
    'A staff adjustment, with its reason, appended to the ledger: positive adds, negative takes away (never below zero).',
  params: z.object({ id: positiveInt, points: pointsChange, reason: rewardReason }),
  result: memberRewardsAct.result,
  access: REWARD_ROLES,
  scope: { id: 'member' },
});

export const rewardRedeemAct = defineAct({
  code: 57015,
  name: 'redeem reward points',
  summary: 'Spends points on what the reason names; more than the balance is refused.',
  params: z.object({
    id: positiveInt,
    points: z.coerce.number().int().min(1).max(MAX_POINTS_CHANGE),
    reason: rewardReason,
  }),
  result: memberRewardsAct.result,
  access: REWARD_ROLES,
  scope: { id: 'member' },
});

export const rewardEarnAct = defineAct({
  code: 57016,
  name: 'award reward points',
  summary:
    'Credits a member what an active rule earns (an on-time pickup, a referral…), with its expiry; `reason` says which parcel or whom they referred.',
  params: z.object({ id: positiveInt, rule: z.enum(REWARD_RULES), reason: rewardReason }),
  result: memberRewardsAct.result,
  access: REWARD_ROLES,
  scope: { id: 'member' },
});

export const REWARD_ACTS = [
  rewardRulesAct,
  rewardRuleUpdateAct,
  rewardMembersAct,
  memberRewardsAct,
  rewardAdjustAct,
  rewardRedeemAct,
  rewardEarnAct,
] as const;
