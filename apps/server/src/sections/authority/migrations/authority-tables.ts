import type { Kysely, Migration } from 'kysely';

const USER_COLUMNS: [name: string, notNull: boolean, fallback: string | null][] = [
  ['language', true, 'en'],
  ['time_zone', true, 'UTC'],
  ['disabled_at', false, null],
  ['deleted_at', false, null],
  ['password_changed_at', false, null],
];

// Staff accounts' language, zone and life cycle on users, and the per-level two-factor rule.
export function authorityTablesMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      for (const [name, notNull, fallback] of USER_COLUMNS) {
        await db.schema
          .alterTable('users')
          .addColumn(name, 'text', (col) => {
            const typed = fallback === null ? col : col.defaultTo(fallback);
            return notNull ? typed.notNull() : typed;
          })
          .execute();
      }
      await db.schema
        .createTable('level_policies')
        .addColumn('level', 'text', (col) => col.primaryKey())
        .addColumn('require_two_factor', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('updated_by', 'text', (col) => col.notNull())
        .addColumn('updated_at', 'text', (col) => col.notNull())
        .execute();
    },
  };
}
