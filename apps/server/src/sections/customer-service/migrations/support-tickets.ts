import { sql, type Kysely, type Migration } from 'kysely';
import type { DialectName } from '../../../db/dialect.js';
import { withId } from '../../../db/migrations/id-column.js';

// The support requests become tickets: state, priority, source, assignee and links on the existing rows (a closed
// request is a resolved ticket), and a thread table. The queue is read by state and by building.
export function supportTicketsMigration(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>) {
      const columns: [string, 'text' | 'integer', string | undefined][] = [
        ['state', 'text', 'new'],
        ['priority', 'text', 'normal'],
        ['source', 'text', 'member'],
        ['reason', 'text', undefined],
        ['assignee_id', 'integer', undefined],
        ['member_id', 'integer', undefined],
        ['machine_id', 'integer', undefined],
        ['compartment', 'text', ''],
        ['parcel_id', 'integer', undefined],
        ['updated_at', 'text', undefined],
        ['resolved_at', 'text', undefined],
      ];
      for (const [name, type, fallback] of columns) {
        await db.schema
          .alterTable('support_requests')
          .addColumn(name, type, (col) => (fallback === undefined ? col : col.notNull().defaultTo(fallback)))
          .execute();
      }
      await sql`update support_requests set state = 'resolved', resolved_at = created_at where status = 1`.execute(
        db,
      );
      await sql`update support_requests set updated_at = created_at`.execute(db);
      await db.schema
        .createIndex('support_requests_state')
        .on('support_requests')
        .columns(['state', 'created_at'])
        .execute();
      await db.schema
        .createIndex('support_requests_building')
        .on('support_requests')
        .columns(['building_id', 'state'])
        .execute();

      await withId(db.schema.createTable('support_messages'), dialect)
        .addColumn('ticket_id', 'integer', (col) => col.notNull().references('support_requests.id'))
        .addColumn('kind', 'text', (col) => col.notNull())
        .addColumn('user_id', 'integer')
        .addColumn('author', 'text', (col) => col.notNull())
        .addColumn('body', 'text', (col) => col.notNull())
        .addColumn('at', 'text', (col) => col.notNull())
        .execute();
      await db.schema
        .createIndex('support_messages_ticket')
        .on('support_messages')
        .columns(['ticket_id', 'id'])
        .execute();
    },
  };
}
