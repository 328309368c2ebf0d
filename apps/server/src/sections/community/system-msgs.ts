// The operator's announcements: sent to chosen buildings (every resident, or a range of units), shown pinned on
// those boards between their start and expiry, optionally queued as SMS or email to each resident they reach through
// the messages outbox (the SMS section's dispatcher and providers deliver them, as they do parcel notices).
import type { Insertable, Kysely } from 'kysely';
import type {
  ActParsedParams,
  SystemMsgItem,
  SystemMsgState,
  systemMsgListAct,
  systemMsgSendAct,
} from '@bluemanager/protocol';
import { ActError } from '../../domain/act-error.js';
import type { Database, MessagesTable } from '../../db/schema.js';
import { fetchPage } from '../../db/page.js';
import { logOperation, type OperationActor } from '../../domain/oplog/operation-log.js';
import type { CommunitySystemMsgRow } from './community.table.js';
import { postTarget } from './post-moderation.js';

interface Writer {
  actor: OperationActor;
  now: Date;
}

export const ANNOUNCEMENT_EVENT = 'announcement';

export function stateOf(
  row: Pick<CommunitySystemMsgRow, 'starts_at' | 'ends_at' | 'withdrawn_at'>,
  now: Date,
): SystemMsgState {
  if (row.withdrawn_at !== null) return 'withdrawn';
  const at = now.getTime();
  if (at < Date.parse(row.starts_at)) return 'scheduled';
  return at < Date.parse(row.ends_at) ? 'showing' : 'expired';
}

/** Units compare as people count them: 9 before 10, 2B after 2A. */
const unitOrder = (a: string, b: string) => a.localeCompare(b, 'en', { numeric: true, sensitivity: 'base' });

export function unitInRange(unit: string, from: string, to: string): boolean {
  if (from !== '' && unitOrder(unit, from) < 0) return false;
  return to === '' || unitOrder(unit, to) <= 0;
}

async function buildingsOf(db: Kysely<Database>, ids: readonly number[]) {
  if (ids.length === 0) return new Map<number, { buid: number; bname: string }[]>();
  const rows = await db
    .selectFrom('community_system_msg_buildings as mb')
    .innerJoin('buildings as b', 'b.id', 'mb.building_id')
    .select(['mb.msg_id', 'b.id', 'b.name'])
    .where('mb.msg_id', 'in', ids)
    .orderBy('b.name')
    .execute();
  const byMsg = new Map<number, { buid: number; bname: string }[]>();
  for (const row of rows)
    byMsg.set(row.msg_id, [...(byMsg.get(row.msg_id) ?? []), { buid: row.id, bname: row.name }]);
  return byMsg;
}

async function toItems(
  db: Kysely<Database>,
  rows: readonly CommunitySystemMsgRow[],
  now: Date,
): Promise<SystemMsgItem[]> {
  const buildings = await buildingsOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    body: row.body,
    buildings: buildings.get(row.id) ?? [],
    unit_from: row.unit_from,
    unit_to: row.unit_to,
    starts_at: row.starts_at,
    ends_at: row.ends_at,
    push: row.push === 'sms' || row.push === 'email' ? row.push : 'none',
    pushed: row.pushed,
    state: stateOf(row, now),
    created_by: row.created_by,
    create_time: row.created_at,
  }));
}

export async function listSystemMsgs(
  db: Kysely<Database>,
  params: ActParsedParams<typeof systemMsgListAct>,
  now: Date,
): Promise<{ total: number; items: SystemMsgItem[] }> {
  const at = now.toISOString();
  const query = db
    .selectFrom('community_system_msgs')
    .selectAll()
    .where((eb) => {
      if (params.state === 'withdrawn') return eb('withdrawn_at', 'is not', null);
      if (params.state === undefined) return eb.and([]);
      const live = eb('withdrawn_at', 'is', null);
      if (params.state === 'scheduled') return eb.and([live, eb('starts_at', '>', at)]);
      if (params.state === 'expired') return eb.and([live, eb('ends_at', '<=', at)]);
      return eb.and([live, eb('starts_at', '<=', at), eb('ends_at', '>', at)]);
    });
  const page = await fetchPage(db, query, params, (ordered) =>
    ordered.orderBy('starts_at', 'desc').orderBy('id', 'desc'),
  );
  return { total: page.total, items: await toItems(db, page.items, now) };
}

