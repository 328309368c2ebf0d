// The renewal sweep (a background job, once across instances: jobs/exclusively.ts). For each live subscription whose
// period has ended: a booked cancellation or auto-renew off ends it; otherwise the next period's order is placed once
// (one row per subscription and period start) and charged with a key derived from the subscription, the period and
// the day of the attempt, so a sweep run twice, on two instances or after a crash, never charges twice. A declined
// renewal makes the subscription past due with PREMIUM_GRACE_DAYS of grace (retried once a day), then expired.
import type { Kysely } from 'kysely';
import { PREMIUM_GRACE_DAYS } from '@bluemanager/protocol';
import type { Database } from '../../db/schema.js';
import type { Writer } from '../../act-channel/write.js';
import { logForMembers } from '../members/member-history.js';
import { chargePlacedOrder } from '../orders/order-place.js';
import { actorLogFields } from '../parcels/parcel-actor.js';
import type { PaymentProvider } from '../orders/payments/payment-provider.js';
import { findCustomer, placePremiumOrder } from './premium-order.js';
import { DAY_MS, periodEnd } from './premium-period.js';
import { periodOf } from './premium-plans.js';
import type { PremiumSubscriptionRow } from './premium.tables.js';

const BATCH = 100;

export interface RenewalReport {
  renewed: number;
  declined: number;
  ended: number;
  /** Subscriptions whose step failed (a bad row): left as they were, retried next pass. */
  failed: number;
}

const systemWriter = (now: Date): Writer => ({
  actor: actorLogFields({ kind: 'system', job: 'premium renewals' }),
  now,
});

/** The charge key of one attempt: subscription, period start (yyyymmdd) and the day of grace it is tried on. */
export function renewalKey(subscriptionId: number, periodStart: string, now: Date): string {
  const day = Math.max(0, Math.floor((now.getTime() - Date.parse(periodStart)) / DAY_MS));
  return `pm-renew-${subscriptionId}-${periodStart.slice(0, 10).replaceAll('-', '')}-d${day}`;
}

/** Moves a live subscription to `state` only if it is still as it was read: two sweeps cannot both win. */
async function endSubscription(
  db: Kysely<Database>,
  row: PremiumSubscriptionRow,
  state: 'cancelled' | 'expired',
  writer: Writer,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const at = writer.now.toISOString();
    const changed = await trx
      .updateTable('premium_subscriptions')
      .set({
        state,
        ended_at: row.state === 'past-due' ? at : row.period_end,
        grace_until: null,
        updated_at: at,
      })
      .where('id', '=', row.id)
      .where('state', '=', row.state)
      .where('period_end', '=', row.period_end)
      .executeTakeFirst();
    if (Number(changed.numUpdatedRows) !== 1) return false;
    const paidFor = await trx
      .selectFrom('premium_periods')
      .select('order_id')
      .where('subscription_id', '=', row.id)
      .where('period_end', '<=', row.period_end)
      .execute();
    if (paidFor.length > 0)
      await trx
        .updateTable('orders')
        .set({ fulfilment: 'ended', updated_at: at })
        .where(
          'id',
          'in',
          paidFor.map((period) => period.order_id),
        )
        .where('fulfilment', '=', 'active')
        .execute();
    const member = await findCustomer(trx, row.member_id);
    await logForMembers(trx, writer, [row.member_id], {
      operation: state === 'cancelled' ? 'premium-cancelled' : 'premium-expired',
      target: member?.name ?? String(row.member_id),
      buildingId: row.building_id,
      changes: { before: { state: row.state }, after: { state } },
    });
    return true;
  });
}

/** The order of the period that starts where this one ends: found, or placed (once, whoever gets there first). */
async function renewalOrder(
  db: Kysely<Database>,
  row: PremiumSubscriptionRow,
  now: Date,
): Promise<number | null> {
  const known = await db
    .selectFrom('premium_periods')
    .select('order_id')
    .where('subscription_id', '=', row.id)
    .where('period_start', '=', row.period_end)
    .executeTakeFirst();
  if (known) return known.order_id;
  const member = await findCustomer(db, row.member_id);
  const plan = await db
    .selectFrom('premium_plans')
    .selectAll()
    .where('id', '=', row.plan_id)
    .executeTakeFirst();
  if (!member || !plan) return null;
  try {
    return await db.transaction().execute(async (trx) => {
      const placed = await placePremiumOrder(trx, member, plan, now);
      await trx
        .insertInto('premium_periods')
        .values({
          subscription_id: row.id,
          period_start: row.period_end,
          period_end: periodEnd(row.period_end, periodOf(plan)),
          kind: 'renewal',
          order_id: placed.id,
          created_at: now.toISOString(),
        })
        .execute();
      return placed.id;
    });
  } catch {
    // Another sweep placed it first (the unique period row refused this one, and its order went with it).
    const placed = await db
      .selectFrom('premium_periods')
      .select('order_id')
      .where('subscription_id', '=', row.id)
      .where('period_start', '=', row.period_end)
      .executeTakeFirst();
    return placed?.order_id ?? null;
  }
}

