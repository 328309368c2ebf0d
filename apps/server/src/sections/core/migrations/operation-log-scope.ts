import { sql, type Kysely, type Migration } from 'kysely';

// The operation log says whose it is, so Member Logs can show each reader only their part: the building an entry is
// about (null for logins and other account entries) and the partner it belongs to (the building's, else the
// actor's). Rows written before keep a null building; their partner is the actor's where the actor is known.
export function operationLogScopeMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('operation_log').addColumn('building_id', 'integer').execute();
      await db.schema.alterTable('operation_log').addColumn('partner', 'text').execute();
      await sql`update operation_log set partner = (select users.partner from users where users.id = operation_log.user_id) where user_id is not null`.execute(
        db,
      );
      // The list reads newest first within a building, a partner or a category, and by actor name.
      await db.schema
        .createIndex('operation_log_building_at')
        .on('operation_log')
        .columns(['building_id', 'at'])
        .execute();
      await db.schema
        .createIndex('operation_log_partner_at')
        .on('operation_log')
        .columns(['partner', 'at'])
        .execute();
      await db.schema
        .createIndex('operation_log_category_at')
        .on('operation_log')
        .columns(['category', 'at'])
        .execute();
    },
  };
}