/** The residents an announcement's push reaches, as outbox rows. */
async function pushRows(
  trx: Kysely<Database>,
  input: ActParsedParams<typeof systemMsgSendAct>,
  now: Date,
): Promise<Insertable<MessagesTable>[]> {
  if (input.push === 'none') return [];
  const members = await trx
    .selectFrom('members')
    .select(['building_id', 'unit', 'phones', 'email', 'language'])
    .where('building_id', 'in', input.buids)
    .where('status', '=', 'active')
    .execute();
  const at = now.toISOString();
  return members.flatMap((member) => {
    if (!unitInRange(member.unit, input.unit_from, input.unit_to)) return [];
    const phones = JSON.parse(member.phones) as unknown;
    const recipient =
      input.push === 'email'
        ? member.email
        : Array.isArray(phones) && typeof phones[0] === 'string'
          ? phones[0]
          : '';
    if (recipient === '') return [];
    return [
      {
        parcel_id: null,
        building_id: member.building_id,
        event: ANNOUNCEMENT_EVENT,
        channel: input.push,
        recipient,
        language: member.language,
        subject: input.title,
        body: input.body,
        secret: null,
        // A scheduled announcement is sent when it appears on the board, not before.
        status: 'queued',
        created_at: at,
        next_attempt_at: input.starts_at > at ? input.starts_at : at,
        claimed_until: null,
        sent_at: null,
      },
    ];
  });
}

export async function sendSystemMsg(
  db: Kysely<Database>,
  input: ActParsedParams<typeof systemMsgSendAct>,
  writer: Writer,
): Promise<SystemMsgItem> {
  if (Date.parse(input.ends_at) <= writer.now.getTime()) {
    throw new ActError('INVALID_PARAMS', 'The expiry must lie ahead.', {
      issues: [{ path: 'ends_at', message: 'the expiry must lie ahead' }],
    });
  }
  const row = await db.transaction().execute(async (trx) => {
    const messages = await pushRows(trx, input, writer.now);
    const inserted = await trx
      .insertInto('community_system_msgs')
      .values({
        title: input.title,
        body: input.body,
        unit_from: input.unit_from,
        unit_to: input.unit_to,
        starts_at: input.starts_at,
        ends_at: input.ends_at,
        push: input.push,
        pushed: messages.length,
        created_by: writer.actor.username,
        created_at: writer.now.toISOString(),
        withdrawn_at: null,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('community_system_msg_buildings')
      .values(input.buids.map((buid) => ({ msg_id: inserted.id, building_id: buid })))
      .execute();
    if (messages.length > 0) await trx.insertInto('messages').values(messages).execute();
    await logOperation(trx, {
      operation: 'system-msg-sent',
      target: postTarget(input.title),
      actor: writer.actor,
      now: writer.now,
      changes: {
        before: {},
        after: {
          buildings: input.buids.length,
          starts_at: input.starts_at,
          ends_at: input.ends_at,
          push: input.push,
        },
      },
    });
    return inserted;
  });
  const [item] = await toItems(db, [row], writer.now);
  if (!item) throw new ActError('INTERNAL', 'The announcement could not be read back.');
  return item;
}

export async function withdrawSystemMsg(
  db: Kysely<Database>,
  id: number,
  writer: Writer,
): Promise<SystemMsgItem> {
  const row = await db.transaction().execute(async (trx) => {
    const existing = await trx
      .selectFrom('community_system_msgs')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
    if (!existing) throw new ActError('NOT_FOUND', `There is no announcement ${id}.`);
    if (existing.withdrawn_at !== null)
      throw new ActError('CONFLICT', 'This announcement was already withdrawn.');
    const at = writer.now.toISOString();
    await trx.updateTable('community_system_msgs').set({ withdrawn_at: at }).where('id', '=', id).execute();
    // Pushes not yet sent stay unsent. The outbox has no column naming an announcement: its queued rows are the
    // announcement event's with this title, written in the same transaction (the same created_at) as the row.
    await trx
      .deleteFrom('messages')
      .where('event', '=', ANNOUNCEMENT_EVENT)
      .where('status', '=', 'queued')
      .where('subject', '=', existing.title)
      .where('created_at', '=', existing.created_at)
      .execute();
    await logOperation(trx, {
      operation: 'system-msg-withdrawn',
      target: postTarget(existing.title),
      actor: writer.actor,
      now: writer.now,
      changes: { before: { withdrawn_at: null }, after: { withdrawn_at: at } },
    });
    return { ...existing, withdrawn_at: at };
  });
  const [item] = await toItems(db, [row], writer.now);
  if (!item) throw new ActError('INTERNAL', 'The announcement could not be read back.');
  return item;
}

/** What a resident's board shows pinned above the posts: the announcements live now for their building and unit. */
export async function liveAnnouncements(
  db: Kysely<Database>,
  member: { buildingId: number; unit: string },
  now: Date,
): Promise<SystemMsgItem[]> {
  const at = now.toISOString();
  const rows = await db
    .selectFrom('community_system_msgs as s')
    .innerJoin('community_system_msg_buildings as mb', 'mb.msg_id', 's.id')
    .selectAll('s')
    .where('mb.building_id', '=', member.buildingId)
    .where('s.withdrawn_at', 'is', null)
    .where('s.starts_at', '<=', at)
    .where('s.ends_at', '>', at)
    .orderBy('s.starts_at', 'desc')
    .execute();
  return toItems(
    db,
    rows.filter((row) => unitInRange(member.unit, row.unit_from, row.unit_to)),
    now,
  );
}
