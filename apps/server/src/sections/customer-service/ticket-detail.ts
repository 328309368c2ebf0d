// One ticket with its thread, oldest entry first (act 61002).
import type { Kysely } from 'kysely';
import type { ActResult, TicketEntryKind, ticketDetailAct } from '@bluemanager/protocol';
import type { Database } from '../../db/schema.js';
import { findTicket, toTicketItem } from './ticket-rows.js';

export async function ticketDetail(
  db: Kysely<Database>,
  id: number,
  now: Date,
): Promise<ActResult<typeof ticketDetailAct>> {
  const row = await findTicket(db, id);
  const thread = await db
    .selectFrom('support_messages')
    .select(['id', 'kind', 'author', 'body', 'at'])
    .where('ticket_id', '=', id)
    .orderBy('at')
    .orderBy('id')
    .execute();
  return {
    ticket: toTicketItem(row, now),
    body: row.body,
    thread: thread.map((entry) => ({ ...entry, kind: entry.kind as TicketEntryKind })),
  };
}
