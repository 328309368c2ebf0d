// A premium plan (acts 65101–65104): its price in minor units with a currency, its period and its benefits (extra
// days a parcel is held before it is overdue, free BlueExpress deliveries per period, a discount percent). A plan
// that ever had a subscriber is retired rather than deleted, so its subscriptions and orders keep their plan.
import { z } from 'zod';
import { defineAct } from '../../acts/define-act.js';
import { CURRENCIES, money } from '../../money.js';
import { MAX_INT32, plainText, positiveInt, timestamp } from '../../schemas.js';
import {
  MAX_EXTRA_HOLD_DAYS,
  MAX_FREE_DELIVERIES,
  PLAN_PERIODS,
  PREMIUM_PLAN_WRITERS,
  PREMIUM_ROLES,
} from './premium-vocabulary.js';

export const premiumPlan = z.object({
  id: z.number().int(),
  name: z.string(),
  price: money,
  period: z.enum(PLAN_PERIODS),
  extra_hold_days: z.number().int(),
  free_deliveries: z.number().int().describe('free BlueExpress deliveries per period'),
  discount_percent: z.number().int().describe('off shop and BlueExpress orders'),
  active: z.boolean().describe('false: retired, no new subscriptions'),
  subscribers: z.number().int().describe('live subscriptions (active or past due)'),
  ever_subscribed: z
    .boolean()
    .describe('whether any subscription ever used it (then it is retired, not deleted)'),
  updated_at: timestamp,
});
export type PremiumPlan = z.infer<typeof premiumPlan>;

const planFields = {
  name: plainText(80).pipe(z.string().min(1, 'a name')),
  // A price above 21 million is a typo; parameters stay within 32-bit integers like every amount typed.
  price: z.coerce.number().int().min(1).max(MAX_INT32).describe('minor units (cents)'),
  currency: z.enum(CURRENCIES),
  period: z.enum(PLAN_PERIODS),
  extra_hold_days: z.coerce.number().int().min(0).max(MAX_EXTRA_HOLD_DAYS),
  free_deliveries: z.coerce.number().int().min(0).max(MAX_FREE_DELIVERIES),
  discount_percent: z.coerce.number().int().min(0).max(100),
  active: z.boolean(),
};

const plansResult = z.object({ plans: z.array(premiumPlan) });

export const premiumPlansAct = defineAct({
  code: 65101,
  name: 'premium plans',
  summary:
    'Every premium plan, on sale first then retired, each with its benefits and how many members are on it.',
  params: z.object({}),
  result: plansResult,
  access: PREMIUM_ROLES,
});

export const premiumPlanCreateAct = defineAct({
  code: 65102,
  name: 'create premium plan',
  summary:
    'A new plan: name, price (minor units) and currency, period, benefits (whole numbers) and whether it is on sale.',
  params: z.object(planFields),
  result: plansResult,
  access: PREMIUM_PLAN_WRITERS,
});

export const premiumPlanUpdateAct = defineAct({
  code: 65103,
  name: 'update premium plan',
  summary:
    'Changes a plan. Its price, period and currency apply from each subscription’s next renewal; its benefits at once; a plan taken off sale keeps its members.',
  params: z.object({ id: positiveInt, ...planFields }),
  result: plansResult,
  access: PREMIUM_PLAN_WRITERS,
});

export const premiumPlanRemoveAct = defineAct({
  code: 65104,
  name: 'remove premium plan',
  summary:
    'Deletes a plan no one ever subscribed to; a plan with subscribers (now or before) is retired instead: off sale, kept for its subscriptions and orders.',
  params: z.object({ id: positiveInt }),
  result: plansResult.extend({ outcome: z.enum(['deleted', 'retired']) }),
  access: PREMIUM_PLAN_WRITERS,
});

export const PREMIUM_PLAN_ACTS = [
  premiumPlansAct,
  premiumPlanCreateAct,
  premiumPlanUpdateAct,
  premiumPlanRemoveAct,
] as const;
