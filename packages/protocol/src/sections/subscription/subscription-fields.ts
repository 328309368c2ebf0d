// Parameter and result pieces the subscription acts share: a month, a day, a unit's name and a plan.
import { z } from 'zod';
import { CURRENCIES, money } from '../../money.js';
import { timestamp } from '../../schemas.js';
import { MAX_MONTHLY_PRICE, PLAN_STATES } from './subscription-vocabulary.js';

/** Whether `text` is a real calendar day written yyyy-mm-dd (2026-02-30 is not). */
export function isCalendarDay(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** A billing month, yyyy-mm. */
export const billingMonth = z
  .string()
  .trim()
  .regex(/^(19|20|21)\d{2}-(0[1-9]|1[0-2])$/, 'expected yyyy-mm');

export const calendarDay = z
  .string()
  .trim()
  .refine(isCalendarDay, 'expected a real day as yyyy-mm-dd')
  .refine((day) => day >= '2000-01-01' && day <= '2099-12-31', 'between 2000 and 2099');

/** A unit's name as residents write it on a letterbox: 1208, B-4, PH 2. No '#' or '|', which the portal's strings use. */
export const unitName = z
  .string()
  .trim()
  .min(1)
  .max(20)
  .regex(/^[A-Za-z0-9][A-Za-z0-9 ./-]*$/, 'letters, digits, spaces, . / and -');

export const monthlyPrice = z.coerce.number().int().min(0).max(MAX_MONTHLY_PRICE);

export const subscriptionPlan = z.object({
  unit_price: money.describe('per active unit and month'),
  locker_price: money.describe('per locker in service and month'),
  starts_on: z.string().describe('yyyy-mm-dd, the first day billed'),
  state: z.enum(PLAN_STATES),
  updated_at: timestamp,
});
export type SubscriptionPlan = z.infer<typeof subscriptionPlan>;

export const planCurrency = z.enum(CURRENCIES);
