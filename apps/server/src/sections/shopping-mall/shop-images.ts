// The shop's pictures, checked and thumbnailed by the ad media's own helpers (media-inspect.ts: the type from the
// bytes with file-type, the size read by sharp, a 320 px JPEG thumbnail), kept once per content under its SHA-256.
// Only pictures pass: a film the ad helpers would accept is refused here.
import { createHash } from 'node:crypto';
import type { Insertable, Kysely } from 'kysely';
import type { Writer } from '../../act-channel/write.js';
import { logFor } from '../../act-channel/write.js';
import type { Database } from '../../db/schema.js';
import { ActError } from '../../domain/act-error.js';
import { inspectMedia, thumbnailOf } from '../advertising/media-inspect.js';
import type { ShopImagesTable } from './shop.tables.js';

const notAPicture = () =>
  new ActError('INVALID_PARAMS', 'The file is not a JPEG, PNG or WebP picture, or it is damaged.');

export interface StoredShopImage {
  sha256: string;
  width: number;
  height: number;
}

/** The row a picture is kept as: refused unless its bytes are a JPEG, PNG or WebP picture sharp can read. */
export async function shopImageRow(content: Buffer, now: Date): Promise<Insertable<ShopImagesTable>> {
  if (content.length === 0) throw new ActError('INVALID_PARAMS', 'The file is empty.');
  const inspected = await inspectMedia(content).catch((error: unknown) => {
    if (error instanceof ActError && error.code === 'INVALID_PARAMS') throw notAPicture();
    throw error;
  });
  if (inspected.kind !== 'image') throw notAPicture();
  return {
    sha256: createHash('sha256').update(content).digest('hex'),
    mime: inspected.mime,
    width: inspected.width,
    height: inspected.height,
    bytes: content.length,
    content,
    // The header can read well while the pixels do not decode (a damaged file): refused, never a 500.
    thumbnail: await thumbnailOf(content, inspected).catch(() => {
      throw notAPicture();
    }),
    created_at: now.toISOString(),
  };
}

export async function storeShopImage(
  db: Kysely<Database>,
  writer: Writer,
  content: Buffer,
  fileName: string,
): Promise<StoredShopImage> {
  const row = await shopImageRow(content, writer.now);
  await db.transaction().execute(async (trx) => {
    const added = await trx
      .insertInto('shop_images')
      .values(row)
      .onConflict((conflict) => conflict.column('sha256').doNothing())
      .executeTakeFirst();
    if (Number(added.numInsertedOrUpdatedRows ?? 0) === 0) return;
    await logFor(trx, writer, {
      operation: 'shop-image-uploaded',
      target: fileName.slice(0, 120) || 'picture',
      detail: `${row.width}x${row.height}`,
      changes: { before: {}, after: { mime: row.mime, bytes: row.bytes } },
    });
  });
  return { sha256: row.sha256, width: row.width, height: row.height };
}

export async function shopImageContent(
  db: Kysely<Database>,
  sha256: string,
  thumbnail: boolean,
): Promise<{ mime: string; content: Buffer } | undefined> {
  const row = await db
    .selectFrom('shop_images')
    .select(['mime', thumbnail ? 'thumbnail as content' : 'content'])
    .where('sha256', '=', sha256)
    .executeTakeFirst();
  if (!row) return undefined;
  return { mime: thumbnail ? 'image/jpeg' : row.mime, content: Buffer.from(row.content) };
}
