// What a resident writes on the board and what a moderator sets, validated alike by the acts, the community service
// and the web forms. Texts are stored as written (escape tokens included) and decoded only for reading.
import { z } from 'zod';
import { plainText, positiveInt } from '../../schemas.js';
import {
  CATEGORY_ALL,
  CATEGORY_REPORTED,
  COMMUNITY_LIMITS,
  POST_CATEGORIES,
  POST_IMAGES,
  POST_SORTS,
  POST_STATUS_NAMES,
} from './community-vocabulary.js';

export const postCategory = z.coerce
  .number()
  .int()
  .refine((value) => (POST_CATEGORIES as readonly number[]).includes(value), 'not a category')
  .describe(
    '1 general, 2 events, 3 lost and found, 4 marketplace, 5 maintenance, 6 safety, 7 recommendations, 8 pets',
  );

/** Spec §5: 9 all, 10 reported (vote not empty), otherwise that category. */
export const categoryFilter = z.coerce
  .number()
  .int()
  .refine(
    (value) =>
      value === CATEGORY_ALL ||
      value === CATEGORY_REPORTED ||
      (POST_CATEGORIES as readonly number[]).includes(value),
    'not a category filter',
  )
  .default(CATEGORY_ALL)
  .describe('9 all, 10 reported (vote not empty), otherwise that category');

export const postSort = z.coerce
  .number()
  .int()
  .refine((value) => (POST_SORTS as readonly number[]).includes(value), 'not a sort mode')
  .default(0)
  .describe('0 newest first, 1 oldest first (pinned above both), 2 most viewed, 3 least viewed');

/** Tags name places of the building ("Lobby", "Parking P2"). */
export const postTags = z
  .array(plainText(COMMUNITY_LIMITS.tag).pipe(z.string().min(1, 'a tag is empty')))
  .max(COMMUNITY_LIMITS.tags, `at most ${COMMUNITY_LIMITS.tags} tags`)
  .transform((tags) => [...new Set(tags)]);

export const postTitle = plainText(COMMUNITY_LIMITS.title).pipe(z.string().min(1, 'enter a title'));
export const postBody = plainText(COMMUNITY_LIMITS.body, { multiline: true }).pipe(
  z.string().min(1, 'write something'),
);
export const commentBody = plainText(COMMUNITY_LIMITS.comment, { multiline: true }).pipe(
  z.string().min(1, 'write something'),
);
export const moderationReason = plainText(COMMUNITY_LIMITS.reason);

/** The name the upload answered for a picture: 32 hex digits, random. */
export const postImageName = z.string().regex(/^[0-9a-f]{32}$/, 'not an uploaded picture');

/** A resident's new post (the service's /bulletinlist). */
export const newPostFields = z.object({
  title: postTitle,
  body: postBody,
  category: postCategory.default(1),
  tag: postTags.default([]),
  images: z
    .array(postImageName)
    .max(POST_IMAGES.perPost, `at most ${POST_IMAGES.perPost} pictures`)
    .transform((names) => [...new Set(names)])
    .default([])
    .describe('pictures uploaded to /bulletinimage, in the order shown'),
});

/** A resident's comment. */
export const newCommentFields = z.object({ body: commentBody });

/** A resident's report (the service's /bulletinvote). */
export const reportFields = z.object({ reason: moderationReason.default('') });

/** The board's filters, shared by the moderation list and the service's /bulletinlistget. */
export const boardFilters = {
  category: categoryFilter,
  sort: postSort,
  status: z.enum(POST_STATUS_NAMES).optional().describe('absent lists every status, pending first'),
  q: plainText(64).optional().describe('words of the title or the text'),
};

export const postId = positiveInt.describe('the post');
