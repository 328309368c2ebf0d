// Community Msgs (spec §2 `community`, acts 56001–56019): the moderation of the residents' board. System admins see
// every building's posts, business partners their own buildings' (the dispatcher checks `buid` and each post's
// building before a handler runs).
import { z } from 'zod';
import { listResult, optionalBuildingUid, pageParams, positiveInt, timestamp } from '../../schemas.js';
import { defineAct } from '../../acts/define-act.js';
import { COMMUNITY_ROLES, PENDING_REASONS, POST_STATUS_NAMES } from './community-vocabulary.js';
import { pendingPostsAct } from './community-bell.acts.js';
import { boardFilters, moderationReason, postCategory, postId, postTags } from './community-fields.js';

export const postReport = z.object({
  at: timestamp,
  reason: z.string(),
  by: z.string().describe("the reporting member's name"),
});

export const postImage = z.object({
  url: z.string().describe('the picture, at most 1600 px on its longest side (WebP)'),
  thumb: z.string().describe('a thumbnail, at most 320 px (WebP)'),
  width: z.number().int(),
  height: z.number().int(),
});
export type PostImage = z.infer<typeof postImage>;

export const postItem = z.object({
  id: z.number().int(),
  buid: z.number().int(),
  bname: z.string(),
  author: z.string().describe("the member's name"),
  unit: z.string(),
  title: z.string().describe('as written, escape tokens included'),
  body: z.string().describe('as written, escape tokens included'),
  text: z.string().describe('the body with its escape tokens decoded: plain text, never HTML'),
  category: z.number().int(),
  status: z.number().int().describe('0 pending, 1 published, 2 rejected'),
  status_name: z.enum(POST_STATUS_NAMES),
  pending_reason: z.enum(PENDING_REASONS).nullable(),
  reject_reason: z.string(),
  priority: z.number().int().describe('1 pinned'),
  views: z.number().int(),
  tag: z.array(z.string()),
  images: z.array(postImage),
  vote: z.array(postReport).describe('the reports: not empty means reported'),
  hidden: z.boolean().describe('hidden from residents by reports until a moderator decides'),
  comments: z.number().int(),
  create_time: timestamp,
  moderated_by: z.string().nullable(),
  moderated_at: timestamp.nullable(),
});
export type PostItem = z.infer<typeof postItem>;

export const commentItem = z.object({
  id: z.number().int(),
  author: z.string(),
  unit: z.string(),
  body: z.string().describe('as written, escape tokens included'),
  create_time: timestamp,
});
export type CommentItem = z.infer<typeof commentItem>;

export const communityPostsAct = defineAct({
  code: 56001,
  name: 'community posts',
  summary:
    "The board's posts for moderation: pending first, then pinned and the sort mode (spec §4); category 9 all, 10 reported, otherwise that category (spec §5).",
  params: z.object({
    buid: optionalBuildingUid,
    ...boardFilters,
    ...pageParams({ maxCount: 100, defaultCount: 25, maxOffset: 100_000 }),
  }),
  result: listResult(postItem),
  access: COMMUNITY_ROLES,
  scope: { buid: 'building' },
});

export const communityPostAct = defineAct({
  code: 56002,
  name: 'community post',
  summary: 'One post with its comments and reports.',
  params: z.object({ id: postId }),
  result: z.object({ post: postItem, comments: z.array(commentItem) }),
  access: COMMUNITY_ROLES,
  scope: { id: 'post' },
});

export const moderatePostAct = defineAct({
  code: 56003,
  name: 'moderate community post',
  summary:
    'Approves a post (published, its reports so far answered) or rejects it with a reason residents will see.',
  params: z
    .object({ id: postId, decision: z.enum(['approve', 'reject']), reason: moderationReason.default('') })
    .refine((params) => params.decision === 'approve' || params.reason !== '', {
      path: ['reason'],
      message: 'enter a reason',
    }),
  result: postItem,
  access: COMMUNITY_ROLES,
  scope: { id: 'post' },
});

export const pinPostAct = defineAct({
  code: 56004,
  name: 'pin community post',
  summary: 'Pins a published post at the top of its board (priority 1) or unpins it (priority 0).',
  params: z.object({ id: postId, pinned: z.boolean() }),
  result: postItem,
  access: COMMUNITY_ROLES,
  scope: { id: 'post' },
});

export const labelPostAct = defineAct({
  code: 56005,
  name: 'label community post',
  summary: "Sets a post's category and tags (the places of the building it is about).",
  params: z.object({ id: postId, category: postCategory, tag: postTags }),
  result: postItem,
  access: COMMUNITY_ROLES,
  scope: { id: 'post' },
});

export const deletePostAct = defineAct({
  code: 56006,
  name: 'delete community post',
  summary: 'Deletes a post with its comments and reports.',
  params: z.object({ id: postId, reason: moderationReason.default('') }),
  result: z.object({ id: z.number().int() }),
  access: COMMUNITY_ROLES,
  scope: { id: 'post' },
});

export const deleteCommentAct = defineAct({
  code: 56007,
  name: 'delete community comment',
  summary: 'Deletes one comment of a post.',
  params: z.object({ id: postId, comment: positiveInt.describe('the comment') }),
  result: z.object({ id: z.number().int(), comment: z.number().int() }),
  access: COMMUNITY_ROLES,
  scope: { id: 'post' },
});

export const memberCommunityTokenAct = defineAct({
  code: 56009,
  name: 'issue member community token',
  summary:
    "Issues a resident's token for the community service (shown once, valid 90 days), scoped to the member's building; earlier tokens of the member are revoked.",
  params: z.object({ member: positiveInt.describe('the member') }),
  result: z.object({ token: z.string(), expires_at: timestamp }),
  access: COMMUNITY_ROLES,
  scope: { member: 'member' },
});

export const COMMUNITY_ACTS = [
  communityPostsAct,
  communityPostAct,
  moderatePostAct,
  pinPostAct,
  labelPostAct,
  deletePostAct,
  deleteCommentAct,
  pendingPostsAct,
  memberCommunityTokenAct,
] as const;
