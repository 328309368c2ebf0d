// Premium plans (acts 65101–65104): read with their live subscriber counts; written one at a time, each write with
// its log entry in one transaction. A plan any subscription ever used is retired (off sale) rather than deleted.
import type { Kysely, Transaction } from 'kysely';
import {
  LIVE_SUBSCRIPTION_STATES,
  PLAN_PERIODS,
  type ActParsedParams,
  type PremiumPlan,
  type premiumPlanCreateAct,
} from '@bluemanager/protocol';
import type { Database } from '../../db/schema.js';
import { write, type Writer } from '../../act-channel/write.js';
import { ActError } from '../../domain/act-error.js';
import { changedFields } from '../../domain/oplog/operation-log.js';
import { currencyOf, oneOf } from '../orders/order-row.js';
import type { PremiumPlanRow } from './premium.tables.js';

type PlanFields = ActParsedParams<typeof premiumPlanCreateAct>;

const planValues = (fields: PlanFields) => ({
  name: fields.name,
  currency: fields.currency,
  price_amount: fields.price,
  period: fields.period,
  extra_hold_days: fields.extra_hold_days,
  free_deliveries: fields.free_deliveries,
  discount_percent: fields.discount_percent,
  active: fields.active ? 1 : 0,
});

export const periodOf = (row: Pick<PremiumPlanRow, 'period'>) =>
  oneOf(PLAN_PERIODS, row.period, 'plan period');

export async function findPlan(db: Kysely<Database>, id: number): Promise<PremiumPlanRow> {
  const plan = await db.selectFrom('premium_plans').selectAll().where('id', '=', id).executeTakeFirst();
  if (!plan) throw new ActError('NOT_FOUND', `There is no premium plan ${id}.`);
  return plan;
}

export async function premiumPlans(db: Kysely<Database>): Promise<{ plans: PremiumPlan[] }> {
  const [plans, counts] = await Promise.all([
    db.selectFrom('premium_plans').selectAll().orderBy('active', 'desc').orderBy('price_amount').execute(),
    db
      .selectFrom('premium_subscriptions')
      .select((eb) => [
        'plan_id',
        eb.fn.countAll<number>().as('ever'),
        eb.fn
          .sum<number>(eb.case().when('state', 'in', LIVE_SUBSCRIPTION_STATES).then(1).else(0).end())
          .as('live'),
      ])
      .groupBy('plan_id')
      .execute(),
  ]);
  const countOf = new Map(counts.map((row) => [row.plan_id, row]));
  return {
    plans: plans.map((row) => ({
      id: row.id,
      name: row.name,
      price: { amount: Number(row.price_amount), currency: currencyOf(row.currency) },
      period: periodOf(row),
      extra_hold_days: row.extra_hold_days,
      free_deliveries: row.free_deliveries,
      discount_percent: row.discount_percent,
      active: row.active === 1,
      subscribers: Number(countOf.get(row.id)?.live ?? 0),
      ever_subscribed: Number(countOf.get(row.id)?.ever ?? 0) > 0,
      updated_at: row.updated_at,
    })),
  };
}

async function sameNameRefused(trx: Transaction<Database>, name: string, except: number | null) {
  const taken = await trx
    .selectFrom('premium_plans')
    .select('id')
    .where((eb) => eb(eb.fn('lower', ['name']), '=', name.toLowerCase()))
    .executeTakeFirst();
  if (taken && taken.id !== except)
    throw new ActError('INVALID_PARAMS', `There is already a plan named ${name}.`, {
      issues: [{ path: 'name', message: 'another plan has this name' }],
    });
}

export async function createPlan(db: Kysely<Database>, fields: PlanFields, writer: Writer) {
  await write({ db, ...writer }, async (trx, log) => {
    await sameNameRefused(trx, fields.name, null);
    const at = writer.now.toISOString();
    await trx
      .insertInto('premium_plans')
      .values({ ...planValues(fields), created_at: at, updated_at: at })
      .execute();
    await log({
      operation: 'premium-plan-created',
      target: fields.name,
      changes: { before: {}, after: planValues(fields) },
    });
  });
  return premiumPlans(db);
}

export async function updatePlan(db: Kysely<Database>, id: number, fields: PlanFields, writer: Writer) {
  await write({ db, ...writer }, async (trx, log) => {
    const before = await findPlan(trx, id);
    await sameNameRefused(trx, fields.name, id);
    const after = planValues(fields);
    const changes = changedFields({ ...before, price_amount: Number(before.price_amount) }, after);
    if (Object.keys(changes.after).length === 0) return;
    await trx
      .updateTable('premium_plans')
      .set({ ...after, updated_at: writer.now.toISOString() })
      .where('id', '=', id)
      .execute();
    await log({ operation: 'premium-plan-changed', target: fields.name, changes });
  });
  return premiumPlans(db);
}

export async function removePlan(db: Kysely<Database>, id: number, writer: Writer) {
  const outcome = await write({ db, ...writer }, async (trx, log) => {
    const plan = await findPlan(trx, id);
    const used = await trx
      .selectFrom('premium_subscriptions')
      .select('id')
      .where('plan_id', '=', id)
      .executeTakeFirst();
    if (used) {
      if (plan.active === 0) throw new ActError('CONFLICT', `Plan ${plan.name} is already retired.`);
      await trx
        .updateTable('premium_plans')
        .set({ active: 0, updated_at: writer.now.toISOString() })
        .where('id', '=', id)
        .execute();
      await log({
        operation: 'premium-plan-retired',
        target: plan.name,
        changes: { before: { active: 1 }, after: { active: 0 } },
      });
      return 'retired' as const;
    }
    await trx.deleteFrom('premium_plans').where('id', '=', id).execute();
    await log({ operation: 'premium-plan-deleted', target: plan.name });
    return 'deleted' as const;
  });
  return { ...(await premiumPlans(db)), outcome };
}
