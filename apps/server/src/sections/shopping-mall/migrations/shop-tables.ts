import { sql, type Kysely, type Migration } from 'kysely';
import type { DialectName } from '../../../db/dialect.js';
import { withId } from '../../../db/migrations/id-column.js';

// The catalogue, its pictures, stock per building with its ledger, and each shop order's parcel. A check on the
// stock row itself keeps it from going below zero whatever a write forgets.
export function shopTablesMigration(dialect: DialectName): Migration {
  const binary = dialect === 'postgres' ? 'bytea' : 'blob';
  return {
    async up(db: Kysely<unknown>) {
      await withId(db.schema.createTable('shop_items'), dialect)
        .addColumn('name', 'text', (col) => col.notNull())
        .addColumn('description', 'text', (col) => col.notNull().defaultTo(''))
        .addColumn('sku', 'text', (col) => col.notNull().unique())
        .addColumn('price_amount', 'bigint', (col) => col.notNull())
        .addColumn('currency', 'text', (col) => col.notNull())
        .addColumn('category', 'text', (col) => col.notNull())
        .addColumn('active', 'integer', (col) => col.notNull().defaultTo(1))
        .addColumn('images', 'text', (col) => col.notNull().defaultTo('[]'))
        .addColumn('created_at', 'text', (col) => col.notNull())
        .addColumn('updated_at', 'text', (col) => col.notNull())
        .execute();
      await db.schema
        .createTable('shop_images')
        .addColumn('sha256', 'text', (col) => col.primaryKey())
        .addColumn('mime', 'text', (col) => col.notNull())
        .addColumn('width', 'integer', (col) => col.notNull())
        .addColumn('height', 'integer', (col) => col.notNull())
        .addColumn('bytes', 'integer', (col) => col.notNull())
        .addColumn('content', binary, (col) => col.notNull())
        .addColumn('thumbnail', binary, (col) => col.notNull())
        .addColumn('created_at', 'text', (col) => col.notNull())
        .execute();
      await db.schema
        .createTable('shop_stock')
        .addColumn('item_id', 'integer', (col) => col.notNull().references('shop_items.id'))
        .addColumn('building_id', 'integer', (col) => col.notNull().references('buildings.id'))
        .addColumn('on_hand', 'integer', (col) => col.notNull().check(sql`on_hand >= 0`))
        .addPrimaryKeyConstraint('shop_stock_pk', ['item_id', 'building_id'])
        .execute();
      await withId(db.schema.createTable('shop_stock_moves'), dialect)
        .addColumn('item_id', 'integer', (col) => col.notNull().references('shop_items.id'))
        .addColumn('building_id', 'integer', (col) => col.notNull().references('buildings.id'))
        .addColumn('kind', 'text', (col) => col.notNull())
        .addColumn('delta', 'integer', (col) => col.notNull())
        .addColumn('on_hand', 'integer', (col) => col.notNull())
        .addColumn('reason', 'text', (col) => col.notNull().defaultTo(''))
        .addColumn('order_id', 'integer', (col) => col.references('orders.id'))
        .addColumn('username', 'text', (col) => col.notNull().defaultTo(''))
        .addColumn('created_at', 'text', (col) => col.notNull())
        .execute();
      await db.schema
        .createIndex('shop_stock_moves_item')
        .on('shop_stock_moves')
        .columns(['item_id', 'created_at'])
        .execute();
      await db.schema
        .createIndex('shop_stock_moves_order')
        .on('shop_stock_moves')
        .column('order_id')
        .execute();
      await db.schema
        .createTable('shop_orders')
        .addColumn('order_id', 'integer', (col) => col.primaryKey().references('orders.id'))
        .addColumn('parcel_id', 'integer', (col) => col.references('parcels.id'))
        .execute();
      await db.schema.createIndex('shop_orders_parcel').on('shop_orders').column('parcel_id').execute();
    },
  };
}
