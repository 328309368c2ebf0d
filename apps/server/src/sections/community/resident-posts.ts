// What residents do on their building's board through the community service: write a post (held when the word filter
// finds it suspicious), comment, report (the spec's vote: enough reports hide the post until a moderator decides),
// count a view, and delete their own post. Each write is one transaction with its operation-log entry.
import { sql, type Kysely } from 'kysely';
import { POST_STATUS, REPORT_THRESHOLD, type PostItem } from '@bluemanager/protocol';
import { ActError } from '../../domain/act-error.js';
import type { Database } from '../../db/schema.js';
import { logOperation, type OperationActor } from '../../domain/oplog/operation-log.js';
import type { MemberCaller } from './member-token.js';
import { attachImages } from './post-images.js';
import { postTarget } from './post-moderation.js';
import { readPost } from './post-read.js';
import { screenText } from './word-filter.js';

export interface ResidentWriter {
  member: MemberCaller;
  ip: string;
  now: Date;
}

const actorOf = (writer: ResidentWriter): OperationActor => ({
  userId: null,
  username: writer.member.name,
  ip: writer.ip,
});

/**
 * A post the resident may read: on their building's board, published or their own. Another building's post, or one
 * that does not exist, is refused alike, so ids reveal nothing about other boards.
 */
export async function residentPost(
  db: Kysely<Database>,
  member: MemberCaller,
  id: number,
): Promise<PostItem> {
  const post = await readPost(db, id);
  if (!post || post.buid !== member.buildingId) {
    throw new ActError('FORBIDDEN', `Community post ${id} is not on your building's board.`);
  }
  if (post.status !== POST_STATUS.published && !(await isAuthor(db, id, member.memberId))) {
    throw new ActError('NOT_FOUND', `There is no community post ${id} on your board.`);
  }
  return post;
}

async function isAuthor(db: Kysely<Database>, postId: number, memberId: number): Promise<boolean> {
  const row = await db
    .selectFrom('community_posts')
    .select('id')
    .where('id', '=', postId)
    .where('member_id', '=', memberId)
    .executeTakeFirst();
  return row !== undefined;
}

export async function createPost(
  db: Kysely<Database>,
  input: { title: string; body: string; category: number; tag: string[]; images: string[] },
  writer: ResidentWriter,
): Promise<PostItem> {
  const verdict = screenText(input.title, input.body, ...input.tag);
  const now = writer.now.toISOString();
  const id = await db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('community_posts')
      .values({
        building_id: writer.member.buildingId,
        member_id: writer.member.memberId,
        title: input.title,
        body: input.body,
        category: input.category,
        status: verdict.suspicious ? POST_STATUS.pending : POST_STATUS.published,
        pending_reason: verdict.suspicious ? 'word-filter' : null,
        reject_reason: '',
        priority: 0,
        views: 0,
        tags: JSON.stringify(input.tag),
        created_at: now,
        updated_at: now,
        moderated_by: null,
        moderated_at: null,
        reports_reviewed_at: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await attachImages(trx, row.id, writer.member.memberId, input.images);
    await logOperation(trx, {
      operation: verdict.suspicious ? 'post-held' : 'post-created',
      target: postTarget(input.title),
      actor: actorOf(writer),
      now: writer.now,
      ...(verdict.suspicious ? { detail: `word filter: ${verdict.why}` } : {}),
      buildingId: writer.member.buildingId,
    });
    return row.id;
  });
  const post = await readPost(db, id);
  if (!post) throw new ActError('INTERNAL', 'The new post could not be read back.');
  return post;
}

export async function addComment(
  db: Kysely<Database>,
  postId: number,
  body: string,
  writer: ResidentWriter,
): Promise<{ id: number }> {
  const post = await residentPost(db, writer.member, postId);
  if (post.status !== POST_STATUS.published) {
    throw new ActError('CONFLICT', 'A post waiting for a moderator takes no comments yet.');
  }
  // Comments have no queue: one with abuse, scam words or a list of links is refused, so the resident can rephrase
  // it. Markup and capitals pass: a comment is shown as text, and a moderator can delete it.
  const verdict = screenText(body);
  if (verdict.suspicious && (verdict.why === 'words' || verdict.why === 'links')) {
    throw new ActError('INVALID_PARAMS', 'This comment cannot be posted as written.', {
      issues: [{ path: 'body', message: 'rephrase this comment: the board does not take it as written' }],
    });
  }
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('community_comments')
      .values({
        post_id: postId,
        member_id: writer.member.memberId,
        body,
        created_at: writer.now.toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await logOperation(trx, {
      operation: 'comment-created',
      target: postTarget(post.title),
      actor: actorOf(writer),
      now: writer.now,
      buildingId: post.buid,
    });
    return { id: row.id };
  });
}

