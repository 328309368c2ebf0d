// The plan's benefits as other sections apply them. The parcel rules ask premiumHoldHours once, when a parcel is
// deposited: its due time (the overdue clock every list, reminder and sweep reads) is the building's overdue hours
// plus the plan's extra hold days of the recipient's live subscription. The due time is told to the recipient with
// the pickup code, so a parcel keeps it; a subscription that ended gives nothing to the parcels deposited after.
// BlueExpress asks premium-deliveries.ts for the free deliveries and the discount.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { memberAddressed } from '../members/parcel-member.js';
import './premium.tables.js';

/** A member's subscription that gives the plan's benefits at `now`: active, or past due and still within its grace. */
export const liveSubscriptionOf = (db: Kysely<Database>, memberId: number, now: Date) =>
  db
    .selectFrom('premium_subscriptions as s')
    .innerJoin('premium_plans as p', 'p.id', 's.plan_id')
    .where('s.member_id', '=', memberId)
    .where((eb) =>
      eb.or([
        eb('s.state', '=', 'active'),
        eb.and([eb('s.state', '=', 'past-due'), eb('s.grace_until', '>', now.toISOString())]),
      ]),
    );

/**
 * The plan's extra hold days of a member, in hours, if the member is premium at `now`: an active subscription, or a
 * past-due one still within its grace. 0 otherwise.
 */
export async function premiumHoldHoursOfMember(
  db: Kysely<Database>,
  memberId: number,
  now: Date,
): Promise<number> {
  const live = await liveSubscriptionOf(db, memberId, now).select('p.extra_hold_days').executeTakeFirst();
  return (live?.extra_hold_days ?? 0) * 24;
}

/** The extra hold hours of a parcel being deposited, for the member it is addressed to (see memberAddressed). */
export async function premiumHoldHours(
  db: Kysely<Database>,
  parcel: { buildingId: number; phone: string; email: string; now: Date },
): Promise<number> {
  const member = await memberAddressed(db, {
    building_id: parcel.buildingId,
    phone: parcel.phone,
    email: parcel.email,
    member_id: null,
  });
  if (!member || member.status === 'moved-out') return 0;
  return premiumHoldHoursOfMember(db, member.id, parcel.now);
}
