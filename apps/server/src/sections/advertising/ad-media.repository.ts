// Stored ad files: one row per content (its SHA-256), so the same file uploaded twice is kept once. An upload is a
// write like any other: it is logged, with the uploader, in the same transaction.
import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { AdMedia } from '@bluemanager/protocol';
import { logFor, type Writer } from '../../act-channel/write.js';
import type { Database } from '../../db/schema.js';
import { ActError } from '../../domain/act-error.js';
import { inspectMedia, thumbnailOf } from './media-inspect.js';

const mediaColumns = ['sha256', 'kind', 'mime', 'width', 'height', 'bytes', 'duration_ms'] as const;

interface MediaRow {
  sha256: string;
  kind: string;
  mime: string;
  width: number;
  height: number;
  bytes: number;
  duration_ms: number | null;
}

export function toAdMedia(row: MediaRow): AdMedia {
  return {
    sha256: row.sha256,
    kind: row.kind === 'video' ? 'video' : 'image',
    mime: row.mime,
    width: row.width,
    height: row.height,
    bytes: row.bytes,
    duration_seconds: row.duration_ms === null ? null : Math.ceil(row.duration_ms / 1000),
  };
}

export async function findMedia(db: Kysely<Database>, sha256: string): Promise<AdMedia | undefined> {
  const row = await db
    .selectFrom('ad_media')
    .select(mediaColumns)
    .where('sha256', '=', sha256)
    .executeTakeFirst();
  return row ? toAdMedia(row) : undefined;
}

/** Checks the bytes, makes the thumbnail and keeps the file (once per content). */
export async function storeMedia(
  db: Kysely<Database>,
  writer: Writer,
  content: Buffer,
  fileName: string,
): Promise<AdMedia> {
  if (content.length === 0) throw new ActError('INVALID_PARAMS', 'The file is empty.');
  const inspected = await inspectMedia(content);
  const thumbnail = await thumbnailOf(content, inspected);
  const sha256 = createHash('sha256').update(content).digest('hex');
  const row: MediaRow = {
    sha256,
    kind: inspected.kind,
    mime: inspected.mime,
    width: inspected.width,
    height: inspected.height,
    bytes: content.length,
    duration_ms: inspected.durationMs,
  };
  await db.transaction().execute(async (trx) => {
    const added = await trx
      .insertInto('ad_media')
      .values({ ...row, content, thumbnail, created_at: writer.now.toISOString() })
      .onConflict((conflict) => conflict.column('sha256').doNothing())
      .executeTakeFirst();
    if (Number(added.numInsertedOrUpdatedRows ?? 0) === 0) return;
    await logFor(trx, writer, {
      operation: 'ad-media-uploaded',
      target: fileName.slice(0, 120) || inspected.kind,
      detail: `${inspected.kind} ${inspected.width}x${inspected.height}`,
      changes: { before: {}, after: { kind: row.kind, mime: row.mime, bytes: row.bytes } },
    });
  });
  return toAdMedia(row);
}

/** A stored file's bytes (or its thumbnail's) with its type, for the public media route. */
export async function mediaContent(
  db: Kysely<Database>,
  sha256: string,
  thumbnail: boolean,
): Promise<{ mime: string; content: Buffer } | undefined> {
  const row = await db
    .selectFrom('ad_media')
    .select(['mime', thumbnail ? 'thumbnail as content' : 'content'])
    .where('sha256', '=', sha256)
    .executeTakeFirst();
  if (!row) return undefined;
  return { mime: thumbnail ? 'image/jpeg' : row.mime, content: Buffer.from(row.content) };
}
