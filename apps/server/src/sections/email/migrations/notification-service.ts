import type { Kysely, Migration } from 'kysely';
import type { DialectName } from '../../../db/dialect.js';
import { withId } from '../../../db/migrations/id-column.js';

// The notification service's tables: the calls to /create (their idempotency keys and answers), the email an SMS
// falls back to, quiet hours per building, the SMS gateway's delivery receipts (their ids refuse a replay), and the
// development outbox's journal of deliveries (one row per message handed over, so a double send would show).
export function notificationServiceMigration(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await withId(db.schema.createTable('notification_requests'), dialect)
        .addColumn('caller', 'text', (col) => col.notNull())
        .addColumn('idempotency_key', 'text')
        .addColumn('event', 'text', (col) => col.notNull())
        .addColumn('building_id', 'integer', (col) => col.notNull())
        .addColumn('member_id', 'integer')
        .addColumn('answer', 'text', (col) => col.notNull().defaultTo('{}'))
        .addColumn('created_at', 'text', (col) => col.notNull())
        .execute();
      // A key is the caller's own: two integrations may both use "order-1".
      await db.schema
        .createIndex('notification_requests_key')
        .on('notification_requests')
        .columns(['caller', 'idempotency_key'])
        .unique()
        .execute();
      await db.schema
        .createTable('message_fallbacks')
        .addColumn('message_id', 'integer', (col) => col.primaryKey())
        .addColumn('recipient', 'text', (col) => col.notNull())
        .addColumn('language', 'text', (col) => col.notNull())
        .addColumn('subject', 'text', (col) => col.notNull())
        .addColumn('body', 'text', (col) => col.notNull())
        .addColumn('secret', 'text')
        .execute();
      await db.schema
        .createTable('building_quiet_hours')
        .addColumn('building_id', 'integer', (col) => col.primaryKey())
        .addColumn('starts', 'text', (col) => col.notNull())
        .addColumn('ends', 'text', (col) => col.notNull())
        .execute();
      await db.schema
        .createTable('delivery_receipts')
        .addColumn('id', 'text', (col) => col.primaryKey())
        .addColumn('message_id', 'integer', (col) => col.notNull())
        .addColumn('outcome', 'text', (col) => col.notNull())
        .addColumn('received_at', 'text', (col) => col.notNull())
        .execute();
      await withId(db.schema.createTable('outbox_deliveries'), dialect)
        .addColumn('message_id', 'integer', (col) => col.notNull())
        .addColumn('delivered_at', 'text', (col) => col.notNull())
        .execute();
      await db.schema.alterTable('messages').addColumn('delivered_at', 'text').execute();
    },
  };
}
