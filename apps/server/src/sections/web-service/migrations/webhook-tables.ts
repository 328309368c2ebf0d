import type { Kysely, Migration } from 'kysely';
import type { DialectName } from '../../../db/dialect.js';
import { withId } from '../../../db/migrations/id-column.js';

// Outgoing webhooks and their durable delivery queue (one row per event and webhook, unique by its key).
export function webhookTablesMigration(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await withId(db.schema.createTable('webhooks'), dialect)
        .addColumn('partner', 'text', (col) => col.notNull())
        .addColumn('url', 'text', (col) => col.notNull())
        .addColumn('events', 'text', (col) => col.notNull())
        .addColumn('building_id', 'integer', (col) => col.references('buildings.id').onDelete('cascade'))
        .addColumn('active', 'integer', (col) => col.notNull())
        .addColumn('secret_cipher', 'text', (col) => col.notNull())
        .addColumn('created_by', 'text', (col) => col.notNull())
        .addColumn('created_at', 'text', (col) => col.notNull())
        .addColumn('updated_at', 'text', (col) => col.notNull())
        .execute();
      await withId(db.schema.createTable('webhook_deliveries'), dialect)
        .addColumn('webhook_id', 'integer', (col) =>
          col.notNull().references('webhooks.id').onDelete('cascade'),
        )
        .addColumn('event', 'text', (col) => col.notNull())
        .addColumn('event_key', 'text', (col) => col.notNull())
        .addColumn('payload', 'text', (col) => col.notNull())
        .addColumn('state', 'text', (col) => col.notNull())
        .addColumn('attempts', 'integer', (col) => col.notNull())
        .addColumn('next_attempt_at', 'text')
        .addColumn('last_attempt_at', 'text')
        .addColumn('status_code', 'integer')
        .addColumn('error', 'text')
        .addColumn('created_at', 'text', (col) => col.notNull())
        .addUniqueConstraint('webhook_deliveries_event', ['webhook_id', 'event_key'])
        .execute();
      await db.schema
        .createIndex('webhook_deliveries_due')
        .on('webhook_deliveries')
        .columns(['state', 'next_attempt_at'])
        .execute();
    },
  };
}
