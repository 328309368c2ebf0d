import { sql, type Kysely, type Migration } from 'kysely';

// A shipment remembers its tariff price and the premium benefit that changed it (a free delivery and the period it
// was taken from, so a cancellation gives it back; or the discount percent), and the parcel it became when it was
// delivered to a locker. Shipments from before keep their price as their tariff price.
export function expressPremiumMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      const table = () => db.schema.alterTable('express_shipments');
      await table()
        .addColumn('list_amount', 'bigint', (col) => col.notNull().defaultTo(0))
        .execute();
      await table()
        .addColumn('benefit', 'text', (col) => col.notNull().defaultTo('none'))
        .execute();
      await table()
        .addColumn('discount_percent', 'integer', (col) => col.notNull().defaultTo(0))
        .execute();
      // No foreign key: the premium section's tables are its own (and may be migrated after this one).
      await table().addColumn('premium_period_id', 'integer').execute();
      await table()
        .addColumn('parcel_id', 'integer', (col) => col.references('parcels.id'))
        .execute();
      await sql`update express_shipments set list_amount = amount`.execute(db);
    },
  };
}
