// Premium subscriptions (acts 65110–65115): a member on a plan, with its current period, its renewals and their
// orders. Subscribing places an order of kind 'premium' and charges it; only a charge the provider said was paid
// makes a subscription active. Renewals are the background sweep's (each with an idempotency key derived from the
// subscription and its period, so a retry never charges twice).
import { z } from 'zod';
import { defineAct } from '../../acts/define-act.js';
import { money } from '../../money.js';
import {
  listResult,
  optionalBuildingUid,
  pageParams,
  plainText,
  positiveInt,
  timestamp,
} from '../../schemas.js';
import { orderDetail, idempotencyKey } from '../orders/orders.acts.js';
import { PAYMENT_FAILURES } from '../orders/order-vocabulary.js';
import { CANCEL_WHEN, PLAN_PERIODS, PREMIUM_ROLES, SUBSCRIPTION_STATES } from './premium-vocabulary.js';

export const premiumSubscription = z.object({
  id: z.number().int(),
  member_id: z.number().int(),
  member: z.string().describe("the member's name"),
  unit: z.string(),
  buid: z.number().int(),
  bname: z.string(),
  tz: z.string().describe("the building's time zone"),
  plan_id: z.number().int(),
  plan: z.string().describe("the plan's name"),
  period: z.enum(PLAN_PERIODS),
  price: money.describe("the plan's price now, charged at the next renewal"),
  state: z.enum(SUBSCRIPTION_STATES),
  period_start: timestamp,
  period_end: timestamp,
  auto_renew: z.boolean(),
  cancel_at_period_end: z.boolean(),
  grace_until: timestamp.nullable().describe('while past due: when it expires unless a renewal is paid'),
  free_deliveries: z.number().int().describe("the plan's free BlueExpress deliveries per period"),
  free_used: z
    .number()
    .int()
    .describe(
      'free BlueExpress deliveries used in the current period (given back when such a shipment is cancelled)',
    ),
  ended_at: timestamp.nullable(),
  created_at: timestamp,
});
export type PremiumSubscription = z.infer<typeof premiumSubscription>;

export const premiumPeriod = z.object({
  id: z.number().int(),
  start: timestamp,
  end: timestamp,
  kind: z.enum(['subscribe', 'renewal']),
  order_id: z.number().int(),
  order_number: z.string(),
  total: money,
  payment_state: z.string().describe("the order's payment state (see the orders section)"),
});
export type PremiumPeriod = z.infer<typeof premiumPeriod>;

export const premiumSubscriptionDetail = z.object({
  subscription: premiumSubscription,
  periods: z.array(premiumPeriod).describe('newest first'),
  orders: z
    .array(orderDetail)
    .describe('the orders of its periods with their payments and refunds, newest first'),
});
export type PremiumSubscriptionDetail = z.infer<typeof premiumSubscriptionDetail>;

export const PREMIUM_SORTS = ['created', 'member', 'period-end', 'building'] as const;

export const premiumSubscriptionsAct = defineAct({
  code: 65110,
  name: 'premium subscriptions',
  summary:
    "Premium subscriptions in the caller's buildings, newest first, filtered by plan, state and building; `q` matches the member's name, email, unit or phone.",
  params: z.object({
    buid: optionalBuildingUid,
    plan: positiveInt.optional(),
    state: z.enum(SUBSCRIPTION_STATES).optional(),
    q: z.string().trim().max(64).optional(),
    sort: z.enum(PREMIUM_SORTS).default('created'),
    dir: z.enum(['asc', 'desc']).default('desc'),
    ...pageParams({ maxCount: 1000, defaultCount: 50 }),
  }),
  result: listResult(premiumSubscription),
  access: PREMIUM_ROLES,
  scope: { buid: 'building' },
});

export const premiumSubscriptionAct = defineAct({
  code: 65111,
  name: 'premium subscription',
  summary: 'One subscription with its periods and the orders that paid (or failed to pay) for them.',
  params: z.object({ id: positiveInt }),
  result: premiumSubscriptionDetail,
  access: PREMIUM_ROLES,
  scope: { id: 'premium-subscription' },
});

export const premiumSubscribeAct = defineAct({
  code: 65112,
  name: 'subscribe premium member',
  summary:
    "Puts a member on a plan on sale: places a 'premium' order for the first period and charges it with `method`. The subscription is active only when the provider says paid; a declined card answers `declined` with why, and no subscription. The same key again answers the first call without charging again.",
  params: z.object({
    member: positiveInt,
    plan: positiveInt,
    method: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9_-]{3,100}$/, "the provider's payment method token")
      .describe("a payment method token kept for renewals; the development provider declines 'dev_declined'"),
    auto_renew: z.boolean().default(true),
    key: idempotencyKey,
  }),
  result: z.discriminatedUnion('outcome', [
    z.object({ outcome: z.literal('subscribed'), subscription: premiumSubscription }),
    z.object({
      outcome: z.literal('declined'),
      failure: z.enum(PAYMENT_FAILURES),
      order_number: z.string(),
    }),
    z.object({ outcome: z.literal('pending'), order_number: z.string() }),
  ]),
  access: PREMIUM_ROLES,
  scope: { member: 'member' },
});

export const premiumCancelAct = defineAct({
  code: 65113,
  name: 'cancel premium subscription',
  summary:
    "Cancels at the end of the paid period (the default: benefits until then, no refund) or now, refunding the unused whole days of the current period pro rata through the order's refund: refund = floor(paid × unused days ÷ days in the period), in minor units, rounded down to the cent; the day of cancelling counts as used.",
  params: z.object({
    id: positiveInt,
    when: z.enum(CANCEL_WHEN).default('period-end'),
    reason: plainText(200).pipe(z.string().min(1, 'a reason')),
    key: idempotencyKey,
  }),
  result: premiumSubscriptionDetail,
  access: PREMIUM_ROLES,
  scope: { id: 'premium-subscription' },
});

export const premiumAutoRenewAct = defineAct({
  code: 65114,
  name: 'set premium auto-renew',
  summary:
    'Turns renewal on or off; off, the subscription ends (expired) at the end of its period. Turning it on again withdraws a cancellation booked for the period end.',
  params: z.object({ id: positiveInt, auto_renew: z.boolean() }),
  result: premiumSubscriptionDetail,
  access: PREMIUM_ROLES,
  scope: { id: 'premium-subscription' },
});

export const memberPremiumAct = defineAct({
  code: 65115,
  name: 'member premium',
  summary:
    "The member's live subscription (active or past due) with its plan, or null when the member is not premium.",
  params: z.object({ id: positiveInt }),
  result: z.object({ subscription: premiumSubscription.nullable() }),
  access: PREMIUM_ROLES,
  scope: { id: 'member' },
});

export const PREMIUM_SUBSCRIPTION_ACTS = [
  premiumSubscriptionsAct,
  premiumSubscriptionAct,
  premiumSubscribeAct,
  premiumCancelAct,
  premiumAutoRenewAct,
  memberPremiumAct,
] as const;
