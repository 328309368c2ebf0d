import type { Kysely, Migration } from 'kysely';
import type { DialectName } from '../../../db/dialect.js';
import { withId } from '../../../db/migrations/id-column.js';

// Advertising: the agents (advertisers and agencies), their groups (campaigns) with a schedule and target
// buildings, and the items each group plays. Deleting a group takes its targets and items with it.
export function advertisingTablesMigration(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await withId(db.schema.createTable('ad_agents'), dialect)
        .addColumn('name', 'text', (col) => col.notNull())
        .addColumn('gname', 'text', (col) => col.notNull().defaultTo(''))
        .addColumn('contact_name', 'text', (col) => col.notNull().defaultTo(''))
        .addColumn('contact_email', 'text', (col) => col.notNull().defaultTo(''))
        .addColumn('contact_phone', 'text', (col) => col.notNull().defaultTo(''))
        .addColumn('contract_start', 'text', (col) => col.notNull())
        .addColumn('contract_end', 'text')
        .addColumn('active', 'integer', (col) => col.notNull().defaultTo(1))
        .addColumn('created_at', 'text', (col) => col.notNull())
        .addColumn('updated_at', 'text', (col) => col.notNull())
        .execute();
      await db.schema.createIndex('ad_agents_name').on('ad_agents').column('name').execute();

      await withId(db.schema.createTable('ad_groups'), dialect)
        .addColumn('agent_id', 'integer', (col) => col.notNull().references('ad_agents.id'))
        .addColumn('gname', 'text', (col) => col.notNull())
        .addColumn('maker', 'text', (col) => col.notNull().defaultTo('0'))
        .addColumn('sts', 'text', (col) => col.notNull().defaultTo('1'))
        .addColumn('start_date', 'text', (col) => col.notNull())
        .addColumn('end_date', 'text', (col) => col.notNull())
        .addColumn('weekdays', 'text', (col) => col.notNull())
        .addColumn('hour_from', 'integer', (col) => col.notNull())
        .addColumn('hour_to', 'integer', (col) => col.notNull())
        .addColumn('weight', 'integer', (col) => col.notNull())
        .addColumn('created_at', 'text', (col) => col.notNull())
        .addColumn('updated_at', 'text', (col) => col.notNull())
        .execute();
      await db.schema.createIndex('ad_groups_agent').on('ad_groups').column('agent_id').execute();

      await db.schema
        .createTable('ad_group_buildings')
        .addColumn('group_id', 'integer', (col) =>
          col.notNull().references('ad_groups.id').onDelete('cascade'),
        )
        .addColumn('building_id', 'integer', (col) => col.notNull().references('buildings.id'))
        .addPrimaryKeyConstraint('ad_group_buildings_pk', ['group_id', 'building_id'])
        .execute();

      await withId(db.schema.createTable('ad_items'), dialect)
        .addColumn('group_id', 'integer', (col) =>
          col.notNull().references('ad_groups.id').onDelete('cascade'),
        )
        .addColumn('type', 'text', (col) => col.notNull())
        .addColumn('name', 'text', (col) => col.notNull())
        .addColumn('duration_seconds', 'integer', (col) => col.notNull())
        .addColumn('created_at', 'text', (col) => col.notNull())
        .addColumn('updated_at', 'text', (col) => col.notNull())
        .execute();
      await db.schema.createIndex('ad_items_group').on('ad_items').column('group_id').execute();
    },
  };
}
