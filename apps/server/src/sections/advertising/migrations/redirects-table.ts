import type { Kysely, Migration } from 'kysely';
import type { DialectName } from '../../../db/dialect.js';
import { withId } from '../../../db/migrations/id-column.js';

// Short links: a unique code, the http(s) address it leads to, a note, the last day it works and its clicks.
export function redirectsTableMigration(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await withId(db.schema.createTable('ad_redirects'), dialect)
        .addColumn('code', 'text', (col) => col.notNull().unique())
        .addColumn('note', 'text', (col) => col.notNull())
        .addColumn('target', 'text', (col) => col.notNull())
        .addColumn('expires_on', 'text')
        .addColumn('clicks', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('last_click_at', 'text')
        .addColumn('created_at', 'text', (col) => col.notNull())
        .addColumn('updated_at', 'text', (col) => col.notNull())
        .execute();
    },
  };
}
