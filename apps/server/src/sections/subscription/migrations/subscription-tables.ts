import { sql, type Kysely, type Migration } from 'kysely';
import type { DialectName } from '../../../db/dialect.js';
import { withId } from '../../../db/migrations/id-column.js';

// A building's units, its plan, and its invoices with their lines. Amounts are bigint minor units, so a year of
// invoices summed in SQL stays exact.
export function subscriptionTablesMigration(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await withId(db.schema.createTable('units'), dialect)
        .addColumn('building_id', 'integer', (col) => col.notNull().references('buildings.id'))
        .addColumn('name', 'text', (col) => col.notNull())
        .addColumn('active', 'integer', (col) => col.notNull().defaultTo(1))
        .addColumn('created_at', 'text', (col) => col.notNull())
        .addColumn('updated_at', 'text', (col) => col.notNull())
        .execute();
      // 'B-4' and 'b-4' are one letterbox: the database refuses the second, whoever adds it at the same moment.
      await sql`create unique index units_building_name on units (building_id, lower(name))`.execute(db);
      await db.schema
        .createTable('subscription_plans')
        .addColumn('building_id', 'integer', (col) => col.primaryKey().references('buildings.id'))
        .addColumn('currency', 'text', (col) => col.notNull())
        .addColumn('unit_amount', 'bigint', (col) => col.notNull())
        .addColumn('locker_amount', 'bigint', (col) => col.notNull())
        .addColumn('starts_on', 'text', (col) => col.notNull())
        .addColumn('state', 'text', (col) => col.notNull())
        .addColumn('updated_at', 'text', (col) => col.notNull())
        .execute();
      await withId(db.schema.createTable('subscription_invoices'), dialect)
        .addColumn('number', 'text', (col) => col.notNull().unique())
        .addColumn('building_id', 'integer', (col) => col.notNull().references('buildings.id'))
        .addColumn('month', 'text', (col) => col.notNull())
        .addColumn('currency', 'text', (col) => col.notNull())
        .addColumn('total_amount', 'bigint', (col) => col.notNull())
        .addColumn('state', 'text', (col) => col.notNull())
        .addColumn('created_at', 'text', (col) => col.notNull())
        .addColumn('updated_at', 'text', (col) => col.notNull())
        .addColumn('issued_at', 'text')
        .addColumn('paid_at', 'text')
        .addColumn('voided_at', 'text')
        .execute();
      // The generation run's key: one live invoice per building and month, so running it twice (or on two servers at
      // once) makes one; a voided invoice steps aside so the month can be generated again.
      await sql`create unique index subscription_invoices_one_live on subscription_invoices (building_id, month) where state <> 'void'`.execute(
        db,
      );
      await withId(db.schema.createTable('subscription_invoice_lines'), dialect)
        .addColumn('invoice_id', 'integer', (col) => col.notNull().references('subscription_invoices.id'))
        .addColumn('kind', 'text', (col) => col.notNull())
        .addColumn('quantity', 'integer', (col) => col.notNull())
        .addColumn('unit_amount', 'bigint', (col) => col.notNull())
        .addColumn('days', 'integer', (col) => col.notNull())
        .addColumn('days_in_month', 'integer', (col) => col.notNull())
        .addColumn('amount', 'bigint', (col) => col.notNull())
        .execute();
      await db.schema
        .createIndex('subscription_invoice_lines_invoice')
        .on('subscription_invoice_lines')
        .column('invoice_id')
        .execute();
    },
  };
}
