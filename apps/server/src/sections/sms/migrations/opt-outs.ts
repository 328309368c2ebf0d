import type { Kysely, Migration } from 'kysely';

// Recipients who asked for no more SMS (a STOP reply through the gateway, or staff on their behalf), and the ids of
// the gateway's inbound messages already taken, so a replayed webhook call changes nothing.
export function optOutsMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('sms_opt_outs')
        .addColumn('phone', 'text', (column) => column.primaryKey())
        .addColumn('source', 'text', (column) => column.notNull())
        .addColumn('note', 'text', (column) => column.notNull().defaultTo(''))
        .addColumn('created_at', 'text', (column) => column.notNull())
        .addColumn('created_by', 'text', (column) => column.notNull())
        .execute();
      await db.schema
        .createTable('sms_inbound')
        .addColumn('id', 'text', (column) => column.primaryKey())
        .addColumn('phone', 'text', (column) => column.notNull())
        .addColumn('received_at', 'text', (column) => column.notNull())
        .execute();
    },
  };
}
