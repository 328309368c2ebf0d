import type { Kysely, Migration } from 'kysely';
import { EXPRESS_SERVICES, EXPRESS_SIZES } from '@bluemanager/protocol';
import type { DialectName } from '../../../db/dialect.js';
import { withId } from '../../../db/migrations/id-column.js';

/** The opening tariff in cents, by size (smallest first) for next-day; same-day costs 60 % more, rounded. */
const NEXT_DAY_CENTS = [499, 699, 899, 1199, 1499, 1999];

// BlueExpress: shipments, their events and the tariff (seeded with the opening prices so a new portal can price).
export function expressTablesMigration(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await withId(db.schema.createTable('express_shipments'), dialect)
        .addColumn('number', 'text', (col) => col.notNull().unique())
        .addColumn('building_id', 'integer', (col) => col.notNull().references('buildings.id'))
        .addColumn('machine_id', 'integer', (col) => col.notNull().references('machines.id'))
        .addColumn('member_id', 'integer', (col) => col.notNull().references('members.id'))
        .addColumn('recipient', 'text', (col) => col.notNull())
        .addColumn('recipient_phone', 'text', (col) => col.notNull())
        .addColumn('destination', 'text', (col) => col.notNull())
        .addColumn('dest_machine_id', 'integer', (col) => col.references('machines.id'))
        .addColumn('address', 'text', (col) => col.notNull().defaultTo(''))
        .addColumn('size', 'text', (col) => col.notNull())
        .addColumn('service', 'text', (col) => col.notNull())
        .addColumn('amount', 'bigint', (col) => col.notNull())
        .addColumn('currency', 'text', (col) => col.notNull())
        .addColumn('order_id', 'integer', (col) => col.notNull().references('orders.id'))
        .addColumn('state', 'text', (col) => col.notNull())
        .addColumn('code_hash', 'text')
        .addColumn('compartment_id', 'integer', (col) => col.references('compartments.id'))
        .addColumn('create_key', 'text', (col) => col.notNull().unique())
        .addColumn('created_at', 'text', (col) => col.notNull())
        .addColumn('updated_at', 'text', (col) => col.notNull())
        .execute();
      await db.schema
        .createIndex('express_shipments_building_created')
        .on('express_shipments')
        .columns(['building_id', 'created_at'])
        .execute();
      await db.schema
        .createIndex('express_shipments_code')
        .on('express_shipments')
        .columns(['machine_id', 'code_hash'])
        .execute();
      await withId(db.schema.createTable('express_events'), dialect)
        .addColumn('shipment_id', 'integer', (col) => col.notNull().references('express_shipments.id'))
        .addColumn('state', 'text', (col) => col.notNull())
        .addColumn('at', 'text', (col) => col.notNull())
        .addColumn('place', 'text', (col) => col.notNull())
        .addColumn('actor', 'text', (col) => col.notNull())
        .addColumn('note', 'text', (col) => col.notNull().defaultTo(''))
        .execute();
      await db.schema
        .createIndex('express_events_shipment')
        .on('express_events')
        .column('shipment_id')
        .execute();
      await db.schema
        .createTable('express_tariffs')
        .addColumn('size', 'text', (col) => col.notNull())
        .addColumn('service', 'text', (col) => col.notNull())
        .addColumn('amount', 'bigint', (col) => col.notNull())
        .addColumn('currency', 'text', (col) => col.notNull())
        .addColumn('updated_at', 'text', (col) => col.notNull())
        .addPrimaryKeyConstraint('express_tariffs_pk', ['size', 'service'])
        .execute();
      const at = '2026-11-26T00:00:00.000Z';
      await (db as Kysely<{ express_tariffs: Record<string, string | number> }>)
        .insertInto('express_tariffs')
        .values(
          EXPRESS_SIZES.flatMap((size, index) =>
            EXPRESS_SERVICES.map((service) => {
              const nextDay = NEXT_DAY_CENTS[index] ?? 1999;
              const amount = service === 'next-day' ? nextDay : Math.round((nextDay * 16) / 10);
              return { size, service, amount, currency: 'CAD', updated_at: at };
            }),
          ),
        )
        .execute();
    },
  };
}
