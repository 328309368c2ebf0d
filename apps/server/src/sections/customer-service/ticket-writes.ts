// The ticket writes (acts 61003–61005), each in one transaction with its operation-log entry: state, priority and
// assignee changes; replies and internal notes, which move the state as a help desk does; and a ticket opened on
// someone's behalf. `status` (0 open, 1 closed) follows the state, so act 50072 and the bell count what is open.
import type { Kysely } from 'kysely';
import {
  ticketNumber,
  type ActParsedParams,
  type TicketEntry,
  type TicketEntryKind,
  type TicketItem,
  type TicketState,
  type ticketCreateAct,
  type ticketReplyAct,
  type ticketUpdateAct,
} from '@bluemanager/protocol';
import type { Database } from '../../db/schema.js';
import { ActError } from '../../domain/act-error.js';
import { logOperation, type OperationActor } from '../../domain/oplog/operation-log.js';
import type { SessionInfo } from '../../domain/auth/session.service.js';
import { findTicket, toTicketItem } from './ticket-rows.js';
import { assigneeOf } from './ticket-assignees.js';
import './support.table.js';

interface Writer {
  actor: OperationActor;
  session: SessionInfo;
  now: Date;
}

/** The state columns of a ticket moving to `state` now: resolving stamps the time, reopening clears it. */
export function stateColumns(state: TicketState, now: Date) {
  return {
    state,
    status: state === 'resolved' ? 1 : 0,
    resolved_at: state === 'resolved' ? now.toISOString() : null,
  };
}

export async function updateTicket(
  db: Kysely<Database>,
  params: ActParsedParams<typeof ticketUpdateAct>,
  writer: Writer,
): Promise<TicketItem> {
  return db.transaction().execute(async (trx) => {
    const before = await findTicket(trx, params.id);
    const changes: Record<string, unknown> = {};
    const was: Record<string, unknown> = {};
    if (params.state !== undefined && params.state !== before.state) {
      Object.assign(changes, stateColumns(params.state, writer.now));
      was.state = before.state;
    }
    if (params.priority !== undefined && params.priority !== before.priority) {
      changes.priority = params.priority;
      was.priority = before.priority;
    }
    if (params.assignee_id !== undefined && params.assignee_id !== before.assignee_id) {
      if (params.assignee_id !== null) await assigneeOf(trx, writer.session, params.assignee_id);
      changes.assignee_id = params.assignee_id;
      was.assignee = before.assignee ?? '';
    }
    if (Object.keys(was).length === 0) return toTicketItem(before, writer.now);
    await trx
      .updateTable('support_requests')
      .set({ ...changes, updated_at: writer.now.toISOString() })
      .where('id', '=', params.id)
      .execute();
    const after = await findTicket(trx, params.id);
    const now: Record<string, unknown> = {};
    for (const key of Object.keys(was))
      now[key] = key === 'assignee' ? (after.assignee ?? '') : after[key as 'state'];
    await logOperation(trx, {
      operation: 'support-ticket-updated',
      target: ticketNumber(params.id),
      actor: writer.actor,
      now: writer.now,
      buildingId: after.building_id,
      changes: { before: was, after: now },
    });
    return toTicketItem(after, writer.now);
  });
}

/** Where a staff entry moves the ticket: a reply waits on the requester, a note takes a new ticket up. */
function stateAfterStaff(state: TicketState, internal: boolean): TicketState {
  if (internal) return state === 'new' ? 'open' : state;
  return 'waiting';
}

