// The premium-member section's tables, merged into the Database type (see db/schema.ts). Prices are integer minor
// units of the plan's currency; benefits are whole numbers.
import type { Generated, Selectable } from 'kysely';

export interface PremiumPlansTable {
  id: Generated<number>;
  name: string;
  currency: string;
  price_amount: number;
  /** monthly or yearly. */
  period: string;
  extra_hold_days: number;
  free_deliveries: number;
  discount_percent: number;
  /** 0: retired (off sale). */
  active: number;
  created_at: string;
  updated_at: string;
}

export interface PremiumSubscriptionsTable {
  id: Generated<number>;
  member_id: number;
  /** The member's building when subscribing: the scope every act checks. */
  building_id: number;
  plan_id: number;
  state: string;
  period_start: string;
  period_end: string;
  auto_renew: number;
  cancel_at_period_end: number;
  /** While past due: when it expires unless a renewal is paid. */
  grace_until: string | null;
  /** The provider's payment method token the renewals charge. */
  method: string;
  ended_at: string | null;
  /** A cancellation now: the key its refund was asked with and the refund decided (minor units), in one write. */
  cancel_key: Generated<string | null>;
  cancel_refund: Generated<number | null>;
  created_at: string;
  updated_at: string;
}

/**
 * One period of a subscription and the order that pays for it. Unique per (subscription, start): the renewal sweep
 * places one order per period however often it runs, and the charge key is derived from the same pair.
 */
export interface PremiumPeriodsTable {
  id: Generated<number>;
  subscription_id: number;
  period_start: string;
  period_end: string;
  /** subscribe or renewal. */
  kind: string;
  order_id: number;
  /** Free BlueExpress deliveries used in this period (taken by a conditional update, given back on a cancel). */
  free_used: Generated<number>;
  created_at: string;
}

export type PremiumPlanRow = Selectable<PremiumPlansTable>;
export type PremiumSubscriptionRow = Selectable<PremiumSubscriptionsTable>;

declare module '../../db/schema.js' {
  interface Database {
    premium_plans: PremiumPlansTable;
    premium_subscriptions: PremiumSubscriptionsTable;
    premium_periods: PremiumPeriodsTable;
  }
}
