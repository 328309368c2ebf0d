// Named to sort after the screens' migration (fresh databases run migrations in name order): ad_screens must exist.
import type { Kysely, Migration } from 'kysely';

// A group's targets besides whole buildings: single lockers it plays on, and the screen layouts it is limited to
// (none named: any screen). Deleting a group takes them with it; a locker or a layout in use cannot be deleted.
export function adGroupTargetsMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('ad_group_machines')
        .addColumn('group_id', 'integer', (col) =>
          col.notNull().references('ad_groups.id').onDelete('cascade'),
        )
        .addColumn('machine_id', 'integer', (col) => col.notNull().references('machines.id'))
        .addPrimaryKeyConstraint('ad_group_machines_pk', ['group_id', 'machine_id'])
        .execute();
      // The playlist asks "which groups target this locker": by machine first.
      await db.schema
        .createIndex('ad_group_machines_machine')
        .on('ad_group_machines')
        .columns(['machine_id', 'group_id'])
        .execute();
      await db.schema
        .createTable('ad_group_screens')
        .addColumn('group_id', 'integer', (col) =>
          col.notNull().references('ad_groups.id').onDelete('cascade'),
        )
        .addColumn('screen_id', 'integer', (col) => col.notNull().references('ad_screens.id'))
        .addPrimaryKeyConstraint('ad_group_screens_pk', ['group_id', 'screen_id'])
        .execute();
    },
  };
}
