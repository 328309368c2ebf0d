import type { Kysely, Migration } from 'kysely';
import type { DialectName } from '../../../db/dialect.js';
import { withId } from '../../../db/migrations/id-column.js';

// API tokens: found by their public prefix, checked against the hash of their secret.
export function tokensTablesMigration(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await withId(db.schema.createTable('api_tokens'), dialect)
        .addColumn('name', 'text', (col) => col.notNull())
        .addColumn('prefix', 'text', (col) => col.notNull().unique())
        .addColumn('secret_hash', 'text', (col) => col.notNull())
        .addColumn('owner_id', 'integer', (col) => col.notNull().references('users.id'))
        .addColumn('acts', 'text', (col) => col.notNull())
        .addColumn('buildings', 'text', (col) => col.notNull().defaultTo('[]'))
        .addColumn('expires_at', 'text', (col) => col.notNull())
        .addColumn('created_by', 'text', (col) => col.notNull())
        .addColumn('created_at', 'text', (col) => col.notNull())
        .addColumn('last_used_at', 'text')
        .addColumn('revoked_at', 'text')
        .execute();
    },
  };
}
