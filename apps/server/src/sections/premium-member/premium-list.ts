// The subscribers list (act 65110) and one subscription with its periods and orders (act 65111).
import { sql, type Kysely } from 'kysely';
import type {
  ActParsedParams,
  ActResult,
  PremiumSubscriptionDetail,
  premiumSubscriptionsAct,
} from '@bluemanager/protocol';
import type { Database } from '../../db/schema.js';
import { fetchPage } from '../../db/page.js';
import { containsText } from '../../db/text-match.js';
import { buildingFilter, type BuildingScope } from '../../domain/buildings/scope.js';
import { orderDetail } from '../orders/order-detail.js';
import { currencyOf } from '../orders/order-row.js';
import { findSubscription, subscriptionQuery, toSubscription } from './premium-row.js';

const SORTS = {
  created: 's.created_at',
  member: 'm.name',
  'period-end': 's.period_end',
  building: 'b.name',
} as const;

export async function listSubscriptions(
  db: Kysely<Database>,
  scope: BuildingScope,
  params: ActParsedParams<typeof premiumSubscriptionsAct>,
): Promise<ActResult<typeof premiumSubscriptionsAct>> {
  const filtered = subscriptionQuery(db).where((eb) => {
    const conditions = [buildingFilter(eb.ref('s.building_id'), scope, params.buid)];
    if (params.plan !== undefined) conditions.push(eb('s.plan_id', '=', params.plan));
    if (params.state !== undefined) conditions.push(eb('s.state', '=', params.state));
    if (params.q)
      conditions.push(containsText(sql<string>`coalesce(${eb.ref('m.search_text')}, '')`, params.q));
    return eb.and(conditions);
  });
  const page = await fetchPage(db, filtered, params, (query) =>
    query.orderBy(sql.ref(SORTS[params.sort]), params.dir).orderBy('s.id', params.dir),
  );
  return { total: page.total, items: page.items.map(toSubscription) };
}

export async function subscriptionDetail(
  db: Kysely<Database>,
  id: number,
): Promise<PremiumSubscriptionDetail> {
  const subscription = await findSubscription(db, id);
  const periods = await db
    .selectFrom('premium_periods')
    .innerJoin('orders', 'orders.id', 'premium_periods.order_id')
    .select([
      'premium_periods.id',
      'premium_periods.period_start',
      'premium_periods.period_end',
      'premium_periods.kind',
      'premium_periods.order_id',
      'orders.number',
      'orders.total_amount',
      'orders.currency',
      'orders.payment_state',
    ])
    .where('premium_periods.subscription_id', '=', id)
    .orderBy('premium_periods.period_start', 'desc')
    .execute();
  const orders = await Promise.all(periods.map((period) => orderDetail(db, period.order_id)));
  return {
    subscription,
    periods: periods.map((period) => ({
      id: period.id,
      start: period.period_start,
      end: period.period_end,
      kind: period.kind === 'renewal' ? 'renewal' : 'subscribe',
      order_id: period.order_id,
      order_number: period.number,
      total: { amount: Number(period.total_amount), currency: currencyOf(period.currency) },
      payment_state: period.payment_state,
    })),
    orders,
  };
}

/** The member's live subscription (act 65115), or null. */
export async function memberPremium(db: Kysely<Database>, memberId: number) {
  const row = await subscriptionQuery(db)
    .where('s.member_id', '=', memberId)
    .where('s.state', 'in', ['active', 'past-due'])
    .executeTakeFirst();
  return { subscription: row ? toSubscription(row) : null };
}
