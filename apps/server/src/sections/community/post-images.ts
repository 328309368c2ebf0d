// The pictures on residents' posts. An upload is checked by its bytes (http/uploaded-image.ts), turned upright and
// re-encoded by sharp into two WebP copies (the picture a reader opens and a thumbnail), and kept under a random name
// until the resident names it in a new post; only those copies are ever served. A resident holds a few unattached
// pictures at most, and ones left unattached for a day are forgotten at their next upload.
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import type { Kysely, Transaction } from 'kysely';
import { POST_IMAGES, type PostImage } from '@bluemanager/protocol';
import { ActError } from '../../domain/act-error.js';
import type { Database } from '../../db/schema.js';
import { MAX_INPUT_PIXELS, sniffImage, unreadableImage } from '../../http/uploaded-image.js';
import './community.table.js';

/** Pictures uploaded but not yet in a post, per resident: enough for one post being written, twice over. */
export const UNATTACHED_PER_MEMBER = POST_IMAGES.perPost * 2;
const DAY_MS = 86_400_000;

export interface PictureCopies {
  width: number;
  height: number;
  content: Buffer;
  thumb: Buffer;
}

/** The two WebP copies of an uploaded picture; anything that is not a readable JPEG, PNG or WebP is refused. */
export async function pictureCopies(bytes: Buffer): Promise<PictureCopies> {
  const detected = await sniffImage(bytes, POST_IMAGES.types);
  const copy = (side: number) =>
    sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize(side, side, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer({ resolveWithObject: true });
  try {
    const [full, thumb] = await Promise.all([copy(POST_IMAGES.fullSide), copy(POST_IMAGES.thumbSide)]);
    return { width: full.info.width, height: full.info.height, content: full.data, thumb: thumb.data };
  } catch {
    throw unreadableImage(detected);
  }
}

export const postImageUrls = (name: string, width: number, height: number): PostImage => ({
  url: `${POST_IMAGES.route}/${name}.webp`,
  thumb: `${POST_IMAGES.route}/${name}-thumb.webp`,
  width,
  height,
});

/** Keeps a resident's new picture until a post names it. */
export async function storePostImage(
  db: Kysely<Database>,
  memberId: number,
  copies: PictureCopies,
  now: Date,
): Promise<PostImage & { name: string }> {
  const name = randomBytes(16).toString('hex');
  await db.transaction().execute(async (trx) => {
    await trx
      .deleteFrom('community_post_images')
      .where('member_id', '=', memberId)
      .where('post_id', 'is', null)
      .where('created_at', '<', new Date(now.getTime() - DAY_MS).toISOString())
      .execute();
    const waiting = await trx
      .selectFrom('community_post_images')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('member_id', '=', memberId)
      .where('post_id', 'is', null)
      .executeTakeFirstOrThrow();
    if (Number(waiting.n) >= UNATTACHED_PER_MEMBER) {
      throw new ActError(
        'CONFLICT',
        `You have ${UNATTACHED_PER_MEMBER} pictures waiting for a post: post them, or wait a day for them to lapse.`,
      );
    }
    await trx
      .insertInto('community_post_images')
      .values({ name, member_id: memberId, post_id: null, ...copies, created_at: now.toISOString() })
      .execute();
  });
  return { name, ...postImageUrls(name, copies.width, copies.height) };
}

/** Gives a new post the pictures it names, which must be its author's and in no post yet; in the post's transaction. */
export async function attachImages(
  trx: Transaction<Database>,
  postId: number,
  memberId: number,
  names: readonly string[],
): Promise<void> {
  if (names.length === 0) return;
  const result = await trx
    .updateTable('community_post_images')
    .set({ post_id: postId })
    .where('name', 'in', names)
    .where('member_id', '=', memberId)
    .where('post_id', 'is', null)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== names.length) {
    const message = 'a picture was not uploaded by you, or is already in a post: upload it again';
    throw new ActError('INVALID_PARAMS', `The post names ${message}.`, {
      issues: [{ path: 'images', message }],
    });
  }
}

/** The pictures of some posts in upload order, in one query whatever their number. */
export async function imagesOfPosts(
  db: Kysely<Database>,
  postIds: readonly number[],
): Promise<Map<number, PostImage[]>> {
  const images = new Map<number, PostImage[]>();
  if (postIds.length === 0) return images;
  const rows = await db
    .selectFrom('community_post_images')
    .select(['post_id', 'name', 'width', 'height'])
    .where('post_id', 'in', postIds)
    .orderBy('id')
    .execute();
  for (const row of rows) {
    if (row.post_id === null) continue;
    images.set(row.post_id, [
      ...(images.get(row.post_id) ?? []),
      postImageUrls(row.name, row.width, row.height),
    ]);
  }
  return images;
}

const FILE = /^([0-9a-f]{32})(-thumb)?\.webp$/;

/** The bytes a picture's URL names, or undefined for any other file name or a picture no longer kept. */
export async function postImageFile(db: Kysely<Database>, file: string): Promise<Buffer | undefined> {
  const match = FILE.exec(file);
  if (!match?.[1]) return undefined;
  const row = await db
    .selectFrom('community_post_images')
    .select(match[2] ? 'thumb as bytes' : 'content as bytes')
    .where('name', '=', match[1])
    .executeTakeFirst();
  return row ? Buffer.from(row.bytes) : undefined;
}
