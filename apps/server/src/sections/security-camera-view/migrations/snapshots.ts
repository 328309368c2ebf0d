import type { Kysely, Migration } from 'kysely';
import type { DialectName } from '../../../db/dialect.js';
import { withId } from '../../../db/migrations/id-column.js';

// The lockers' camera snapshots, read per locker newest first and per parcel.
export function snapshotsMigration(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await withId(db.schema.createTable('camera_snapshots'), dialect)
        .addColumn('machine_id', 'integer', (col) => col.notNull().references('machines.id'))
        .addColumn('compartment_id', 'integer')
        .addColumn('parcel_id', 'integer')
        .addColumn('event', 'text', (col) => col.notNull())
        .addColumn('type', 'text', (col) => col.notNull())
        .addColumn('image', 'text', (col) => col.notNull())
        .addColumn('bytes', 'integer', (col) => col.notNull())
        .addColumn('taken_at', 'text', (col) => col.notNull())
        .execute();
      await db.schema
        .createIndex('camera_snapshots_machine_taken')
        .on('camera_snapshots')
        .columns(['machine_id', 'taken_at'])
        .execute();
      await db.schema
        .createIndex('camera_snapshots_parcel')
        .on('camera_snapshots')
        .column('parcel_id')
        .execute();
    },
  };
}
