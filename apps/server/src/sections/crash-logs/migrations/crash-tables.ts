import type { Kysely, Migration } from 'kysely';
import type { DialectName } from '../../../db/dialect.js';
import { withId } from '../../../db/migrations/id-column.js';

// Crash groups by signature, their latest reports, and the lockers each has hit. The list reads groups by last seen.
export function crashTablesMigration(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await withId(db.schema.createTable('crash_groups'), dialect)
        .addColumn('origin', 'text', (col) => col.notNull())
        .addColumn('signature', 'text', (col) => col.notNull().unique())
        .addColumn('title', 'text', (col) => col.notNull())
        .addColumn('frame', 'text', (col) => col.notNull())
        .addColumn('count', 'integer', (col) => col.notNull())
        .addColumn('versions', 'text', (col) => col.notNull())
        .addColumn('first_seen', 'text', (col) => col.notNull())
        .addColumn('last_seen', 'text', (col) => col.notNull())
        .addColumn('resolved_at', 'text')
        .addColumn('resolved_by', 'text', (col) => col.notNull().defaultTo(''))
        .addColumn('reopened_at', 'text')
        .execute();
      await db.schema
        .createIndex('crash_groups_last_seen')
        .on('crash_groups')
        .columns(['last_seen'])
        .execute();

      await withId(db.schema.createTable('crash_reports'), dialect)
        .addColumn('group_id', 'integer', (col) => col.notNull().references('crash_groups.id'))
        .addColumn('at', 'text', (col) => col.notNull())
        .addColumn('machine_id', 'integer', (col) => col.references('machines.id'))
        .addColumn('version', 'text', (col) => col.notNull())
        .addColumn('message', 'text', (col) => col.notNull())
        .addColumn('stack', 'text', (col) => col.notNull())
        .addColumn('events', 'text', (col) => col.notNull())
        .addColumn('route', 'text', (col) => col.notNull())
        .execute();
      await db.schema
        .createIndex('crash_reports_group')
        .on('crash_reports')
        .columns(['group_id', 'at'])
        .execute();

      await db.schema
        .createTable('crash_group_machines')
        .addColumn('group_id', 'integer', (col) => col.notNull().references('crash_groups.id'))
        .addColumn('machine_id', 'integer', (col) => col.notNull().references('machines.id'))
        .addColumn('count', 'integer', (col) => col.notNull())
        .addColumn('last_seen', 'text', (col) => col.notNull())
        .addPrimaryKeyConstraint('crash_group_machines_pk', ['group_id', 'machine_id'])
        .execute();
      await db.schema
        .createIndex('crash_group_machines_machine')
        .on('crash_group_machines')
        .columns(['machine_id'])
        .execute();
    },
  };
}
