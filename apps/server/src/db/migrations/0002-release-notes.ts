import type { Kysely, Migration } from 'kysely';
import type { DialectName } from '../dialect.js';
import { withId } from './id-column.js';

// Release notes: the categories stay one comma-separated string, as the release-notes service always stored them.
export function releaseNotesMigration(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await withId(db.schema.createTable('release_notes'), dialect)
        .addColumn('title', 'text', (col) => col.notNull())
        .addColumn('body', 'text', (col) => col.notNull())
        .addColumn('category', 'text', (col) => col.notNull().defaultTo(''))
        .addColumn('author_id', 'integer', (col) => col.references('users.id'))
        .addColumn('create_time', 'text', (col) => col.notNull())
        .execute();
      await db.schema
        .createIndex('release_notes_create_time')
        .on('release_notes')
        .column('create_time')
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('release_notes').execute();
    },
  };
}
