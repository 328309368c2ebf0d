import type { Kysely, Migration } from 'kysely';
import type { DialectName } from '../../../db/dialect.js';
import { withId } from '../../../db/migrations/id-column.js';

// The pictures of residents' posts, as bytes (bytea on PostgreSQL, a blob on SQLite), found by name or by post.
export function communityPostImagesMigration(dialect: DialectName): Migration {
  const bytes = dialect === 'postgres' ? 'bytea' : 'blob';
  return {
    async up(db: Kysely<unknown>) {
      await withId(db.schema.createTable('community_post_images'), dialect)
        .addColumn('name', 'text', (col) => col.notNull().unique())
        .addColumn('member_id', 'integer', (col) => col.notNull().references('members.id'))
        .addColumn('post_id', 'integer', (col) => col.references('community_posts.id'))
        .addColumn('width', 'integer', (col) => col.notNull())
        .addColumn('height', 'integer', (col) => col.notNull())
        .addColumn('content', bytes, (col) => col.notNull())
        .addColumn('thumb', bytes, (col) => col.notNull())
        .addColumn('created_at', 'text', (col) => col.notNull())
        .execute();
      await db.schema
        .createIndex('community_post_images_post')
        .on('community_post_images')
        .column('post_id')
        .execute();
      await db.schema
        .createIndex('community_post_images_member')
        .on('community_post_images')
        .columns(['member_id', 'post_id'])
        .execute();
    },
  };
}
