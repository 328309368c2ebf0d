import { sql, type Kysely, type Migration } from 'kysely';
import type { DialectName } from '../../../db/dialect.js';
import { withId } from '../../../db/migrations/id-column.js';

// Orders, their lines, payment and refund attempts, the webhook events taken and the development provider's book.
// Amounts are bigint minor units: a large order book summed in SQL stays exact.
export function ordersTablesMigration(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await withId(db.schema.createTable('orders'), dialect)
        .addColumn('number', 'text', (col) => col.notNull().unique())
        .addColumn('kind', 'text', (col) => col.notNull())
        .addColumn('building_id', 'integer', (col) => col.notNull().references('buildings.id'))
        .addColumn('member_id', 'integer')
        .addColumn('customer', 'text', (col) => col.notNull())
        .addColumn('mob', 'text', (col) => col.notNull().defaultTo(''))
        .addColumn('bc', 'text', (col) => col.notNull().defaultTo(''))
        .addColumn('email', 'text', (col) => col.notNull().defaultTo(''))
        .addColumn('currency', 'text', (col) => col.notNull())
        .addColumn('total_amount', 'bigint', (col) => col.notNull())
        .addColumn('paid_amount', 'bigint', (col) => col.notNull().defaultTo(0))
        .addColumn('refunded_amount', 'bigint', (col) => col.notNull().defaultTo(0))
        .addColumn('refund_held', 'bigint', (col) => col.notNull().defaultTo(0))
        .addColumn('payment_state', 'text', (col) => col.notNull())
        .addColumn('fulfilment', 'text', (col) => col.notNull())
        .addColumn('machine_id', 'integer')
        .addColumn('compartment_id', 'integer')
        .addColumn('created_at', 'text', (col) => col.notNull())
        .addColumn('updated_at', 'text', (col) => col.notNull())
        .execute();
      await db.schema
        .createIndex('orders_building_created')
        .on('orders')
        .columns(['building_id', 'created_at'])
        .execute();
      await withId(db.schema.createTable('order_lines'), dialect)
        .addColumn('order_id', 'integer', (col) => col.notNull().references('orders.id'))
        .addColumn('name', 'text', (col) => col.notNull())
        .addColumn('sku', 'text', (col) => col.notNull())
        .addColumn('quantity', 'integer', (col) => col.notNull())
        .addColumn('unit_amount', 'bigint', (col) => col.notNull())
        .addColumn('amount', 'bigint', (col) => col.notNull())
        .execute();
      await db.schema.createIndex('order_lines_order').on('order_lines').column('order_id').execute();
      for (const table of ['payments', 'refunds'] as const) {
        let create = withId(db.schema.createTable(table), dialect)
          .addColumn('order_id', 'integer', (col) => col.notNull().references('orders.id'))
          .addColumn('idempotency_key', 'text', (col) => col.notNull().unique())
          .addColumn('provider', 'text', (col) => col.notNull())
          .addColumn('provider_ref', 'text')
          .addColumn('amount', 'bigint', (col) => col.notNull())
          .addColumn('currency', 'text', (col) => col.notNull())
          .addColumn('state', 'text', (col) => col.notNull())
          .addColumn('failure', 'text')
          .addColumn('username', 'text', (col) => col.notNull().defaultTo(''))
          .addColumn('created_at', 'text', (col) => col.notNull())
          .addColumn('settled_at', 'text');
        create =
          table === 'payments'
            ? create.addColumn('method', 'text', (col) => col.notNull().defaultTo(''))
            : create
                .addColumn('payment_id', 'integer', (col) => col.notNull().references('payments.id'))
                .addColumn('full', 'integer', (col) => col.notNull().defaultTo(0))
                .addColumn('reason', 'text', (col) => col.notNull());
        await create.execute();
        await db.schema.createIndex(`${table}_order`).on(table).column('order_id').execute();
        await db.schema.createIndex(`${table}_provider_ref`).on(table).column('provider_ref').execute();
      }
      // One open charge per order: a second one (another key, the same moment) is refused by the database itself.
      await sql`create unique index payments_one_open on payments (order_id) where state <> 'failed'`.execute(
        db,
      );
      await db.schema
        .createTable('payment_webhook_events')
        .addColumn('id', 'text', (col) => col.primaryKey())
        .addColumn('type', 'text', (col) => col.notNull())
        .addColumn('received_at', 'text', (col) => col.notNull())
        .execute();
      await db.schema
        .createTable('dev_payment_ledger')
        .addColumn('idempotency_key', 'text', (col) => col.primaryKey())
        .addColumn('kind', 'text', (col) => col.notNull())
        .addColumn('ref', 'text', (col) => col.notNull())
        .addColumn('amount', 'bigint', (col) => col.notNull())
        .addColumn('currency', 'text', (col) => col.notNull())
        .addColumn('outcome', 'text', (col) => col.notNull())
        .addColumn('created_at', 'text', (col) => col.notNull())
        .execute();
    },
  };
}
