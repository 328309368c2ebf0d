import { sql, type Kysely, type Migration } from 'kysely';
import type { DialectName } from '../dialect.js';
import { withId } from './id-column.js';

export function initialMigration(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('partners')
        .addColumn('code', 'text', (col) => col.primaryKey())
        .addColumn('name', 'text', (col) => col.notNull())
        .addColumn('logo', 'text', (col) => col.notNull().defaultTo(''))
        .execute();

      await withId(db.schema.createTable('partner_carriers'), dialect)
        .addColumn('partner', 'text', (col) => col.notNull().references('partners.code'))
        .addColumn('carrier', 'text', (col) => col.notNull())
        .addColumn('logo', 'text', (col) => col.notNull())
        .execute();

      await withId(db.schema.createTable('users'), dialect)
        .addColumn('username', 'text', (col) => col.notNull().unique())
        .addColumn('password_hash', 'text', (col) => col.notNull())
        .addColumn('level', 'text', (col) => col.notNull())
        .addColumn('partner', 'text', (col) => col.notNull().references('partners.code'))
        .addColumn('email', 'text', (col) => col.notNull().defaultTo(''))
        .addColumn('avatar', 'text', (col) => col.notNull().defaultTo('-1'))
        .addColumn('totp_secret', 'text')
        .addColumn('totp_pending_secret', 'text')
        .addColumn('totp_last_step', 'bigint')
        .addColumn('is_demo', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('created_at', 'text', (col) => col.notNull())
        .execute();

      await withId(db.schema.createTable('buildings'), dialect)
        .addColumn('name', 'text', (col) => col.notNull())
        .addColumn('address', 'text', (col) => col.notNull())
        .addColumn('partner', 'text', (col) => col.notNull().references('partners.code'))
        .addColumn('timezone', 'text', (col) => col.notNull())
        .addColumn('overdue_hours', 'integer', (col) => col.notNull().defaultTo(72))
        .addColumn('created_at', 'text', (col) => col.notNull())
        .execute();

      await db.schema
        .createTable('user_buildings')
        .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
        .addColumn('building_id', 'integer', (col) =>
          col.notNull().references('buildings.id').onDelete('cascade'),
        )
        .addPrimaryKeyConstraint('user_buildings_pk', ['user_id', 'building_id'])
        .execute();

      await withId(db.schema.createTable('sessions'), dialect)
        .addColumn('token_hash', 'text', (col) => col.notNull().unique())
        .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
        .addColumn('level', 'text', (col) => col.notNull())
        .addColumn('b_partner', 'integer', (col) => col.notNull())
        .addColumn('mini_box', 'integer', (col) => col.notNull())
        .addColumn('amenity', 'integer', (col) => col.notNull())
        .addColumn('created_at', 'text', (col) => col.notNull())
        .addColumn('last_seen_at', 'text', (col) => col.notNull())
        .addColumn('expires_at', 'text', (col) => col.notNull())
        .addColumn('revoked_at', 'text')
        .addColumn('ip', 'text', (col) => col.notNull())
        .execute();

      await db.schema
        .createTable('login_throttle')
        .addColumn('key', 'text', (col) => col.primaryKey())
        .addColumn('failures', 'integer', (col) => col.notNull())
        .addColumn('window_started_at', 'text', (col) => col.notNull())
        .addColumn('locked_until', 'text')
        .execute();

      await withId(db.schema.createTable('machines'), dialect)
        .addColumn('uuid', 'text', (col) => col.notNull().unique())
        .addColumn('name', 'text', (col) => col.notNull())
        .addColumn('mm', 'integer', (col) => col.notNull())
        .addColumn('family', 'text', (col) => col.notNull())
        .addColumn('status', 'text', (col) => col.notNull())
        .addColumn('run_sts', 'text', (col) => col.notNull())
        .addColumn('building_id', 'integer', (col) => col.notNull().references('buildings.id'))
        .addColumn('address', 'text', (col) => col.notNull())
        .addColumn('last_seen_at', 'text')
        .addColumn('created_at', 'text', (col) => col.notNull())
        .execute();
      await db.schema.createIndex('machines_building').on('machines').column('building_id').execute();

      await withId(db.schema.createTable('compartments'), dialect)
        .addColumn('machine_id', 'integer', (col) =>
          col.notNull().references('machines.id').onDelete('cascade'),
        )
        .addColumn('label', 'text', (col) => col.notNull())
        .addColumn('size', 'text', (col) => col.notNull())
        .addColumn('category', 'text', (col) => col.notNull())
        .addColumn('state', 'text', (col) => col.notNull())
        .execute();
      await db.schema.createIndex('compartments_machine').on('compartments').column('machine_id').execute();

      await withId(db.schema.createTable('parcels'), dialect)
        .addColumn('carrier', 'text', (col) => col.notNull())
        .addColumn('phone', 'text', (col) => col.notNull())
        .addColumn('email', 'text', (col) => col.notNull())
        .addColumn('recipient', 'text', (col) => col.notNull())
        .addColumn('building_id', 'integer', (col) => col.notNull().references('buildings.id'))
        .addColumn('machine_id', 'integer', (col) => col.notNull().references('machines.id'))
        .addColumn('compartment_id', 'integer', (col) => col.references('compartments.id'))
        .addColumn('state', 'text', (col) => col.notNull())
        .addColumn('abnormal', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('abnormal_reason', 'text', (col) => col.notNull().defaultTo(''))
        .addColumn('unattended', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('note', 'text', (col) => col.notNull().defaultTo(''))
        .addColumn('search_text', 'text', (col) => col.notNull())
        .addColumn('address', 'text', (col) => col.notNull())
        .addColumn('created_at', 'text', (col) => col.notNull())
        .addColumn('deposited_at', 'text')
        .addColumn('due_at', 'text')
        .addColumn('collected_at', 'text')
        .addColumn('updated_at', 'text', (col) => col.notNull())
        .execute();
      await db.schema
        .createIndex('parcels_building_state')
        .on('parcels')
        .columns(['building_id', 'state', 'deposited_at'])
        .execute();
      await db.schema.createIndex('parcels_machine').on('parcels').column('machine_id').execute();
      await db.schema.createIndex('parcels_state_due').on('parcels').columns(['state', 'due_at']).execute();
      // Partial indexes keep the attention queries (abnormal, unattended) cheap at a million parcels.
      await db.schema
        .createIndex('parcels_abnormal')
        .on('parcels')
        .column('building_id')
        .where(sql.ref('abnormal'), '=', 1)
        .execute();
      await db.schema
        .createIndex('parcels_unattended')
        .on('parcels')
        .column('building_id')
        .where(sql.ref('unattended'), '=', 1)
        .execute();

      await withId(db.schema.createTable('unit_join_requests'), dialect)
        .addColumn('building_id', 'integer', (col) => col.notNull().references('buildings.id'))
        .addColumn('unit', 'text', (col) => col.notNull())
        .addColumn('name', 'text', (col) => col.notNull())
        .addColumn('phone', 'text', (col) => col.notNull())
        .addColumn('email', 'text', (col) => col.notNull())
        .addColumn('status', 'integer', (col) => col.notNull())
        .addColumn('created_at', 'text', (col) => col.notNull())
        .execute();
      await db.schema
        .createIndex('unit_join_requests_building')
        .on('unit_join_requests')
        .columns(['building_id', 'status'])
        .execute();

      await withId(db.schema.createTable('support_requests'), dialect)
        .addColumn('building_id', 'integer', (col) => col.references('buildings.id'))
        .addColumn('name', 'text', (col) => col.notNull())
        .addColumn('phone', 'text', (col) => col.notNull())
        .addColumn('email', 'text', (col) => col.notNull())
        .addColumn('subject', 'text', (col) => col.notNull())
        .addColumn('body', 'text', (col) => col.notNull())
        .addColumn('status', 'integer', (col) => col.notNull())
        .addColumn('created_at', 'text', (col) => col.notNull())
        .execute();

      await withId(db.schema.createTable('operation_log'), dialect)
        .addColumn('at', 'text', (col) => col.notNull())
        .addColumn('user_id', 'integer')
        .addColumn('username', 'text', (col) => col.notNull())
        .addColumn('operation', 'text', (col) => col.notNull())
        .addColumn('category', 'text', (col) => col.notNull())
        .addColumn('target', 'text', (col) => col.notNull())
        .addColumn('message', 'text', (col) => col.notNull())
        .addColumn('ip', 'text', (col) => col.notNull())
        .execute();
      await db.schema.createIndex('operation_log_at').on('operation_log').column('at').execute();

      await db.schema
        .createTable('service_urls')
        .addColumn('key', 'text', (col) => col.primaryKey())
        .addColumn('url', 'text', (col) => col.notNull())
        .execute();
    },
  };
}
