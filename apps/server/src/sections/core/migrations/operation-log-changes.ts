import type { Kysely, Migration } from 'kysely';

// The operation log keeps what a write changed: the values before and after, as JSON of the changed fields only.
export function operationLogChangesMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('operation_log').addColumn('before_value', 'text').execute();
      await db.schema.alterTable('operation_log').addColumn('after_value', 'text').execute();
    },
  };
}
