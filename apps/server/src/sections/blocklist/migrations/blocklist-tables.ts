import type { Kysely, Migration } from 'kysely';
import type { DialectName } from '../../../db/dialect.js';
import { withId } from '../../../db/migrations/id-column.js';

// The Black List: one row per blocked phone, email or account.
export function blocklistTablesMigration(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await withId(db.schema.createTable('blocked_contacts'), dialect)
        .addColumn('kind', 'text', (col) => col.notNull())
        .addColumn('value', 'text', (col) => col.notNull())
        .addColumn('reason', 'text', (col) => col.notNull())
        .addColumn('created_by', 'text', (col) => col.notNull())
        .addColumn('created_at', 'text', (col) => col.notNull())
        .addColumn('expires_at', 'text')
        .addUniqueConstraint('blocked_contacts_kind_value', ['kind', 'value'])
        .execute();
    },
  };
}
