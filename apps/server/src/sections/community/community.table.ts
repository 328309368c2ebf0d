// The community section's tables, merged into the Database type (see db/schema.ts).
import type { Generated, Selectable } from 'kysely';

export interface CommunityPostsTable {
  id: Generated<number>;
  building_id: number;
  member_id: number;
  /** Title and body as the resident wrote them, escape tokens included (decoded only for reading). */
  title: string;
  body: string;
  category: number;
  /** 0 pending, 1 published, 2 rejected (POST_STATUS). */
  status: number;
  /** Why a pending post waits ('new', 'word-filter', 'reported'); null once decided. */
  pending_reason: string | null;
  reject_reason: string;
  /** 1 pinned. */
  priority: number;
  views: number;
  /** JSON list of tags (places of the building). */
  tags: string;
  created_at: string;
  updated_at: string;
  moderated_by: string | null;
  moderated_at: string | null;
  /** Reports up to this time were answered by a moderator: only later ones count toward hiding the post again. */
  reports_reviewed_at: string | null;
}

export interface CommunityCommentsTable {
  id: Generated<number>;
  post_id: number;
  member_id: number;
  body: string;
  created_at: string;
}

/** One report (the spec's vote) per member and post. */
export interface CommunityReportsTable {
  id: Generated<number>;
  post_id: number;
  member_id: number;
  reason: string;
  created_at: string;
}

/** A resident's token for the community service: `bmc_<prefix>_<secret>`, only the secret's hash stored. */
export interface CommunityMemberTokensTable {
  id: Generated<number>;
  member_id: number;
  prefix: string;
  secret_hash: string;
  created_at: string;
  expires_at: string;
  revoked_at: string | null;
}

export interface CommunitySystemMsgsTable {
  id: Generated<number>;
  title: string;
  body: string;
  unit_from: string;
  unit_to: string;
  starts_at: string;
  ends_at: string;
  push: string;
  pushed: number;
  created_by: string;
  created_at: string;
  withdrawn_at: string | null;
}

export interface CommunitySystemMsgBuildingsTable {
  msg_id: number;
  building_id: number;
}

export type CommunityPostRow = Selectable<CommunityPostsTable>;
export type CommunitySystemMsgRow = Selectable<CommunitySystemMsgsTable>;

/**
 * A picture a resident uploaded: its WebP copies only (never the file as sent), under a random name. Without a post
 * it is waiting to be named in one; the post's deletion takes its pictures with it.
 */
export interface CommunityPostImagesTable {
  id: Generated<number>;
  name: string;
  member_id: number;
  post_id: number | null;
  width: number;
  height: number;
  content: Buffer;
  thumb: Buffer;
  created_at: string;
}

declare module '../../db/schema.js' {
  interface Database {
    community_posts: CommunityPostsTable;
    community_comments: CommunityCommentsTable;
    community_reports: CommunityReportsTable;
    community_member_tokens: CommunityMemberTokensTable;
    community_system_msgs: CommunitySystemMsgsTable;
    community_system_msg_buildings: CommunitySystemMsgBuildingsTable;
    community_post_images: CommunityPostImagesTable;
  }
}
