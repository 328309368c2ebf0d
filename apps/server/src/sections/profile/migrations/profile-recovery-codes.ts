import type { Kysely, Migration } from 'kysely';
import type { DialectName } from '../../../db/dialect.js';
import { withId } from '../../../db/migrations/id-column.js';

// Recovery codes by account (hashes only), and the sessions' mark for an account that signed in owing two-factor
// (its level requires it, none is set up): such a session may only enrol or sign out.
export function profileRecoveryCodesMigration(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await withId(db.schema.createTable('recovery_codes'), dialect)
        .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
        .addColumn('code_hash', 'text', (col) => col.notNull())
        .addColumn('created_at', 'text', (col) => col.notNull())
        .addColumn('used_at', 'text')
        .execute();
      await db.schema.createIndex('recovery_codes_user').on('recovery_codes').column('user_id').execute();
      await db.schema
        .alterTable('sessions')
        .addColumn('enrol_only', 'integer', (col) => col.notNull().defaultTo(0))
        .execute();
    },
  };
}
