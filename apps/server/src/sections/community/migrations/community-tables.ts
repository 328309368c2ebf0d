import type { Kysely, Migration } from 'kysely';
import type { DialectName } from '../../../db/dialect.js';
import { withId } from '../../../db/migrations/id-column.js';

// The residents' board (posts, comments, reports), their service tokens, and the operator's announcements. Member
// ids carry no foreign key: a members merge deletes the duplicate it folds in, and the board must not stop it.
export function communityTablesMigration(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await withId(db.schema.createTable('community_posts'), dialect)
        .addColumn('building_id', 'integer', (col) => col.notNull().references('buildings.id'))
        .addColumn('member_id', 'integer', (col) => col.notNull())
        .addColumn('title', 'text', (col) => col.notNull())
        .addColumn('body', 'text', (col) => col.notNull())
        .addColumn('category', 'integer', (col) => col.notNull())
        .addColumn('status', 'integer', (col) => col.notNull())
        .addColumn('pending_reason', 'text')
        .addColumn('reject_reason', 'text', (col) => col.notNull().defaultTo(''))
        .addColumn('priority', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('views', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('tags', 'text', (col) => col.notNull().defaultTo('[]'))
        .addColumn('created_at', 'text', (col) => col.notNull())
        .addColumn('updated_at', 'text', (col) => col.notNull())
        .addColumn('moderated_by', 'text')
        .addColumn('moderated_at', 'text')
        .addColumn('reports_reviewed_at', 'text')
        .execute();
      await db.schema
        .createIndex('community_posts_building')
        .on('community_posts')
        .columns(['building_id', 'status', 'created_at'])
        .execute();
      await db.schema
        .createIndex('community_posts_member')
        .on('community_posts')
        .column('member_id')
        .execute();
      await withId(db.schema.createTable('community_comments'), dialect)
        .addColumn('post_id', 'integer', (col) => col.notNull().references('community_posts.id'))
        .addColumn('member_id', 'integer', (col) => col.notNull())
        .addColumn('body', 'text', (col) => col.notNull())
        .addColumn('created_at', 'text', (col) => col.notNull())
        .execute();
      await db.schema
        .createIndex('community_comments_post')
        .on('community_comments')
        .column('post_id')
        .execute();
      await withId(db.schema.createTable('community_reports'), dialect)
        .addColumn('post_id', 'integer', (col) => col.notNull().references('community_posts.id'))
        .addColumn('member_id', 'integer', (col) => col.notNull())
        .addColumn('reason', 'text', (col) => col.notNull())
        .addColumn('created_at', 'text', (col) => col.notNull())
        .addUniqueConstraint('community_reports_post_member', ['post_id', 'member_id'])
        .execute();
      await withId(db.schema.createTable('community_member_tokens'), dialect)
        .addColumn('member_id', 'integer', (col) => col.notNull())
        .addColumn('prefix', 'text', (col) => col.notNull().unique())
        .addColumn('secret_hash', 'text', (col) => col.notNull())
        .addColumn('created_at', 'text', (col) => col.notNull())
        .addColumn('expires_at', 'text', (col) => col.notNull())
        .addColumn('revoked_at', 'text')
        .execute();
      await withId(db.schema.createTable('community_system_msgs'), dialect)
        .addColumn('title', 'text', (col) => col.notNull())
        .addColumn('body', 'text', (col) => col.notNull())
        .addColumn('unit_from', 'text', (col) => col.notNull())
        .addColumn('unit_to', 'text', (col) => col.notNull())
        .addColumn('starts_at', 'text', (col) => col.notNull())
        .addColumn('ends_at', 'text', (col) => col.notNull())
        .addColumn('push', 'text', (col) => col.notNull())
        .addColumn('pushed', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('created_by', 'text', (col) => col.notNull())
        .addColumn('created_at', 'text', (col) => col.notNull())
        .addColumn('withdrawn_at', 'text')
        .execute();
      await db.schema
        .createTable('community_system_msg_buildings')
        .addColumn('msg_id', 'integer', (col) => col.notNull().references('community_system_msgs.id'))
        .addColumn('building_id', 'integer', (col) => col.notNull().references('buildings.id'))
        .addPrimaryKeyConstraint('community_system_msg_buildings_pk', ['msg_id', 'building_id'])
        .execute();
    },
  };
}
