import type { Kysely, Migration } from 'kysely';
import type { DialectName } from '../../../db/dialect.js';
import { withId } from '../../../db/migrations/id-column.js';

// Members (with their holds), the operation log entries about each, and a parcel's link to the member a merge gave it.
export function membersTablesMigration(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await withId(db.schema.createTable('members'), dialect)
        .addColumn('building_id', 'integer', (col) => col.notNull().references('buildings.id'))
        .addColumn('unit', 'text', (col) => col.notNull())
        .addColumn('name', 'text', (col) => col.notNull())
        .addColumn('phones', 'text', (col) => col.notNull().defaultTo('[]'))
        .addColumn('email', 'text', (col) => col.notNull().defaultTo(''))
        .addColumn('language', 'text', (col) => col.notNull().defaultTo('en'))
        .addColumn('channel', 'text', (col) => col.notNull().defaultTo('sms'))
        .addColumn('status', 'text', (col) => col.notNull())
        .addColumn('notes', 'text', (col) => col.notNull().defaultTo(''))
        .addColumn('search_text', 'text', (col) => col.notNull())
        .addColumn('created_at', 'text', (col) => col.notNull())
        .addColumn('updated_at', 'text', (col) => col.notNull())
        .addColumn('moved_out_at', 'text')
        // A hold (vacation): its first and last day in the building's zone; reminders pause meanwhile.
        .addColumn('hold_from', 'text')
        .addColumn('hold_until', 'text')
        .execute();
      await db.schema
        .createIndex('members_building_name')
        .on('members')
        .columns(['building_id', 'name'])
        .execute();
      await db.schema
        .createTable('member_log')
        .addColumn('member_id', 'integer', (col) => col.notNull())
        .addColumn('log_id', 'integer', (col) => col.notNull())
        .addPrimaryKeyConstraint('member_log_pk', ['member_id', 'log_id'])
        .execute();
      await db.schema.alterTable('parcels').addColumn('member_id', 'integer').execute();
      await db.schema.createIndex('parcels_member').on('parcels').column('member_id').execute();
    },
  };
}
