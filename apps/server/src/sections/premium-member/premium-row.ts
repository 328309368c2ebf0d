// A subscription as the acts answer it: its member, building and plan by name, its money as Money.
import type { Kysely } from 'kysely';
import { SUBSCRIPTION_STATES, type PremiumSubscription } from '@bluemanager/protocol';
import type { Database } from '../../db/schema.js';
import { ActError } from '../../domain/act-error.js';
import { currencyOf, oneOf } from '../orders/order-row.js';
import { periodOf } from './premium-plans.js';
import './premium.tables.js';

export const subscriptionQuery = (db: Kysely<Database>) =>
  db
    .selectFrom('premium_subscriptions as s')
    .innerJoin('premium_plans as p', 'p.id', 's.plan_id')
    .innerJoin('buildings as b', 'b.id', 's.building_id')
    // A merge may remove the member; the subscription stays readable.
    .leftJoin('members as m', 'm.id', 's.member_id')
    // The current period's row, where its free BlueExpress deliveries are counted.
    .leftJoin('premium_periods as pp', (join) =>
      join.onRef('pp.subscription_id', '=', 's.id').onRef('pp.period_start', '=', 's.period_start'),
    )
    .selectAll('s')
    .select([
      'p.name as plan',
      'p.period',
      'p.price_amount',
      'p.currency',
      'p.free_deliveries',
      'pp.free_used',
      'b.name as bname',
      'b.timezone as tz',
      'm.name as member',
      'm.unit',
    ]);

type Row = Awaited<ReturnType<ReturnType<typeof subscriptionQuery>['executeTakeFirstOrThrow']>>;

export function toSubscription(row: Row): PremiumSubscription {
  return {
    id: row.id,
    member_id: row.member_id,
    member: row.member ?? '',
    unit: row.unit ?? '',
    buid: row.building_id,
    bname: row.bname,
    tz: row.tz,
    plan_id: row.plan_id,
    plan: row.plan,
    period: periodOf(row),
    price: { amount: Number(row.price_amount), currency: currencyOf(row.currency) },
    state: oneOf(SUBSCRIPTION_STATES, row.state, 'subscription state'),
    period_start: row.period_start,
    period_end: row.period_end,
    auto_renew: row.auto_renew === 1,
    cancel_at_period_end: row.cancel_at_period_end === 1,
    grace_until: row.grace_until,
    free_deliveries: Number(row.free_deliveries),
    free_used: Number(row.free_used ?? 0),
    ended_at: row.ended_at,
    created_at: row.created_at,
  };
}

/** The subscription; the dispatcher has checked it is in the caller's scope. */
export async function findSubscription(db: Kysely<Database>, id: number): Promise<PremiumSubscription> {
  const row = await subscriptionQuery(db).where('s.id', '=', id).executeTakeFirst();
  if (!row) throw new ActError('NOT_FOUND', `There is no premium subscription ${id}.`);
  return toSubscription(row);
}
