// The community board's words, free of schemas so page declarations and the bell can read them: who moderates, the
// statuses (spec §7: 0 pending), categories, the category filter's two special values (spec §5) and the sort modes
// (spec §4).
import type { Role } from '../../levels.js';

/** Community Msgs (spec §2): system admins and business partners (their own buildings). */
export const COMMUNITY_ROLES: readonly Role[] = ['10', '-2'];
/** Community System Msgs (spec §2): the operator's system admins. */
export const SYSTEM_MSG_ROLES: readonly Role[] = ['10'];

/** A post's status as the community service stores it: 0 waits for a moderator. */
export const POST_STATUS = { pending: 0, published: 1, rejected: 2 } as const;
export type PostStatusName = keyof typeof POST_STATUS;
export const POST_STATUS_NAMES = [
  'pending',
  'published',
  'rejected',
] as const satisfies readonly PostStatusName[];

/** Why a post waits: a new post a moderator must see, a word the filter caught, or reports past the threshold. */
export const PENDING_REASONS = ['new', 'word-filter', 'reported'] as const;
export type PendingReason = (typeof PENDING_REASONS)[number];

/** The categories a post can carry (1–8); 9 and 10 are the filter's "all" and "reported" (spec §5). */
export const POST_CATEGORIES = [1, 2, 3, 4, 5, 6, 7, 8] as const;
export type PostCategory = (typeof POST_CATEGORIES)[number];
export const CATEGORY_NAMES: Readonly<Record<PostCategory, string>> = {
  1: 'general',
  2: 'events',
  3: 'lost-found',
  4: 'marketplace',
  5: 'maintenance',
  6: 'safety',
  7: 'recommendations',
  8: 'pets',
};
export const CATEGORY_ALL = 9;
export const CATEGORY_REPORTED = 10;

/**
 * Spec §4: 0 newest first, 1 oldest first (pinned posts above either), 2 most viewed, 3 least viewed (pinning
 * ignored by these two).
 */
export const POST_SORTS = [0, 1, 2, 3] as const;
export type PostSort = (typeof POST_SORTS)[number];

/** Spec §3: priority 1 pins a post. */
export const PINNED = 1;

/** Size limits, shared by the acts, the community service and the forms. */
export const COMMUNITY_LIMITS = {
  title: 120,
  body: 4000,
  comment: 1000,
  tag: 40,
  tags: 8,
  reason: 300,
} as const;

/**
 * Pictures on a post: uploaded one at a time by the resident (multipart `img` to the service's `/bulletinimage`),
 * then named in the new post. The server decides the type from the bytes and serves only its own WebP copies.
 */
export const POST_IMAGES = {
  uploadPath: '/bulletinimage',
  route: '/community-images',
  maxBytes: 5 * 1024 * 1024,
  perPost: 4,
  /** The longest side of the copy a reader opens, and of the thumbnail a list shows. */
  fullSide: 1600,
  thumbSide: 320,
  types: ['image/jpeg', 'image/png', 'image/webp'],
} as const;

/** Reports (votes) from this many members since a moderator's last decision hide a post until one decides again. */
export const REPORT_THRESHOLD = 3;

/** How a system message may also reach the residents beyond the board. */
export const SYSTEM_MSG_PUSH = ['none', 'sms', 'email'] as const;
export type SystemMsgPush = (typeof SYSTEM_MSG_PUSH)[number];