export async function replyToTicket(
  db: Kysely<Database>,
  params: ActParsedParams<typeof ticketReplyAct>,
  writer: Writer,
): Promise<{ ticket: TicketItem; entry: TicketEntry }> {
  return db.transaction().execute(async (trx) => {
    const before = await findTicket(trx, params.id);
    const kind: TicketEntryKind = params.internal ? 'note' : 'reply';
    const at = writer.now.toISOString();
    const inserted = await trx
      .insertInto('support_messages')
      .values({
        ticket_id: params.id,
        kind,
        user_id: writer.actor.userId,
        author: writer.actor.username,
        body: params.body,
        at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const state = stateAfterStaff(before.state as TicketState, params.internal);
    // The first to answer an unassigned ticket takes it.
    const assignee = before.assignee_id ?? (params.internal ? null : writer.actor.userId);
    await trx
      .updateTable('support_requests')
      .set({
        ...(state === before.state ? {} : stateColumns(state, writer.now)),
        assignee_id: assignee,
        updated_at: at,
      })
      .where('id', '=', params.id)
      .execute();
    await logOperation(trx, {
      operation: params.internal ? 'support-ticket-noted' : 'support-ticket-replied',
      target: ticketNumber(params.id),
      actor: writer.actor,
      now: writer.now,
      buildingId: before.building_id,
      ...(state === before.state ? {} : { changes: { before: { state: before.state }, after: { state } } }),
    });
    const ticket = toTicketItem(await findTicket(trx, params.id), writer.now);
    return { ticket, entry: { id: inserted.id, kind, author: writer.actor.username, body: params.body, at } };
  });
}

async function requireInBuilding(
  trx: Kysely<Database>,
  table: 'machines' | 'parcels' | 'members',
  column: 'uuid' | 'id',
  value: string | number,
  buildingId: number,
  path: string,
): Promise<{ id: number }> {
  const row = await trx
    .selectFrom(table)
    .select(['id', 'building_id'])
    .where(column, '=', value as never)
    .executeTakeFirst();
  if (!row || row.building_id !== buildingId) {
    throw new ActError('INVALID_PARAMS', 'What the ticket links must be of the ticket’s building.', {
      issues: [{ path, message: 'not of this building' }],
    });
  }
  return row;
}

export async function createTicket(
  db: Kysely<Database>,
  params: ActParsedParams<typeof ticketCreateAct>,
  writer: Writer,
): Promise<TicketItem> {
  return db.transaction().execute(async (trx) => {
    const building = params.buid;
    const member =
      params.member_id === undefined
        ? undefined
        : await requireInBuilding(trx, 'members', 'id', params.member_id, building, 'member_id');
    const machine =
      params.muuid === undefined
        ? undefined
        : await requireInBuilding(trx, 'machines', 'uuid', params.muuid, building, 'muuid');
    if (params.parcel_id !== undefined)
      await requireInBuilding(trx, 'parcels', 'id', params.parcel_id, building, 'parcel_id');
    const contact = member
      ? await trx
          .selectFrom('members')
          .select(['name', 'phones', 'email'])
          .where('id', '=', member.id)
          .executeTakeFirstOrThrow()
      : undefined;
    const firstPhone = contact ? ((JSON.parse(contact.phones) as string[])[0] ?? '') : '';
    const name = params.name || contact?.name || '';
    if (name === '') {
      throw new ActError('INVALID_PARAMS', 'Name who asks, or link a member.', {
        issues: [{ path: 'name', message: 'enter who asks' }],
      });
    }
    const at = writer.now.toISOString();
    const inserted = await trx
      .insertInto('support_requests')
      .values({
        building_id: building,
        name,
        phone: params.phone || firstPhone,
        email: params.email || contact?.email || '',
        subject: params.subject,
        body: params.body,
        status: 0,
        created_at: at,
        updated_at: at,
        state: 'new',
        priority: params.priority,
        source: params.source,
        member_id: member?.id ?? null,
        machine_id: machine?.id ?? null,
        parcel_id: params.parcel_id ?? null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await logOperation(trx, {
      operation: 'support-ticket-opened',
      target: ticketNumber(inserted.id),
      actor: writer.actor,
      now: writer.now,
      buildingId: building,
      detail: params.subject,
    });
    return toTicketItem(await findTicket(trx, inserted.id), writer.now);
  });
}
