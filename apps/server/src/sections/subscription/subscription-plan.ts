// A building's plan (act 65506): saved whole, one row per building; the operation log keeps what it was before.
import type { Kysely } from 'kysely';
import type { ActParsedParams, savePlanAct } from '@bluemanager/protocol';
import type { Database } from '../../db/schema.js';
import { changedFields, logOperation, type OperationActor } from '../../domain/oplog/operation-log.js';

type PlanParams = ActParsedParams<typeof savePlanAct>;

export async function savePlan(
  db: Kysely<Database>,
  params: PlanParams,
  context: { actor: OperationActor; now: Date },
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const before = await trx
      .selectFrom('subscription_plans')
      .selectAll()
      .where('building_id', '=', params.buid)
      .executeTakeFirst();
    const plan = {
      currency: params.currency,
      unit_amount: params.unit_price,
      locker_amount: params.locker_price,
      starts_on: params.starts_on,
      state: params.state,
      updated_at: context.now.toISOString(),
    };
    if (before) {
      await trx.updateTable('subscription_plans').set(plan).where('building_id', '=', params.buid).execute();
    } else {
      await trx
        .insertInto('subscription_plans')
        .values({ building_id: params.buid, ...plan })
        .execute();
    }
    const building = await trx
      .selectFrom('buildings')
      .select('name')
      .where('id', '=', params.buid)
      .executeTakeFirstOrThrow();
    const shown = (row: {
      currency: string;
      unit_amount: number;
      locker_amount: number;
      starts_on: string;
      state: string;
    }) => ({
      currency: row.currency,
      unit_price: Number(row.unit_amount),
      locker_price: Number(row.locker_amount),
      starts_on: row.starts_on,
      state: row.state,
    });
    await logOperation(trx, {
      operation: 'subscription-plan-saved',
      target: building.name,
      actor: context.actor,
      now: context.now,
      buildingId: params.buid,
      changes: before ? changedFields(shown(before), shown(plan)) : { before: {}, after: shown(plan) },
    });
  });
}
