import type { Kysely, Migration } from 'kysely';
import type { DialectName } from '../../../db/dialect.js';
import { withId } from '../../../db/migrations/id-column.js';

// Campaigns, their pickup buildings and their participants. A member joins a campaign once (a unique index, so two
// joins at the same moment cannot both land), and a participant's order is made once (its own column, set when the
// campaign is claimed by the close).
export function groupBuyTablesMigration(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await withId(db.schema.createTable('group_buys'), dialect)
        .addColumn('name', 'text', (col) => col.notNull())
        .addColumn('description', 'text', (col) => col.notNull().defaultTo(''))
        .addColumn('currency', 'text', (col) => col.notNull())
        .addColumn('tiers', 'text', (col) => col.notNull())
        .addColumn('minimum', 'integer', (col) => col.notNull())
        .addColumn('participants', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('units', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('state', 'text', (col) => col.notNull())
        .addColumn('deadline', 'text', (col) => col.notNull())
        .addColumn('cancel_reason', 'text')
        .addColumn('opened_at', 'text')
        .addColumn('closed_at', 'text')
        .addColumn('created_at', 'text', (col) => col.notNull())
        .addColumn('updated_at', 'text', (col) => col.notNull())
        .execute();
      await db.schema
        .createIndex('group_buys_state_deadline')
        .on('group_buys')
        .columns(['state', 'deadline'])
        .execute();
      await db.schema
        .createTable('group_buy_buildings')
        .addColumn('group_buy_id', 'integer', (col) => col.notNull().references('group_buys.id'))
        .addColumn('building_id', 'integer', (col) => col.notNull().references('buildings.id'))
        .addColumn('position', 'integer', (col) => col.notNull())
        .addPrimaryKeyConstraint('group_buy_buildings_pk', ['group_buy_id', 'building_id'])
        .execute();
      await db.schema
        .createIndex('group_buy_buildings_building')
        .on('group_buy_buildings')
        .column('building_id')
        .execute();
      await withId(db.schema.createTable('group_buy_participants'), dialect)
        .addColumn('group_buy_id', 'integer', (col) => col.notNull().references('group_buys.id'))
        .addColumn('member_id', 'integer', (col) => col.notNull())
        .addColumn('building_id', 'integer', (col) => col.notNull().references('buildings.id'))
        .addColumn('quantity', 'integer', (col) => col.notNull())
        .addColumn('method', 'text', (col) => col.notNull())
        .addColumn('joined_at', 'text', (col) => col.notNull())
        .addColumn('order_id', 'integer', (col) => col.references('orders.id'))
        .addColumn('charge_settled_at', 'text')
        .execute();
      await db.schema
        .createIndex('group_buy_participants_once')
        .on('group_buy_participants')
        .columns(['group_buy_id', 'member_id'])
        .unique()
        .execute();
    },
  };
}
