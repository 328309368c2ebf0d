import type { Kysely, Migration } from 'kysely';
import type { DialectName } from '../../../db/dialect.js';
import { withId } from '../../../db/migrations/id-column.js';

// A template's earlier texts, so the template pages can show its history and restore one; and who saved the
// current text, which becomes the version's author when it is replaced.
export function templateVersionsMigration(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('notification_templates')
        .addColumn('updated_by', 'text', (column) => column.notNull().defaultTo(''))
        .execute();
      await withId(db.schema.createTable('notification_template_versions'), dialect)
        .addColumn('event', 'text', (column) => column.notNull())
        .addColumn('language', 'text', (column) => column.notNull())
        .addColumn('channel', 'text', (column) => column.notNull())
        .addColumn('subject', 'text', (column) => column.notNull())
        .addColumn('body', 'text', (column) => column.notNull())
        .addColumn('saved_at', 'text', (column) => column.notNull())
        .addColumn('saved_by', 'text', (column) => column.notNull())
        .execute();
      await db.schema
        .createIndex('notification_template_versions_key')
        .on('notification_template_versions')
        .columns(['event', 'language', 'channel', 'id'])
        .execute();
    },
  };
}
