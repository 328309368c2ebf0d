// The rules page's acts (57010, 57011): what each rule earns and for how long. Changing a rule changes what is
// earned from then on; the ledger keeps what was earned before, as it was.
import type { Kysely } from 'kysely';
import {
  REWARD_RULES,
  type ActParsedParams,
  type RewardRule,
  type rewardRuleUpdateAct,
} from '@bluemanager/protocol';
import type { Database } from '../../db/schema.js';
import { logOperation, type OperationActor } from '../../domain/oplog/operation-log.js';
import './reward.tables.js';

export async function rewardRules(db: Kysely<Database>): Promise<{ rules: RewardRule[] }> {
  const rows = await db.selectFrom('reward_rules').selectAll().execute();
  const rules = REWARD_RULES.flatMap((key) => {
    const row = rows.find((entry) => entry.key === key);
    return row
      ? [
          {
            key,
            points: row.points,
            expires_after_days: row.expires_after_days,
            active: row.active === 1,
            updated_at: row.updated_at,
          },
        ]
      : [];
  });
  return { rules };
}

export async function updateRewardRule(
  db: Kysely<Database>,
  params: ActParsedParams<typeof rewardRuleUpdateAct>,
  context: { actor: OperationActor; now: Date },
): Promise<{ rules: RewardRule[] }> {
  await db.transaction().execute(async (trx) => {
    const before = await trx
      .selectFrom('reward_rules')
      .selectAll()
      .where('key', '=', params.key)
      .executeTakeFirstOrThrow();
    const after = {
      points: params.points,
      expires_after_days: params.expires_after_days,
      active: params.active ? 1 : 0,
    };
    await trx
      .updateTable('reward_rules')
      .set({ ...after, updated_at: context.now.toISOString() })
      .where('key', '=', params.key)
      .execute();
    await logOperation(trx, {
      operation: 'reward-rule-changed',
      target: params.key,
      actor: context.actor,
      now: context.now,
      changes: {
        before: {
          points: before.points,
          expires_after_days: before.expires_after_days,
          active: before.active === 1,
        },
        after: { ...after, active: params.active },
      },
    });
  });
  return rewardRules(db);
}
