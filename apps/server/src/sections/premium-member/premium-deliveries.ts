// The plan's BlueExpress benefits: free deliveries per period and a discount. The free deliveries used are counted on
// the row of the subscription's current period (premium_periods.free_used, the period the subscription's
// period_start names): a shipment takes one with a conditional update that only passes while fewer than the plan's
// free deliveries are used, so two shipments created at once cannot both take the last one, on either database (the
// second update waits for the first's row lock on PostgreSQL, then finds the count full; SQLite runs writes one at a
// time). A past-due subscription within its grace keeps the period it last paid for, with what is left of it.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { liveSubscriptionOf } from './premium-benefits.js';
import './premium.tables.js';

export interface DeliveryBenefits {
  /** The current period's row, where free deliveries are counted (null: a subscription without one gives none). */
  periodId: number | null;
  freeDeliveries: number;
  freeUsed: number;
  discountPercent: number;
}

/** The BlueExpress benefits of a member at `now`, or undefined when the member is not premium. */
export async function deliveryBenefitsOf(
  db: Kysely<Database>,
  memberId: number,
  now: Date,
): Promise<DeliveryBenefits | undefined> {
  const live = await liveSubscriptionOf(db, memberId, now)
    .leftJoin('premium_periods as pp', (join) =>
      join.onRef('pp.subscription_id', '=', 's.id').onRef('pp.period_start', '=', 's.period_start'),
    )
    .select(['pp.id as period_id', 'pp.free_used', 'p.free_deliveries', 'p.discount_percent'])
    .executeTakeFirst();
  if (!live) return undefined;
  return {
    periodId: live.period_id,
    freeDeliveries: Number(live.free_deliveries),
    freeUsed: Number(live.free_used ?? 0),
    discountPercent: Number(live.discount_percent),
  };
}

/** Takes one free delivery of the period if fewer than `allowed` are used: true when this call got it. */
export async function takeFreeDelivery(
  trx: Kysely<Database>,
  periodId: number,
  allowed: number,
): Promise<boolean> {
  const taken = await trx
    .updateTable('premium_periods')
    .set((eb) => ({ free_used: eb('free_used', '+', 1) }))
    .where('id', '=', periodId)
    .where('free_used', '<', allowed)
    .executeTakeFirst();
  return Number(taken.numUpdatedRows) === 1;
}

/** Gives a free delivery back to the period it was taken from (a cancelled shipment); never below zero. */
export async function giveBackFreeDelivery(trx: Kysely<Database>, periodId: number): Promise<void> {
  await trx
    .updateTable('premium_periods')
    .set((eb) => ({ free_used: eb('free_used', '-', 1) }))
    .where('id', '=', periodId)
    .where('free_used', '>', 0)
    .execute();
}
