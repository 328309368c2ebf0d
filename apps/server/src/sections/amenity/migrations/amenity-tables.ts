import type { Kysely, Migration } from 'kysely';
import type { DialectName } from '../../../db/dialect.js';
import { withId } from '../../../db/migrations/id-column.js';

// The amenity machines' items (one per slot), the BlueTags, the deposits (one per loan) and their ledger.
export function amenityTablesMigration(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await withId(db.schema.createTable('amenity_items'), dialect)
        .addColumn('machine_id', 'integer', (col) => col.notNull().references('machines.id'))
        .addColumn('compartment_id', 'integer', (col) => col.notNull().unique().references('compartments.id'))
        .addColumn('kind', 'text', (col) => col.notNull())
        .addColumn('name', 'text', (col) => col.notNull())
        .addColumn('state', 'text', (col) => col.notNull().defaultTo('available'))
        .addColumn('deposit_cents', 'integer', (col) => col.notNull())
        .addColumn('currency', 'text', (col) => col.notNull().defaultTo('CAD'))
        .addColumn('loan_hours', 'integer', (col) => col.notNull())
        .execute();
      await withId(db.schema.createTable('amenity_tags'), dialect)
        .addColumn('uid', 'text', (col) => col.notNull().unique())
        .addColumn('building_id', 'integer', (col) => col.notNull().references('buildings.id'))
        .addColumn('kind', 'text', (col) => col.notNull())
        .addColumn('member_id', 'integer')
        .addColumn('item_id', 'integer', (col) => col.references('amenity_items.id'))
        .addColumn('state', 'text', (col) => col.notNull().defaultTo('active'))
        .addColumn('issued_at', 'text', (col) => col.notNull())
        .addColumn('blocked_at', 'text')
        .addColumn('reason', 'text', (col) => col.notNull().defaultTo(''))
        .addColumn('replaced_by', 'integer')
        .execute();
      await db.schema.createIndex('amenity_tags_building').on('amenity_tags').column('building_id').execute();
      await withId(db.schema.createTable('amenity_deposits'), dialect)
        .addColumn('item_id', 'integer', (col) => col.notNull().references('amenity_items.id'))
        .addColumn('machine_id', 'integer', (col) => col.notNull().references('machines.id'))
        .addColumn('member_id', 'integer', (col) => col.notNull())
        .addColumn('tag_id', 'integer', (col) => col.notNull().references('amenity_tags.id'))
        .addColumn('lent_at', 'text', (col) => col.notNull())
        .addColumn('due_at', 'text', (col) => col.notNull())
        .addColumn('returned_at', 'text')
        .addColumn('damaged', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('amount_cents', 'integer', (col) => col.notNull())
        .addColumn('currency', 'text', (col) => col.notNull())
        .addColumn('state', 'text', (col) => col.notNull().defaultTo('held'))
        .addColumn('settled_at', 'text')
        .addColumn('reason', 'text', (col) => col.notNull().defaultTo(''))
        .execute();
      await db.schema
        .createIndex('amenity_deposits_machine_state')
        .on('amenity_deposits')
        .columns(['machine_id', 'state'])
        .execute();
      await withId(db.schema.createTable('amenity_ledger'), dialect)
        .addColumn('deposit_id', 'integer', (col) => col.notNull().references('amenity_deposits.id'))
        .addColumn('at', 'text', (col) => col.notNull())
        .addColumn('entry', 'text', (col) => col.notNull())
        .addColumn('amount_cents', 'integer', (col) => col.notNull())
        .addColumn('currency', 'text', (col) => col.notNull())
        .addColumn('note', 'text', (col) => col.notNull().defaultTo(''))
        .execute();
      await db.schema
        .createIndex('amenity_ledger_deposit')
        .on('amenity_ledger')
        .column('deposit_id')
        .execute();
    },
  };
}
