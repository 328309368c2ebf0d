// A moderator's writes on a post: approve or reject, pin or unpin, category and tags, delete a post or a comment.
// Each runs in one transaction with its operation-log entry (before and after values), on the post's building.
import type { Kysely, Transaction } from 'kysely';
import { PINNED, POST_STATUS, type OperationKey, type PostItem } from '@bluemanager/protocol';
import { ActError } from '../../domain/act-error.js';
import type { Database } from '../../db/schema.js';
import { logOperation, type OperationActor } from '../../domain/oplog/operation-log.js';
import type { CommunityPostRow } from './community.table.js';
import { readPost } from './post-read.js';

export interface Writer {
  actor: OperationActor;
  now: Date;
}

/** How the operation log names a post: its title, cut short. */
export const postTarget = (title: string) => (title.length > 60 ? `${title.slice(0, 59)}…` : title);

async function lockedPost(trx: Transaction<Database>, id: number): Promise<CommunityPostRow> {
  const row = await trx.selectFrom('community_posts').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw new ActError('NOT_FOUND', `There is no community post ${id}.`);
  return row;
}

type PostChange = Partial<Omit<CommunityPostRow, 'id' | 'building_id' | 'member_id' | 'created_at'>>;

/** Applies `change` to the post and logs `operation` with the fields it changed. */
async function changePost(
  db: Kysely<Database>,
  id: number,
  writer: Writer,
  decide: (row: CommunityPostRow) => { operation: OperationKey; change: PostChange; detail?: string },
): Promise<PostItem> {
  await db.transaction().execute(async (trx) => {
    const row = await lockedPost(trx, id);
    const { operation, change, detail } = decide(row);
    await trx
      .updateTable('community_posts')
      .set({ ...change, updated_at: writer.now.toISOString() })
      .where('id', '=', id)
      .execute();
    const before: Record<string, unknown> = {};
    const after: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(change)) {
      const old = row[key as keyof CommunityPostRow];
      if (old !== value && !key.startsWith('moderated') && key !== 'reports_reviewed_at') {
        before[key] = old;
        after[key] = value;
      }
    }
    await logOperation(trx, {
      operation,
      target: postTarget(row.title),
      actor: writer.actor,
      now: writer.now,
      ...(detail ? { detail } : {}),
      changes: { before, after },
      buildingId: row.building_id,
    });
  });
  const post = await readPost(db, id);
  if (!post) throw new ActError('NOT_FOUND', `There is no community post ${id}.`);
  return post;
}

export function moderatePost(
  db: Kysely<Database>,
  input: { id: number; decision: 'approve' | 'reject'; reason: string },
  writer: Writer,
): Promise<PostItem> {
  const decided = { moderated_by: writer.actor.username, moderated_at: writer.now.toISOString() };
  return changePost(db, input.id, writer, () =>
    input.decision === 'approve'
      ? {
          operation: 'post-approved',
          // The reports so far are answered: only new ones count toward hiding the post again.
          change: {
            status: POST_STATUS.published,
            pending_reason: null,
            reject_reason: '',
            reports_reviewed_at: writer.now.toISOString(),
            ...decided,
          },
        }
      : {
          operation: 'post-rejected',
          detail: input.reason,
          change: {
            status: POST_STATUS.rejected,
            pending_reason: null,
            reject_reason: input.reason,
            // A rejected post leaves the board, so it cannot stay pinned.
            priority: 0,
            ...decided,
          },
        },
  );
}

export function pinPost(
  db: Kysely<Database>,
  input: { id: number; pinned: boolean },
  writer: Writer,
): Promise<PostItem> {
  return changePost(db, input.id, writer, (row) => {
    if (input.pinned && row.status !== POST_STATUS.published) {
      throw new ActError('CONFLICT', 'Only a published post can be pinned: approve it first.');
    }
    return {
      operation: input.pinned ? 'post-pinned' : 'post-unpinned',
      change: { priority: input.pinned ? PINNED : 0 },
    };
  });
}

export function labelPost(
  db: Kysely<Database>,
  input: { id: number; category: number; tag: string[] },
  writer: Writer,
): Promise<PostItem> {
  return changePost(db, input.id, writer, () => ({
    operation: 'post-labelled',
    change: { category: input.category, tags: JSON.stringify(input.tag) },
  }));
}

export async function deletePost(
  db: Kysely<Database>,
  input: { id: number; reason: string },
  writer: Writer,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const row = await lockedPost(trx, input.id);
    await trx.deleteFrom('community_comments').where('post_id', '=', row.id).execute();
    await trx.deleteFrom('community_reports').where('post_id', '=', row.id).execute();
    await trx.deleteFrom('community_post_images').where('post_id', '=', row.id).execute();
    await trx.deleteFrom('community_posts').where('id', '=', row.id).execute();
    await logOperation(trx, {
      operation: 'post-deleted',
      target: postTarget(row.title),
      actor: writer.actor,
      now: writer.now,
      ...(input.reason ? { detail: input.reason } : {}),
      changes: { before: { title: row.title, body: row.body, status: row.status }, after: {} },
      buildingId: row.building_id,
    });
  });
}

export async function deleteComment(
  db: Kysely<Database>,
  input: { id: number; comment: number },
  writer: Writer,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const post = await lockedPost(trx, input.id);
    const comment = await trx
      .selectFrom('community_comments')
      .selectAll()
      .where('id', '=', input.comment)
      .where('post_id', '=', post.id)
      .executeTakeFirst();
    if (!comment) throw new ActError('NOT_FOUND', `Post ${post.id} has no comment ${input.comment}.`);
    await trx.deleteFrom('community_comments').where('id', '=', comment.id).execute();
    await logOperation(trx, {
      operation: 'comment-deleted',
      target: postTarget(post.title),
      actor: writer.actor,
      now: writer.now,
      changes: { before: { comment: comment.body }, after: {} },
      buildingId: post.building_id,
    });
  });
}

/** The bell's pendingPost: the posts waiting in the caller's buildings. */
export async function pendingCount(
  db: Kysely<Database>,
  buildingIds: readonly number[] | 'all',
): Promise<number> {
  if (buildingIds !== 'all' && buildingIds.length === 0) return 0;
  let query = db
    .selectFrom('community_posts')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('status', '=', POST_STATUS.pending);
  if (buildingIds !== 'all') query = query.where('building_id', 'in', buildingIds);
  const row = await query.executeTakeFirst();
  return Number(row?.count ?? 0);
}
