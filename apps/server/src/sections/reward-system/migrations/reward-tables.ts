import { sql, type Kysely, type Migration } from 'kysely';
import type { DialectName } from '../../../db/dialect.js';
import { withId } from '../../../db/migrations/id-column.js';
import type { RewardRulesTable } from '../reward.tables.js';

/** The rules a fresh portal starts with: what each earns and for how many days. */
const DEFAULT_RULES = [
  { key: 'on-time-pickup', points: 10, expires_after_days: 365 },
  { key: 'referral', points: 100, expires_after_days: 365 },
  { key: 'welcome', points: 50, expires_after_days: 180 },
  { key: 'purchase', points: 5, expires_after_days: 365 },
];

// The rules and the ledger. The ledger is append-only by the database's own rule: a trigger refuses every UPDATE and
// DELETE of its rows on both dialects, whatever code runs.
export function rewardTablesMigration(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('reward_rules')
        .addColumn('key', 'text', (col) => col.primaryKey())
        .addColumn('points', 'integer', (col) => col.notNull())
        .addColumn('expires_after_days', 'integer', (col) => col.notNull())
        .addColumn('active', 'integer', (col) => col.notNull().defaultTo(1))
        .addColumn('updated_at', 'text', (col) => col.notNull())
        .execute();
      const at = new Date(0).toISOString();
      await db
        .withTables<{ reward_rules: RewardRulesTable }>()
        .insertInto('reward_rules')
        .values(DEFAULT_RULES.map((rule) => ({ ...rule, active: 1, updated_at: at })))
        .execute();
      await withId(db.schema.createTable('reward_ledger'), dialect)
        // No foreign key: a merge removes a duplicate member, and its history must not block it (nor be rewritten).
        .addColumn('member_id', 'integer', (col) => col.notNull())
        .addColumn('kind', 'text', (col) => col.notNull())
        .addColumn('rule', 'text')
        .addColumn('points', 'integer', (col) => col.notNull())
        .addColumn('reason', 'text', (col) => col.notNull())
        .addColumn('lot_id', 'integer')
        .addColumn('expires_at', 'text')
        .addColumn('username', 'text', (col) => col.notNull().defaultTo(''))
        // What earned it when something happened (`parcel:12`): one earning per happening, however often it is told.
        .addColumn('source', 'text')
        .addColumn('created_at', 'text', (col) => col.notNull())
        .execute();
      await db.schema
        .createIndex('reward_ledger_member')
        .on('reward_ledger')
        .columns(['member_id', 'id'])
        .execute();
      await sql`create unique index reward_ledger_source on reward_ledger (source) where source is not null`.execute(
        db,
      );
      // One expiry per earning, so two readers expiring at once cannot both take the same points.
      await sql`create unique index reward_ledger_one_expiry on reward_ledger (lot_id) where kind = 'expire'`.execute(
        db,
      );
      if (dialect === 'sqlite') {
        for (const event of ['update', 'delete']) {
          await sql
            .raw(
              `create trigger reward_ledger_no_${event} before ${event} on reward_ledger ` +
                `begin select raise(abort, 'the reward ledger is append-only'); end`,
            )
            .execute(db);
        }
      } else {
        await sql`create function reward_ledger_append_only() returns trigger language plpgsql as $$
          begin raise exception 'the reward ledger is append-only'; end $$`.execute(db);
        await sql`create trigger reward_ledger_append_only before update or delete on reward_ledger
          for each row execute function reward_ledger_append_only()`.execute(db);
      }
    },
  };
}
