import type { Kysely, Migration } from 'kysely';
import type { DialectName } from '../../../db/dialect.js';
import { withId } from '../../../db/migrations/id-column.js';

// Bike locations (one per bike machine), their sessions, the collections of abandoned bikes and the members'
// bike credentials.
export function bikeTablesMigration(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await withId(db.schema.createTable('bike_locations'), dialect)
        .addColumn('machine_id', 'integer', (col) => col.notNull().unique().references('machines.id'))
        .addColumn('kind', 'text', (col) => col.notNull().defaultTo('docks'))
        .addColumn('lat', 'double precision', (col) => col.notNull())
        .addColumn('lng', 'double precision', (col) => col.notNull())
        .addColumn('overstay_hours', 'integer', (col) => col.notNull().defaultTo(72))
        .addColumn('hourly_cents', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('free_minutes', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('day_cap_cents', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('currency', 'text', (col) => col.notNull().defaultTo('CAD'))
        .execute();
      await withId(db.schema.createTable('bike_sessions'), dialect)
        .addColumn('machine_id', 'integer', (col) => col.notNull().references('machines.id'))
        .addColumn('compartment_id', 'integer', (col) => col.notNull().references('compartments.id'))
        .addColumn('kind', 'text', (col) => col.notNull())
        .addColumn('member_id', 'integer')
        .addColumn('credential', 'text', (col) => col.notNull().defaultTo(''))
        .addColumn('started_at', 'text', (col) => col.notNull())
        .addColumn('ended_at', 'text')
        .addColumn('fee_cents', 'integer')
        .addColumn('ending', 'text')
        .addColumn('end_reason', 'text', (col) => col.notNull().defaultTo(''))
        .execute();
      await db.schema
        .createIndex('bike_sessions_machine_open')
        .on('bike_sessions')
        .columns(['machine_id', 'ended_at'])
        .execute();
      await withId(db.schema.createTable('bike_collections'), dialect)
        .addColumn('session_id', 'integer', (col) => col.notNull().references('bike_sessions.id'))
        .addColumn('machine_id', 'integer', (col) => col.notNull().references('machines.id'))
        .addColumn('state', 'text', (col) => col.notNull())
        .addColumn('flagged_at', 'text', (col) => col.notNull())
        .addColumn('notified', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('scheduled_for', 'text')
        .addColumn('result_at', 'text')
        .addColumn('note', 'text', (col) => col.notNull().defaultTo(''))
        .execute();
      await db.schema
        .createIndex('bike_collections_session')
        .on('bike_collections')
        .column('session_id')
        .execute();
      await db.schema
        .createTable('bike_credentials')
        .addColumn('credential', 'text', (col) => col.primaryKey())
        .addColumn('member_id', 'integer', (col) => col.notNull())
        .execute();
    },
  };
}
