// The words of the premium-member section: who may do what, a plan's periods, a subscription's states, and the
// rules of renewal and cancellation every side (server, pages, tests) reads from one place.
import type { Role } from '../../levels.js';

/** Spec §2: BLUEMART is the system admins'. Plans are the operator's own, so only its admins write them. */
export const PREMIUM_PLAN_WRITERS: readonly Role[] = ['10'];
/**
 * Subscriptions are per member, so per building: the operator's admins everywhere and a business partner's admins
 * ('-2') for the members of their own buildings, as with members themselves; the dispatcher narrows each call.
 */
export const PREMIUM_ROLES: readonly Role[] = ['10', '-2'];

export const PLAN_PERIODS = ['monthly', 'yearly'] as const;
export type PlanPeriod = (typeof PLAN_PERIODS)[number];

/**
 * active     paid for the current period (a cancellation at its end may be booked: `cancel_at_period_end`)
 * past-due   the renewal was declined; benefits go on until `grace_until`, renewal is retried daily until then
 * cancelled  ended by a cancellation (now, or at the end of the period it was booked for)
 * expired    ended without a renewal: the grace passed, or auto-renew was off
 */
export const SUBSCRIPTION_STATES = ['active', 'past-due', 'cancelled', 'expired'] as const;
export type SubscriptionState = (typeof SUBSCRIPTION_STATES)[number];

/** The states in which a member is premium (and gets the plan's benefits). */
export const LIVE_SUBSCRIPTION_STATES = ['active', 'past-due'] as const;

/** Days a past-due subscription keeps its benefits while the renewal is retried. */
export const PREMIUM_GRACE_DAYS = 7;

export const CANCEL_WHEN = ['period-end', 'now'] as const;
export type CancelWhen = (typeof CANCEL_WHEN)[number];

/** A plan's benefits stay within what an operator would offer; more is a typo. */
export const MAX_EXTRA_HOLD_DAYS = 60;
export const MAX_FREE_DELIVERIES = 100;
