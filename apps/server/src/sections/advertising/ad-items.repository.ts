// A group's ad items: an uploaded file (ad-media.repository.ts) under a name 'name|WxH' whose size is the file's
// own width and height, and a play time (a film's own length). Adding or removing one changes the group's hasAd and
// count, which the list reads live.
import type { Kysely } from 'kysely';
import type { ActParsedParams, AdItem, AdMedia, adItemCreateAct } from '@bluemanager/protocol';
import type { SignedInContext } from '../../act-channel/act-handler.js';
import { write } from '../../act-channel/write.js';
import type { Database } from '../../db/schema.js';
import { ActError } from '../../domain/act-error.js';
import { findGroup } from './ad-group.repository.js';
import { findMedia, toAdMedia } from './ad-media.repository.js';

type Writer = Pick<SignedInContext, 'db' | 'actor' | 'now'>;

const itemColumns = [
  'ad_items.id',
  'ad_items.group_id',
  'ad_items.type',
  'ad_items.name',
  'ad_items.duration_seconds',
  'ad_items.created_at',
  'ad_items.media_sha256',
  'ad_media.kind',
  'ad_media.mime',
  'ad_media.width',
  'ad_media.height',
  'ad_media.bytes',
  'ad_media.duration_ms',
] as const;

function toItem(row: {
  id: number;
  group_id: number;
  type: string;
  name: string;
  duration_seconds: number;
  created_at: string;
  media_sha256: string | null;
  kind: string | null;
  mime: string | null;
  width: number | null;
  height: number | null;
  bytes: number | null;
  duration_ms: number | null;
}): AdItem {
  const media =
    row.media_sha256 === null
      ? null
      : toAdMedia({
          sha256: row.media_sha256,
          kind: row.kind ?? 'image',
          mime: row.mime ?? '',
          width: row.width ?? 0,
          height: row.height ?? 0,
          bytes: row.bytes ?? 0,
          duration_ms: row.duration_ms,
        });
  return {
    id: row.id,
    group_id: row.group_id,
    type: row.type === 'video' ? 'video' : 'image',
    name: row.name,
    duration_seconds: row.duration_seconds,
    media,
    created_at: row.created_at,
  };
}

const itemsQuery = (db: Kysely<Database>) =>
  db
    .selectFrom('ad_items')
    .leftJoin('ad_media', 'ad_media.sha256', 'ad_items.media_sha256')
    .select(itemColumns);

export async function listItems(db: Kysely<Database>, groupId: number): Promise<AdItem[]> {
  await findGroup(db, groupId);
  const rows = await itemsQuery(db).where('ad_items.group_id', '=', groupId).orderBy('ad_items.id').execute();
  return rows.map(toItem);
}

export async function createItem(
  context: Writer,
  params: ActParsedParams<typeof adItemCreateAct>,
): Promise<AdItem> {
  const group = await findGroup(context.db, params.group_id);
  const media = await findMedia(context.db, params.media);
  if (!media) throw new ActError('NOT_FOUND', 'The file was not uploaded (or not kept): upload it again.');
  checkMediaFits(media, params.type, params.size);
  const at = context.now.toISOString();
  const values = {
    group_id: group.id,
    type: params.type,
    name: `${params.name}|${params.size}`,
    // A film plays for as long as it lasts, whatever the form said.
    duration_seconds: media.duration_seconds ?? params.duration_seconds,
    media_sha256: media.sha256,
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
  return toItem(await itemsQuery(context.db).where('ad_items.id', '=', id).executeTakeFirstOrThrow());
}

export async function deleteItem(context: Writer, id: number): Promise<{ id: number; group_id: number }> {
  const item = await itemsQuery(context.db).where('ad_items.id', '=', id).executeTakeFirst();
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

/** The file must be what the item says: a picture for an image, a film for a video, of the screen's exact size. */
function checkMediaFits(media: AdMedia, type: AdItem['type'], size: string): void {
  if (media.kind !== type) {
    throw new ActError(
      'INVALID_PARAMS',
      type === 'video' ? 'The file is a picture, not a film.' : 'The file is a film, not a picture.',
      { issues: [{ path: 'media', message: `expected a ${type === 'video' ? 'film' : 'picture'}` }] },
    );
  }
  const actual = `${media.width}x${media.height}`;
  if (actual !== size) {
    throw new ActError('INVALID_PARAMS', `The file is ${actual} pixels; the screen size chosen is ${size}.`, {
      issues: [{ path: 'size', message: `the file is ${actual} pixels` }],
    });
  }
}
