import type { Kysely, Migration } from 'kysely';
import type { DialectName } from '../../../db/dialect.js';

// Files an email carries (an ad agent's PDF report), kept beside the queued message until it is sent and with it
// afterwards, as the outbox keeps the text: the dispatcher hands them to the provider with the message.
export function messageAttachmentsMigration(dialect: DialectName): Migration {
  const binary = dialect === 'postgres' ? 'bytea' : 'blob';
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('message_attachments')
        .addColumn('message_id', 'integer', (col) =>
          col.notNull().references('messages.id').onDelete('cascade'),
        )
        .addColumn('filename', 'text', (col) => col.notNull())
        .addColumn('mime', 'text', (col) => col.notNull())
        .addColumn('content', binary, (col) => col.notNull())
        .execute();
      await db.schema
        .createIndex('message_attachments_message')
        .on('message_attachments')
        .column('message_id')
        .execute();
    },
  };
}
