// A group's ad items: metadata only (type, 'name|WxH', play time) until uploads arrive. Adding or removing one
// changes the group's hasAd and count, which the list reads live.
import type { Kysely } from 'kysely';
import type { ActParsedParams, AdItem, adItemCreateAct } from '@bluemanager/protocol';
import type { SignedInContext } from '../../act-channel/act-handler.js';
import { write } from '../../act-channel/write.js';
import type { Database } from '../../db/schema.js';
import { ActError } from '../../domain/act-error.js';
import { findGroup } from './ad-group.repository.js';

type Writer = Pick<SignedInContext, 'db' | 'actor' | 'now'>;

const itemColumns = ['id', 'group_id', 'type', 'name', 'duration_seconds', 'created_at'] as const;

function toItem(row: {
  id: number;
  group_id: number;
  type: string;
  name: string;
  duration_seconds: number;
  created_at: string;
}): AdItem {
  return { ...row, type: row.type === 'video' ? 'video' : 'image' };
}

export async function listItems(db: Kysely<Database>, groupId: number): Promise<AdItem[]> {
  await findGroup(db, groupId);
  const rows = await db
    .selectFrom('ad_items')
    .select(itemColumns)
    .where('group_id', '=', groupId)
    .orderBy('id')
    .execute();
  return rows.map(toItem);
}

export async function createItem(
  context: Writer,
  params: ActParsedParams<typeof adItemCreateAct>,
): Promise<AdItem> {
  const group = await findGroup(context.db, params.group_id);
  const at = context.now.toISOString();
  const values = {
    group_id: group.id,
    type: params.type,
    name: `${params.name}|${params.size}`,
    duration_seconds: params.duration_seconds,
  };
  const id = await write(context, async (trx, log) => {
    const row = await trx
      .insertInto('ad_items')
      .values({ ...values, created_at: at, updated_at: at })
      .returning('id')
      .executeTakeFirstOrThrow();
    await log({
      operation: 'ad-item-created',
      target: params.name,
      detail: `group ${group.gname}`,
      changes: { before: {}, after: values },
    });
    return row.id;
  });
  const row = await context.db
    .selectFrom('ad_items')
    .select(itemColumns)
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return toItem(row);
}

export async function deleteItem(context: Writer, id: number): Promise<{ id: number; group_id: number }> {
  const item = await context.db
    .selectFrom('ad_items')
    .select(itemColumns)
    .where('id', '=', id)
    .executeTakeFirst();
  if (!item) throw new ActError('NOT_FOUND', `There is no ad item ${id}.`);
  const group = await findGroup(context.db, item.group_id);
  await write(context, async (trx, log) => {
    await trx.deleteFrom('ad_items').where('id', '=', id).execute();
    await log({
      operation: 'ad-item-deleted',
      target: item.name.split('|')[0] ?? item.name,
      detail: `group ${group.gname}`,
      changes: { before: { type: item.type, name: item.name }, after: {} },
    });
  });
  return { id, group_id: item.group_id };
}
