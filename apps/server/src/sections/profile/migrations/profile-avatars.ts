import type { Kysely, Migration } from 'kysely';
import type { DialectName } from '../../../db/dialect.js';

// Avatar images by name and size, as bytes (bytea on PostgreSQL, a blob on SQLite).
export function profileAvatarsMigration(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('avatar_images')
        .addColumn('name', 'text', (col) => col.notNull())
        .addColumn('size', 'integer', (col) => col.notNull())
        .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
        .addColumn('content', dialect === 'postgres' ? 'bytea' : 'blob', (col) => col.notNull())
        .addColumn('created_at', 'text', (col) => col.notNull())
        .addPrimaryKeyConstraint('avatar_images_pk', ['name', 'size'])
        .execute();
      await db.schema.createIndex('avatar_images_user').on('avatar_images').column('user_id').execute();
    },
  };
}
