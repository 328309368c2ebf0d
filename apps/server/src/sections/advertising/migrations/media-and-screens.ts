// Named to sort after 2026-11-25-advertising-tables (fresh databases run migrations in name order).
import type { Kysely, Migration } from 'kysely';
import type { DialectName } from '../../../db/dialect.js';
import { withId } from '../../../db/migrations/id-column.js';

// Uploaded ad files, stored once per content (named by their SHA-256) with a thumbnail; the file an item plays.
export function adMediaMigration(dialect: DialectName): Migration {
  const binary = dialect === 'postgres' ? 'bytea' : 'blob';
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('ad_media')
        .addColumn('sha256', 'text', (col) => col.primaryKey())
        .addColumn('kind', 'text', (col) => col.notNull())
        .addColumn('mime', 'text', (col) => col.notNull())
        .addColumn('width', 'integer', (col) => col.notNull())
        .addColumn('height', 'integer', (col) => col.notNull())
        .addColumn('bytes', 'integer', (col) => col.notNull())
        .addColumn('duration_ms', 'integer')
        .addColumn('content', binary, (col) => col.notNull())
        .addColumn('thumbnail', binary, (col) => col.notNull())
        .addColumn('created_at', 'text', (col) => col.notNull())
        .execute();
      await db.schema
        .alterTable('ad_items')
        .addColumn('media_sha256', 'text', (col) => col.references('ad_media.sha256'))
        .execute();
    },
  };
}

// Screen layouts (full screen, or a header above the ad area), which machine carries which, and what the lockers
// played: one row per day, item and machine, added to by each batch a locker reports; a batch id is kept so a
// batch sent twice counts once.
export function adScreensMigration(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await withId(db.schema.createTable('ad_screens'), dialect)
        .addColumn('name', 'text', (col) => col.notNull())
        .addColumn('layout', 'text', (col) => col.notNull())
        .addColumn('width', 'integer', (col) => col.notNull())
        .addColumn('height', 'integer', (col) => col.notNull())
        .addColumn('header_height', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('created_at', 'text', (col) => col.notNull())
        .addColumn('updated_at', 'text', (col) => col.notNull())
        .execute();
      await db.schema
        .createTable('ad_machine_screens')
        .addColumn('machine_id', 'integer', (col) => col.primaryKey().references('machines.id'))
        .addColumn('screen_id', 'integer', (col) => col.notNull().references('ad_screens.id'))
        .execute();
      await db.schema
        .createTable('ad_daily')
        .addColumn('day', 'text', (col) => col.notNull())
        .addColumn('item_id', 'integer', (col) => col.notNull().references('ad_items.id').onDelete('cascade'))
        .addColumn('machine_id', 'integer', (col) => col.notNull().references('machines.id'))
        .addColumn('group_id', 'integer', (col) => col.notNull())
        .addColumn('agent_id', 'integer', (col) => col.notNull())
        .addColumn('building_id', 'integer', (col) => col.notNull())
        .addColumn('impressions', 'integer', (col) => col.notNull())
        .addColumn('touches', 'integer', (col) => col.notNull())
        .addColumn('play_seconds', 'integer', (col) => col.notNull())
        .addPrimaryKeyConstraint('ad_daily_pk', ['day', 'item_id', 'machine_id'])
        .execute();
      await db.schema.createIndex('ad_daily_day_agent').on('ad_daily').columns(['day', 'agent_id']).execute();
      await db.schema.createIndex('ad_daily_item').on('ad_daily').columns(['item_id', 'day']).execute();
      await db.schema
        .createTable('ad_report_batches')
        .addColumn('machine_id', 'integer', (col) => col.notNull().references('machines.id'))
        .addColumn('batch', 'text', (col) => col.notNull())
        .addColumn('received_at', 'text', (col) => col.notNull())
        .addPrimaryKeyConstraint('ad_report_batches_pk', ['machine_id', 'batch'])
        .execute();
    },
  };
}

// What Ad Analytics reads: the daily counts summed over a building's lockers (one row per day, item and building),
// kept beside the per-locker rows by the same write, so a year's question reads thousands of rows, not millions.
export function adDailyByBuildingMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('ad_daily_buildings')
        .addColumn('day', 'text', (col) => col.notNull())
        .addColumn('item_id', 'integer', (col) => col.notNull().references('ad_items.id').onDelete('cascade'))
        .addColumn('building_id', 'integer', (col) => col.notNull())
        .addColumn('group_id', 'integer', (col) => col.notNull())
        .addColumn('agent_id', 'integer', (col) => col.notNull())
        .addColumn('impressions', 'integer', (col) => col.notNull())
        .addColumn('touches', 'integer', (col) => col.notNull())
        .addColumn('play_seconds', 'integer', (col) => col.notNull())
        .addPrimaryKeyConstraint('ad_daily_buildings_pk', ['day', 'item_id', 'building_id'])
        .execute();
    },
  };
}
