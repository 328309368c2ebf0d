import type { Kysely, Migration } from 'kysely';

// Free BlueExpress deliveries used in a period, counted on the period's own row: a shipment takes one with a
// conditional update (`free_used < the plan's free deliveries`), so two shipments at once cannot both take the last.
export function premiumFreeUsedMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('premium_periods')
        .addColumn('free_used', 'integer', (col) => col.notNull().defaultTo(0))
        .execute();
    },
  };
}