async function renewOne(
  db: Kysely<Database>,
  provider: PaymentProvider,
  row: PremiumSubscriptionRow,
  writer: Writer,
): Promise<'renewed' | 'declined' | 'ended' | 'waiting'> {
  const now = writer.now;
  if (row.cancel_at_period_end === 1 || row.auto_renew === 0)
    return (await endSubscription(db, row, row.cancel_at_period_end === 1 ? 'cancelled' : 'expired', writer))
      ? 'ended'
      : 'waiting';
  if (row.state === 'past-due' && row.grace_until !== null && row.grace_until <= now.toISOString())
    return (await endSubscription(db, row, 'expired', writer)) ? 'ended' : 'waiting';
  const orderId = await renewalOrder(db, row, now);
  if (orderId === null) return 'waiting';
  const key = renewalKey(row.id, row.period_end, now);
  const paid = await chargePlacedOrder(db, provider, { orderId, method: row.method, key }, writer);
  if (paid !== 'paid' && paid !== 'failed') return 'waiting';
  return db.transaction().execute(async (trx) => {
    const at = now.toISOString();
    const period = await trx
      .selectFrom('premium_periods')
      .select(['period_end'])
      .where('order_id', '=', orderId)
      .executeTakeFirstOrThrow();
    const renewed = paid === 'paid';
    const graceUntil = new Date(Date.parse(row.period_end) + PREMIUM_GRACE_DAYS * DAY_MS).toISOString();
    const changed = await trx
      .updateTable('premium_subscriptions')
      .set(
        renewed
          ? {
              state: 'active',
              period_start: row.period_end,
              period_end: period.period_end,
              grace_until: null,
            }
          : { state: 'past-due', grace_until: graceUntil },
      )
      .set({ updated_at: at })
      .where('id', '=', row.id)
      .where('state', '=', row.state)
      .where('period_end', '=', row.period_end)
      .executeTakeFirst();
    // Nothing to say when another sweep already wrote this outcome (a declined retry of a day already past due).
    if (Number(changed.numUpdatedRows) !== 1 || (!renewed && row.state === 'past-due')) return 'waiting';
    if (renewed) {
      await trx
        .updateTable('orders')
        .set({ fulfilment: 'active', updated_at: at })
        .where('id', '=', orderId)
        .execute();
    }
    const member = await findCustomer(trx, row.member_id);
    await logForMembers(trx, writer, [row.member_id], {
      operation: renewed ? 'premium-renewed' : 'premium-renewal-declined',
      target: member?.name ?? String(row.member_id),
      buildingId: row.building_id,
      changes: renewed
        ? { before: { period_end: row.period_end }, after: { period_end: period.period_end } }
        : { before: { state: row.state }, after: { state: 'past-due', grace_until: graceUntil } },
    });
    return renewed ? 'renewed' : 'declined';
  });
}

/** One pass; a backlog larger than a batch is taken up by the next pass. */
export async function renewDueSubscriptions(
  db: Kysely<Database>,
  provider: PaymentProvider,
  now: Date,
): Promise<RenewalReport> {
  const report: RenewalReport = { renewed: 0, declined: 0, ended: 0, failed: 0 };
  const due = await db
    .selectFrom('premium_subscriptions')
    .selectAll()
    .where('state', 'in', ['active', 'past-due'])
    .where('period_end', '<=', now.toISOString())
    .orderBy('period_end')
    .limit(BATCH)
    .execute();
  const writer = systemWriter(now);
  for (const row of due) {
    try {
      const outcome = await renewOne(db, provider, row, writer);
      if (outcome !== 'waiting') report[outcome] += 1;
    } catch {
      report.failed += 1;
    }
  }
  return report;
}
