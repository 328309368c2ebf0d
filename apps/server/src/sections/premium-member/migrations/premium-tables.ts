import { sql, type Kysely, type Migration } from 'kysely';
import type { DialectName } from '../../../db/dialect.js';
import { withId } from '../../../db/migrations/id-column.js';

// Plans, subscriptions and their periods. One live subscription per member (a partial unique index), one period row
// per subscription and start (so a renewal is placed once).
export function premiumTablesMigration(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await withId(db.schema.createTable('premium_plans'), dialect)
        .addColumn('name', 'text', (col) => col.notNull())
        .addColumn('currency', 'text', (col) => col.notNull())
        .addColumn('price_amount', 'bigint', (col) => col.notNull())
        .addColumn('period', 'text', (col) => col.notNull())
        .addColumn('extra_hold_days', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('free_deliveries', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('discount_percent', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('active', 'integer', (col) => col.notNull().defaultTo(1))
        .addColumn('created_at', 'text', (col) => col.notNull())
        .addColumn('updated_at', 'text', (col) => col.notNull())
        .execute();
      await withId(db.schema.createTable('premium_subscriptions'), dialect)
        // No foreign key to members: a merge removes a duplicate member and its history must not block it.
        .addColumn('member_id', 'integer', (col) => col.notNull())
        .addColumn('building_id', 'integer', (col) => col.notNull().references('buildings.id'))
        .addColumn('plan_id', 'integer', (col) => col.notNull().references('premium_plans.id'))
        .addColumn('state', 'text', (col) => col.notNull())
        .addColumn('period_start', 'text', (col) => col.notNull())
        .addColumn('period_end', 'text', (col) => col.notNull())
        .addColumn('auto_renew', 'integer', (col) => col.notNull().defaultTo(1))
        .addColumn('cancel_at_period_end', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('grace_until', 'text')
        .addColumn('method', 'text', (col) => col.notNull())
        .addColumn('ended_at', 'text')
        .addColumn('created_at', 'text', (col) => col.notNull())
        .addColumn('updated_at', 'text', (col) => col.notNull())
        .execute();
      await sql`create unique index premium_subscriptions_one_live on premium_subscriptions (member_id)
        where state in ('active', 'past-due')`.execute(db);
      await db.schema
        .createIndex('premium_subscriptions_due')
        .on('premium_subscriptions')
        .columns(['state', 'period_end'])
        .execute();
      await withId(db.schema.createTable('premium_periods'), dialect)
        .addColumn('subscription_id', 'integer', (col) =>
          col.notNull().references('premium_subscriptions.id'),
        )
        .addColumn('period_start', 'text', (col) => col.notNull())
        .addColumn('period_end', 'text', (col) => col.notNull())
        .addColumn('kind', 'text', (col) => col.notNull())
        .addColumn('order_id', 'integer', (col) => col.notNull().references('orders.id'))
        .addColumn('created_at', 'text', (col) => col.notNull())
        .addUniqueConstraint('premium_periods_one_per_start', ['subscription_id', 'period_start'])
        .execute();
    },
  };
}