/** A report; the threshold's one takes the post off the board and into the moderation queue. */
export async function reportPost(
  db: Kysely<Database>,
  postId: number,
  reason: string,
  writer: ResidentWriter,
): Promise<PostItem> {
  const post = await residentPost(db, writer.member, postId);
  if (await isAuthor(db, postId, writer.member.memberId)) {
    throw new ActError('CONFLICT', 'You cannot report your own post.');
  }
  await db.transaction().execute(async (trx) => {
    const already = await trx
      .selectFrom('community_reports')
      .select('id')
      .where('post_id', '=', postId)
      .where('member_id', '=', writer.member.memberId)
      .executeTakeFirst();
    if (already) throw new ActError('CONFLICT', 'You have already reported this post.');
    await trx
      .insertInto('community_reports')
      .values({
        post_id: postId,
        member_id: writer.member.memberId,
        reason,
        created_at: writer.now.toISOString(),
      })
      .execute();
    const row = await trx
      .selectFrom('community_posts')
      .select(['status', 'reports_reviewed_at'])
      .where('id', '=', postId)
      .executeTakeFirstOrThrow();
    let reports = trx
      .selectFrom('community_reports')
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .where('post_id', '=', postId);
    if (row.reports_reviewed_at !== null) reports = reports.where('created_at', '>', row.reports_reviewed_at);
    const count = Number((await reports.executeTakeFirstOrThrow()).count);
    const hide = row.status === POST_STATUS.published && count >= REPORT_THRESHOLD;
    if (hide) {
      await trx
        .updateTable('community_posts')
        .set({
          status: POST_STATUS.pending,
          pending_reason: 'reported',
          priority: 0,
          updated_at: writer.now.toISOString(),
        })
        .where('id', '=', postId)
        .execute();
    }
    await logOperation(trx, {
      operation: hide ? 'post-held' : 'post-reported',
      target: postTarget(post.title),
      actor: actorOf(writer),
      now: writer.now,
      ...(reason ? { detail: reason } : {}),
      buildingId: post.buid,
    });
  });
  return (await readPost(db, postId)) ?? post;
}

/** A view is a counter, not an event anyone reviews: no log entry for it. */
export async function countView(db: Kysely<Database>, postId: number, member: MemberCaller): Promise<number> {
  await residentPost(db, member, postId);
  await db
    .updateTable('community_posts')
    .set({ views: sql`views + 1` })
    .where('id', '=', postId)
    .execute();
  const row = await db
    .selectFrom('community_posts')
    .select('views')
    .where('id', '=', postId)
    .executeTakeFirst();
  return row?.views ?? 0;
}

export async function deleteOwnPost(
  db: Kysely<Database>,
  postId: number,
  writer: ResidentWriter,
): Promise<void> {
  await residentPost(db, writer.member, postId);
  if (!(await isAuthor(db, postId, writer.member.memberId))) {
    throw new ActError('FORBIDDEN', 'You can delete only your own posts.');
  }
  await db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('community_posts')
      .select(['title', 'body'])
      .where('id', '=', postId)
      .executeTakeFirstOrThrow();
    await trx.deleteFrom('community_comments').where('post_id', '=', postId).execute();
    await trx.deleteFrom('community_reports').where('post_id', '=', postId).execute();
    await trx.deleteFrom('community_post_images').where('post_id', '=', postId).execute();
    await trx.deleteFrom('community_posts').where('id', '=', postId).execute();
    await logOperation(trx, {
      operation: 'post-deleted',
      target: postTarget(row.title),
      actor: actorOf(writer),
      now: writer.now,
      changes: { before: { title: row.title, body: row.body }, after: {} },
      buildingId: writer.member.buildingId,
    });
  });
}
