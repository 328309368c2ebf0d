// The two-factor rule per level: whether its accounts must sign in with a one-time code, with the count of accounts
// in reach that have not set it up yet.
import type { Kysely } from 'kysely';
import { LEVELS, type ActResult, type Level, type twoFactorPolicyAct } from '@bluemanager/protocol';
import type { Database } from '../../db/schema.js';
import { logOperation } from '../../domain/oplog/operation-log.js';
import { reachesAllStaff } from './staff-reach.js';
import type { Reader } from './staff-view.js';
import type { Writer } from './staff-write.js';

type PolicyItem = ActResult<typeof twoFactorPolicyAct>['items'][number];

export async function twoFactorPolicy(
  db: Kysely<Database>,
  reader: Reader,
): Promise<ActResult<typeof twoFactorPolicyAct>> {
  const [rules, counts] = await Promise.all([
    db.selectFrom('level_policies').select(['level', 'require_two_factor']).execute(),
    db
      .selectFrom('users')
      .select([
        'level',
        (eb) => eb.fn.countAll<number>().as('accounts'),
        (eb) => eb.fn.count<number>('id').filterWhere('totp_secret', 'is', null).as('without'),
      ])
      .where('deleted_at', 'is', null)
      .$if(!reachesAllStaff(reader.session), (query) => query.where('partner', '=', reader.session.partner))
      .groupBy('level')
      .execute(),
  ]);
  return {
    items: LEVELS.map((level): PolicyItem => {
      const count = counts.find((row) => row.level === level);
      return {
        level,
        required: rules.some((rule) => rule.level === level && rule.require_two_factor === 1),
        accounts: Number(count?.accounts ?? 0),
        without_two_factor: Number(count?.without ?? 0),
      };
    }),
  };
}

export async function setTwoFactorPolicy(
  db: Kysely<Database>,
  params: { level: Level; required: boolean },
  writer: Writer,
): Promise<PolicyItem> {
  const before = await db
    .selectFrom('level_policies')
    .select('require_two_factor')
    .where('level', '=', params.level)
    .executeTakeFirst();
  const was = before?.require_two_factor === 1;
  if (was !== params.required) {
    const row = {
      level: params.level,
      require_two_factor: params.required ? 1 : 0,
      updated_by: writer.actor.username,
      updated_at: writer.now.toISOString(),
    };
    await db.transaction().execute(async (trx) => {
      await trx
        .insertInto('level_policies')
        .values(row)
        .onConflict((conflict) => conflict.column('level').doUpdateSet(row))
        .execute();
      await logOperation(trx, {
        operation: 'two-factor-policy-changed',
        target: params.level,
        actor: writer.actor,
        now: writer.now,
        changes: { before: { required: was }, after: { required: params.required } },
      });
    });
  }
  const { items } = await twoFactorPolicy(db, writer);
  const item = items.find((entry) => entry.level === params.level);
  if (!item) throw new Error(`level ${params.level} vanished`);
  return item;
}
