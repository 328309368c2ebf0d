// A post as every reader gets it (the moderation acts and the community service alike): its building, author,
// reports (the spec's vote) and comment count beside its own columns, the body's escape tokens decoded into `text`.
import { sql, type Kysely } from 'kysely';
import {
  decodeCommunityText,
  PENDING_REASONS,
  POST_STATUS_NAMES,
  type CommentItem,
  type PendingReason,
  type PostItem,
} from '@bluemanager/protocol';
import type { Database } from '../../db/schema.js';
import { imagesOfPosts } from './post-images.js';
import './community.table.js';

/** The posts with what a reader needs beside them; callers add their filters. */
export function postQuery(db: Kysely<Database>) {
  return db
    .selectFrom('community_posts as p')
    .innerJoin('buildings as b', 'b.id', 'p.building_id')
    .leftJoin('members as m', 'm.id', 'p.member_id')
    .selectAll('p')
    .select(['b.name as bname', 'm.name as author', 'm.unit as unit']);
}

type PostQueryRow = Awaited<ReturnType<ReturnType<typeof postQuery>['executeTakeFirstOrThrow']>>;

const statusName = (status: number) => POST_STATUS_NAMES[status] ?? 'pending';
const pendingReason = (reason: string | null): PendingReason | null =>
  PENDING_REASONS.find((known) => known === reason) ?? null;

function parsedTags(json: string): string[] {
  try {
    const tags: unknown = JSON.parse(json);
    return Array.isArray(tags) ? tags.filter((tag): tag is string => typeof tag === 'string') : [];
  } catch {
    return [];
  }
}

/** The reports and comment counts of some posts, read in two queries whatever their number. */
async function extrasOf(db: Kysely<Database>, ids: readonly number[]) {
  if (ids.length === 0)
    return { reports: new Map<number, PostItem['vote']>(), comments: new Map<number, number>() };
  const [reportRows, commentRows] = await Promise.all([
    db
      .selectFrom('community_reports as r')
      .leftJoin('members as m', 'm.id', 'r.member_id')
      .select(['r.post_id', 'r.reason', 'r.created_at', 'm.name'])
      .where('r.post_id', 'in', ids)
      .orderBy('r.created_at')
      .orderBy('r.id')
      .execute(),
    db
      .selectFrom('community_comments')
      .select(['post_id', sql<number | string>`count(*)`.as('count')])
      .where('post_id', 'in', ids)
      .groupBy('post_id')
      .execute(),
  ]);
  const reports = new Map<number, PostItem['vote']>();
  for (const row of reportRows) {
    const list = reports.get(row.post_id) ?? [];
    list.push({ at: row.created_at, reason: row.reason, by: row.name ?? '' });
    reports.set(row.post_id, list);
  }
  return { reports, comments: new Map(commentRows.map((row) => [row.post_id, Number(row.count)])) };
}

export async function toPostItems(db: Kysely<Database>, rows: readonly PostQueryRow[]): Promise<PostItem[]> {
  const ids = rows.map((row) => row.id);
  const [{ reports, comments }, images] = await Promise.all([extrasOf(db, ids), imagesOfPosts(db, ids)]);
  return rows.map((row) => ({
    id: row.id,
    buid: row.building_id,
    bname: row.bname,
    author: row.author ?? '',
    unit: row.unit ?? '',
    title: row.title,
    body: row.body,
    text: decodeCommunityText(row.body),
    category: row.category,
    status: row.status,
    status_name: statusName(row.status),
    pending_reason: pendingReason(row.pending_reason),
    reject_reason: row.reject_reason,
    priority: row.priority,
    views: row.views,
    tag: parsedTags(row.tags),
    images: images.get(row.id) ?? [],
    vote: reports.get(row.id) ?? [],
    hidden: row.pending_reason === 'reported',
    comments: comments.get(row.id) ?? 0,
    create_time: row.created_at,
    moderated_by: row.moderated_by,
    moderated_at: row.moderated_at,
  }));
}

/** One post, or undefined when there is none. */
export async function readPost(db: Kysely<Database>, id: number): Promise<PostItem | undefined> {
  const row = await postQuery(db).where('p.id', '=', id).executeTakeFirst();
  return row ? (await toPostItems(db, [row]))[0] : undefined;
}

export async function commentsOf(db: Kysely<Database>, postId: number): Promise<CommentItem[]> {
  const rows = await db
    .selectFrom('community_comments as c')
    .leftJoin('members as m', 'm.id', 'c.member_id')
    .select(['c.id', 'c.body', 'c.created_at', 'm.name', 'm.unit'])
    .where('c.post_id', '=', postId)
    .orderBy('c.created_at')
    .orderBy('c.id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    author: row.name ?? '',
    unit: row.unit ?? '',
    body: row.body,
    create_time: row.created_at,
  }));
}
