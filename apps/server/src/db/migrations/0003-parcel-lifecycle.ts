import { sql, type Kysely, type Migration } from 'kysely';
import { defaultTemplateRows, type TemplateRow } from '../../sections/sms/default-templates.js';
import type { DialectName } from '../dialect.js';
import { withId } from './id-column.js';
import { createParcelSearchIndex } from '../../sections/parcels/parcel-search-index.js';

/**
 * The parcel lifecycle: the bookkeeping columns a transition needs on parcels and buildings, the recipient
 * notification templates and message outbox, and the substring search index over the parcels.
 */
export function parcelLifecycleMigration(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>) {
      const parcelColumns: [string, 'integer' | 'text', boolean, number | string | null][] = [
        ['overdue', 'integer', true, 0],
        ['reminders_sent', 'integer', true, 0],
        ['last_reminder_at', 'text', false, null],
        ['next_reminder_at', 'text', false, null],
        ['pickup_code_hash', 'text', false, null],
        ['close_reason', 'text', true, ''],
      ];
      for (const [name, type, notNull, fallback] of parcelColumns) {
        await db.schema
          .alterTable('parcels')
          .addColumn(name, type, (col) => {
            const typed = fallback === null ? col : col.defaultTo(fallback);
            return notNull ? typed.notNull() : typed;
          })
          .execute();
      }
      // The sweep looks for pending parcels past due that it has not marked yet, and for reminders to send.
      await db.schema
        .createIndex('parcels_sweep')
        .on('parcels')
        .columns(['state', 'overdue', 'due_at'])
        .execute();
      // The parcel list sorts by deposit time across buildings (system and parcel admins), with or without a state.
      await db.schema
        .createIndex('parcels_state_deposited')
        .on('parcels')
        .columns(['state', 'deposited_at'])
        .execute();
      await db.schema.createIndex('parcels_deposited').on('parcels').column('deposited_at').execute();
      await db.schema
        .createIndex('parcels_reminder')
        .on('parcels')
        .columns(['state', 'next_reminder_at'])
        .execute();
      // The pickup code is looked up per machine among its pending parcels.
      await db.schema
        .createIndex('parcels_pickup_code')
        .on('parcels')
        .columns(['machine_id', 'pickup_code_hash'])
        .execute();

      await db.schema
        .alterTable('buildings')
        .addColumn('reminder_every_hours', 'integer', (col) => col.notNull().defaultTo(24))
        .execute();
      await db.schema
        .alterTable('buildings')
        .addColumn('reminder_limit', 'integer', (col) => col.notNull().defaultTo(2))
        .execute();
      await db.schema
        .alterTable('buildings')
        .addColumn('notify_language', 'text', (col) => col.notNull().defaultTo('en'))
        .execute();

      // A parcel's timeline reads its operation log entries by target.
      await db.schema
        .createIndex('operation_log_target')
        .on('operation_log')
        .columns(['category', 'target'])
        .execute();

      await withId(db.schema.createTable('notification_templates'), dialect)
        .addColumn('event', 'text', (col) => col.notNull())
        .addColumn('language', 'text', (col) => col.notNull())
        .addColumn('channel', 'text', (col) => col.notNull())
        .addColumn('subject', 'text', (col) => col.notNull().defaultTo(''))
        .addColumn('body', 'text', (col) => col.notNull())
        .addColumn('updated_at', 'text', (col) => col.notNull())
        .addUniqueConstraint('notification_templates_key', ['event', 'language', 'channel'])
        .execute();
      await db
        .withTables<{ notification_templates: TemplateRow }>()
        .insertInto('notification_templates')
        .values(defaultTemplateRows(new Date().toISOString()))
        .execute();

      await withId(db.schema.createTable('messages'), dialect)
        .addColumn('parcel_id', 'integer', (col) => col.references('parcels.id'))
        .addColumn('building_id', 'integer', (col) => col.notNull().references('buildings.id'))
        .addColumn('event', 'text', (col) => col.notNull())
        .addColumn('channel', 'text', (col) => col.notNull())
        .addColumn('recipient', 'text', (col) => col.notNull())
        .addColumn('language', 'text', (col) => col.notNull())
        .addColumn('subject', 'text', (col) => col.notNull())
        .addColumn('body', 'text', (col) => col.notNull())
        .addColumn('status', 'text', (col) => col.notNull())
        .addColumn('provider', 'text', (col) => col.notNull().defaultTo(''))
        .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('last_error', 'text', (col) => col.notNull().defaultTo(''))
        .addColumn('created_at', 'text', (col) => col.notNull())
        .addColumn('next_attempt_at', 'text', (col) => col.notNull())
        .addColumn('claimed_until', 'text')
        .addColumn('sent_at', 'text')
        .execute();
      await db.schema
        .createIndex('messages_due')
        .on('messages')
        .columns(['status', 'next_attempt_at'])
        .execute();
      await db.schema.createIndex('messages_parcel').on('messages').column('parcel_id').execute();
      await db.schema
        .createIndex('messages_building')
        .on('messages')
        .columns(['building_id', 'created_at'])
        .execute();

      await createParcelSearchIndex(db, dialect);
      // A fresh plan for the new indexes, or PostgreSQL may keep ignoring them until autovacuum analyzes.
      await sql`analyze parcels`.execute(db);
    },
  };
}
