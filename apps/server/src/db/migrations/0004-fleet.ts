import { type Kysely, type Migration } from 'kysely';
import type { DialectName } from '../dialect.js';
import { withId } from './id-column.js';

// The fleet: building settings (contacts, notification preferences), join request decisions, machine
// models, device credentials and health, compartment doors, machine events, and the daily parcel rollup that keeps
// the dashboards fast at a million parcels. Lists are JSON text, flags 0/1, times ISO text, as everywhere.
export function fleetMigration(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>) {
      const building = (name: string, type: 'text' | 'integer', fallback: string | number) =>
        db.schema
          .alterTable('buildings')
          .addColumn(name, type, (col) => col.notNull().defaultTo(fallback))
          .execute();
      await building('contacts', 'text', '[]');
      // The reminder schedule (reminder_every_hours, reminder_limit) came with the parcel lifecycle (0003).
      await building('notify_offline', 'integer', 1);
      await building('notify_faults', 'integer', 1);
      await building('notify_overdue', 'integer', 1);
      await building('notify_join_requests', 'integer', 1);
      await building('notify_email', 'text', '');
      await db.schema.alterTable('buildings').addColumn('updated_at', 'text').execute();

      await db.schema.alterTable('unit_join_requests').addColumn('decided_at', 'text').execute();
      await db.schema.alterTable('unit_join_requests').addColumn('decided_by', 'integer').execute();
      await db.schema
        .alterTable('unit_join_requests')
        .addColumn('decision_note', 'text', (col) => col.notNull().defaultTo(''))
        .execute();

      await withId(db.schema.createTable('machine_models'), dialect)
        .addColumn('name', 'text', (col) => col.notNull().unique())
        .addColumn('mm', 'integer', (col) => col.notNull())
        .addColumn('family', 'text', (col) => col.notNull())
        .addColumn('layout', 'text', (col) => col.notNull())
        .addColumn('retired_at', 'text')
        .addColumn('created_at', 'text', (col) => col.notNull())
        .addColumn('updated_at', 'text', (col) => col.notNull())
        .execute();

      await db.schema
        .alterTable('machines')
        .addColumn('model_id', 'integer', (col) => col.references('machine_models.id'))
        .execute();
      // The device's Ed25519 public key: the server keeps nothing that could sign in the machine's name.
      await db.schema.alterTable('machines').addColumn('device_key', 'text').execute();
      // The newest request time accepted from the device; an older or equal one is a replay.
      await db.schema
        .alterTable('machines')
        .addColumn('device_clock', 'bigint', (col) => col.notNull().defaultTo(0))
        .execute();
      await db.schema
        .alterTable('machines')
        .addColumn('pickup_failures', 'integer', (col) => col.notNull().defaultTo(0))
        .execute();
      await db.schema.alterTable('machines').addColumn('pickup_locked_until', 'text').execute();
      await db.schema.alterTable('machines').addColumn('retired_at', 'text').execute();

      await db.schema
        .alterTable('compartments')
        .addColumn('door', 'text', (col) => col.notNull().defaultTo('closed'))
        .execute();

      await withId(db.schema.createTable('machine_events'), dialect)
        .addColumn('machine_id', 'integer', (col) =>
          col.notNull().references('machines.id').onDelete('cascade'),
        )
        .addColumn('at', 'text', (col) => col.notNull())
        .addColumn('kind', 'text', (col) => col.notNull())
        .addColumn('compartment_id', 'integer')
        .addColumn('detail', 'text', (col) => col.notNull().defaultTo(''))
        .execute();
      await db.schema
        .createIndex('machine_events_machine_at')
        .on('machine_events')
        .columns(['machine_id', 'at'])
        .execute();
      await db.schema.createIndex('machine_events_at').on('machine_events').column('at').execute();

      // Deliveries per UTC day, building and carrier: deposits on their deposit day, departures (collected or
      // returned) with their dwell time on the day they left.
      await db.schema
        .createTable('parcel_daily')
        .addColumn('day', 'text', (col) => col.notNull())
        .addColumn('building_id', 'integer', (col) => col.notNull())
        .addColumn('carrier', 'text', (col) => col.notNull())
        .addColumn('deposited', 'integer', (col) => col.notNull())
        .addColumn('collected', 'integer', (col) => col.notNull())
        .addColumn('returned', 'integer', (col) => col.notNull())
        .addColumn('late', 'integer', (col) => col.notNull())
        .addColumn('dwell_seconds', 'bigint', (col) => col.notNull())
        .addPrimaryKeyConstraint('parcel_daily_pk', ['day', 'building_id', 'carrier'])
        .execute();
      await db.schema
        .createTable('rollup_state')
        .addColumn('key', 'text', (col) => col.primaryKey())
        .addColumn('value', 'text', (col) => col.notNull())
        .execute();

      // Today's live part of the dashboards reads parcels by deposit and departure time across all buildings.
      await db.schema.createIndex('parcels_deposited_at').on('parcels').column('deposited_at').execute();
      await db.schema.createIndex('parcels_collected_at').on('parcels').column('collected_at').execute();
    },
  };
}
