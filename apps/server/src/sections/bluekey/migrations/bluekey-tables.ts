import type { Kysely, Migration } from 'kysely';
import type { DialectName } from '../../../db/dialect.js';
import { withId } from '../../../db/migrations/id-column.js';

// Carriers, courier keys and the places they open, their uses, and the per-locker count of unknown keys.
export function bluekeyTablesMigration(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await withId(db.schema.createTable('carriers'), dialect)
        .addColumn('name', 'text', (col) => col.notNull().unique())
        .addColumn('code', 'text', (col) => col.notNull().unique())
        .addColumn('logo', 'text', (col) => col.notNull().defaultTo(''))
        .addColumn('active', 'integer', (col) => col.notNull().defaultTo(1))
        .addColumn('created_at', 'text', (col) => col.notNull())
        .addColumn('updated_at', 'text', (col) => col.notNull())
        .execute();
      await withId(db.schema.createTable('courier_keys'), dialect)
        .addColumn('carrier_id', 'integer', (col) => col.notNull().references('carriers.id'))
        .addColumn('courier', 'text', (col) => col.notNull())
        .addColumn('phone', 'text', (col) => col.notNull().defaultTo(''))
        .addColumn('method', 'text', (col) => col.notNull())
        .addColumn('secret_hash', 'text', (col) => col.notNull())
        .addColumn('hint', 'text', (col) => col.notNull().defaultTo(''))
        .addColumn('valid_from', 'text', (col) => col.notNull())
        .addColumn('valid_to', 'text', (col) => col.notNull())
        .addColumn('created_by', 'text', (col) => col.notNull())
        .addColumn('created_at', 'text', (col) => col.notNull())
        .addColumn('revoked_at', 'text')
        .addColumn('revoked_by', 'text', (col) => col.notNull().defaultTo(''))
        .addColumn('last_used_at', 'text')
        .execute();
      // A locker's check finds the key by its hash: one index probe whatever the number of keys.
      await db.schema.createIndex('courier_keys_secret').on('courier_keys').column('secret_hash').execute();
      await db.schema
        .createIndex('courier_keys_carrier')
        .on('courier_keys')
        .columns(['carrier_id', 'created_at'])
        .execute();
      await withId(db.schema.createTable('courier_key_places'), dialect)
        .addColumn('key_id', 'integer', (col) => col.notNull().references('courier_keys.id'))
        .addColumn('building_id', 'integer', (col) => col.notNull().references('buildings.id'))
        .addColumn('machine_id', 'integer', (col) => col.references('machines.id'))
        .execute();
      await db.schema
        .createIndex('courier_key_places_key')
        .on('courier_key_places')
        .column('key_id')
        .execute();
      await db.schema
        .createIndex('courier_key_places_building')
        .on('courier_key_places')
        .column('building_id')
        .execute();
      await withId(db.schema.createTable('courier_key_uses'), dialect)
        .addColumn('key_id', 'integer', (col) => col.references('courier_keys.id'))
        .addColumn('carrier_id', 'integer', (col) => col.references('carriers.id'))
        .addColumn('machine_id', 'integer', (col) => col.notNull().references('machines.id'))
        .addColumn('building_id', 'integer', (col) => col.notNull().references('buildings.id'))
        .addColumn('method', 'text', (col) => col.notNull())
        .addColumn('allowed', 'integer', (col) => col.notNull())
        .addColumn('reason', 'text', (col) => col.notNull().defaultTo(''))
        .addColumn('at', 'text', (col) => col.notNull())
        .execute();
      await db.schema
        .createIndex('courier_key_uses_key')
        .on('courier_key_uses')
        .columns(['key_id', 'at'])
        .execute();
      await db.schema
        .createIndex('courier_key_uses_carrier')
        .on('courier_key_uses')
        .columns(['carrier_id', 'at'])
        .execute();
      // A carrier's figures read its parcels of a period by name (parcels.carrier) and deposit time.
      await db.schema
        .createIndex('parcels_carrier_deposited')
        .on('parcels')
        .columns(['carrier', 'deposited_at'])
        .execute();
      await db.schema
        .createTable('courier_key_lockouts')
        .addColumn('machine_id', 'integer', (col) => col.primaryKey().references('machines.id'))
        .addColumn('failures', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('locked_until', 'text')
        .execute();
    },
  };
}
