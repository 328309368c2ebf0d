import type { Kysely, Migration } from 'kysely';
import type { DialectName } from '../../../db/dialect.js';
import { withId } from '../../../db/migrations/id-column.js';

// The Email page's tables: the messages composed to members (each email in the outbox names its campaign), and the
// SMTP settings (one row) staff save on the page.
export function emailCampaignsMigration(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await withId(db.schema.createTable('email_campaigns'), dialect)
        .addColumn('subject', 'text', (col) => col.notNull())
        .addColumn('body', 'text', (col) => col.notNull())
        .addColumn('buildings', 'text', (col) => col.notNull())
        .addColumn('units', 'text', (col) => col.notNull())
        .addColumn('status', 'text', (col) => col.notNull())
        .addColumn('total', 'integer', (col) => col.notNull())
        .addColumn('batch_size', 'integer', (col) => col.notNull())
        .addColumn('created_by', 'text', (col) => col.notNull())
        .addColumn('created_at', 'text', (col) => col.notNull())
        .execute();
      await db.schema.alterTable('messages').addColumn('campaign_id', 'integer').execute();
      await db.schema
        .createIndex('messages_campaign')
        .on('messages')
        .columns(['campaign_id', 'status'])
        .execute();
      await db.schema
        .createTable('smtp_settings')
        .addColumn('id', 'integer', (col) => col.primaryKey())
        .addColumn('host', 'text', (col) => col.notNull())
        .addColumn('port', 'integer', (col) => col.notNull())
        .addColumn('secure', 'integer', (col) => col.notNull())
        .addColumn('username', 'text', (col) => col.notNull())
        .addColumn('password', 'text', (col) => col.notNull())
        .addColumn('from_address', 'text', (col) => col.notNull())
        .addColumn('updated_by', 'text', (col) => col.notNull())
        .addColumn('updated_at', 'text', (col) => col.notNull())
        .execute();
    },
  };
}
