// Reads of the outbox, in the caller's building scope.
import type { Kysely } from 'kysely';
import type { MessageItem } from '@bluemanager/protocol';
import type { Database } from '../../db/schema.js';
import { buildingFilter, type BuildingScope } from '../../domain/buildings/scope.js';
import { fetchPage } from '../../db/page.js';

const messageColumns = [
  'id',
  'parcel_id',
  'building_id',
  'event',
  'channel',
  'recipient',
  'language',
  'subject',
  'body',
  'status',
  'provider',
  'attempts',
  'last_error',
  'created_at',
  'sent_at',
] as const;

type MessageRow = Pick<
  Database['messages'],
  'parcel_id' | 'building_id' | 'event' | 'channel' | 'recipient' | 'language' | 'subject' | 'body' | 'status'
> & {
  id: number;
  provider: string;
  attempts: number;
  last_error: string;
  created_at: string;
  sent_at: string | null;
};

export function toMessageItem(row: MessageRow): MessageItem {
  return {
    id: row.id,
    parcel: row.parcel_id,
    buid: row.building_id,
    event: row.event,
    channel: row.channel,
    recipient: row.recipient,
    language: row.language,
    subject: row.subject,
    body: row.body,
    status: row.status,
    provider: row.provider,
    attempts: row.attempts,
    error: row.last_error,
    create_time: row.created_at,
    sent_time: row.sent_at,
  };
}

export interface MessageFilter {
  buildingId?: number;
  parcelId?: number;
  status?: string;
  channel?: string;
  /** UTC days, both included. */
  from?: string;
  to?: string;
  recipient?: string;
  reason?: string;
  offset: number;
  count: number;
}

const dayAfter = (day: string) => new Date(Date.parse(`${day}T00:00:00.000Z`) + 86_400_000).toISOString();

export async function listMessages(
  db: Kysely<Database>,
  scope: BuildingScope,
  filter: MessageFilter,
): Promise<{ total: number; items: MessageItem[] }> {
  let query = db
    .selectFrom('messages')
    .where((eb) => buildingFilter(eb.ref('building_id'), scope, filter.buildingId));
  if (filter.parcelId !== undefined) query = query.where('parcel_id', '=', filter.parcelId);
  if (filter.status) query = query.where('status', '=', filter.status);
  if (filter.channel) query = query.where('channel', '=', filter.channel);
  if (filter.from) query = query.where('created_at', '>=', `${filter.from}T00:00:00.000Z`);
  if (filter.to) query = query.where('created_at', '<', dayAfter(filter.to));
  if (filter.recipient) query = query.where('recipient', '=', filter.recipient);
  if (filter.reason) query = query.where('status', '=', 'failed').where('last_error', '=', filter.reason);
  const page = await fetchPage(db, query.select(messageColumns), filter, (selected) =>
    // Newest first by when they were queued (the history the seed writes is older than its ids say).
    selected.orderBy('created_at', 'desc').orderBy('id', 'desc'),
  );
  return { total: page.total, items: page.items.map(toMessageItem) };
}

export async function messagesOfParcel(db: Kysely<Database>, parcelId: number): Promise<MessageItem[]> {
  const rows = await db
    .selectFrom('messages')
    .select(messageColumns)
    .where('parcel_id', '=', parcelId)
    .orderBy('id')
    .execute();
  return rows.map(toMessageItem);
}

export async function messageById(db: Kysely<Database>, id: number): Promise<MessageItem> {
  return toMessageItem(
    await db.selectFrom('messages').select(messageColumns).where('id', '=', id).executeTakeFirstOrThrow(),
  );
}
