// Reading tickets: one select with what the queue shows beside each (building, assignee, member, locker, the thread's
// length), the overdue rule as SQL (per priority, against its target hours), and the row as the acts answer it.
import { type Expression, type ExpressionBuilder, type Kysely, type SqlBool } from 'kysely';
import {
  TICKET_PRIORITIES,
  TICKET_TARGET_HOURS,
  ticketDueAt,
  type HelpReason,
  type TicketItem,
  type TicketPriority,
  type TicketSource,
  type TicketState,
} from '@bluemanager/protocol';
import type { Database, SupportRequestsTable } from '../../db/schema.js';
import { ActError } from '../../domain/act-error.js';
import './support.table.js';

type TicketExpressions = ExpressionBuilder<Database & { r: SupportRequestsTable }, 'r'>;

export function ticketQuery(db: Kysely<Database>) {
  return db
    .selectFrom('support_requests as r')
    .leftJoin('buildings as b', 'b.id', 'r.building_id')
    .leftJoin('users as u', 'u.id', 'r.assignee_id')
    .leftJoin('members as m', 'm.id', 'r.member_id')
    .leftJoin('machines as mc', 'mc.id', 'r.machine_id')
    .select((eb) => [
      'r.id',
      'r.subject',
      'r.reason',
      'r.state',
      'r.priority',
      'r.source',
      'r.building_id',
      'b.name as bname',
      'r.name',
      'r.phone',
      'r.email',
      'r.assignee_id',
      'u.username as assignee',
      'r.member_id',
      'm.name as member',
      'mc.uuid as muuid',
      'mc.name as machine',
      'r.compartment',
      'r.parcel_id',
      'r.created_at',
      'r.updated_at',
      'r.resolved_at',
      'r.body',
      eb
        .selectFrom('support_messages as sm')
        .select((inner) => inner.fn.countAll<number>().as('n'))
        .whereRef('sm.ticket_id', '=', 'r.id')
        .as('replies'),
    ]);
}

export type TicketRow = Awaited<ReturnType<ReturnType<typeof ticketQuery>['executeTakeFirstOrThrow']>>;

/** Arrived before this moment, a ticket of that priority is past its target now. */
const arrivedBefore = (now: Date, priority: TicketPriority) =>
  new Date(now.getTime() - TICKET_TARGET_HOURS[priority] * 3_600_000).toISOString();

/** Unresolved, not waiting on the requester, and past its priority's target: ISO times compare as text. */
export function overdueCondition(eb: TicketExpressions, now: Date): Expression<SqlBool> {
  return eb.and([
    eb('r.state', 'in', ['new', 'open']),
    eb.or(
      TICKET_PRIORITIES.map((priority) =>
        eb.and([eb('r.priority', '=', priority), eb('r.created_at', '<', arrivedBefore(now, priority))]),
      ),
    ),
  ]);
}

export const isOverdue = (row: Pick<TicketRow, 'state' | 'priority' | 'created_at'>, now: Date) =>
  (row.state === 'new' || row.state === 'open') &&
  Date.parse(ticketDueAt(row.created_at, row.priority as TicketPriority)) < now.getTime();

export function toTicketItem(row: TicketRow, now: Date): TicketItem {
  const priority = row.priority as TicketPriority;
  return {
    id: row.id,
    subject: row.subject,
    reason: (row.reason as HelpReason | null) ?? null,
    state: row.state as TicketState,
    priority,
    source: row.source as TicketSource,
    buid: row.building_id,
    bname: row.bname ?? '',
    name: row.name,
    phone: row.phone,
    email: row.email,
    assignee_id: row.assignee_id,
    assignee: row.assignee ?? '',
    member_id: row.member_id,
    member: row.member ?? '',
    muuid: row.muuid ?? null,
    machine: row.machine ?? '',
    compartment: row.compartment,
    parcel_id: row.parcel_id,
    created_at: row.created_at,
    updated_at: row.updated_at ?? row.created_at,
    resolved_at: row.resolved_at,
    due_at: ticketDueAt(row.created_at, priority),
    overdue: isOverdue(row, now),
    replies: Number(row.replies ?? 0),
  };
}

export async function findTicket(db: Kysely<Database>, id: number): Promise<TicketRow> {
  const row = await ticketQuery(db).where('r.id', '=', id).executeTakeFirst();
  if (!row) throw new ActError('NOT_FOUND', `There is no support ticket ${id}.`);
  return row;
}
