// The Profile section's table of avatar images, merged into the Database type (see db/schema.ts). Avatars live in
// the database, not on a disk: every instance serves them, and a backup holds them.
import type { Selectable } from 'kysely';

export interface AvatarImagesTable {
  /** Random, so a name says nothing about its owner and an old name never shows a new picture. */
  name: string;
  /** The square size in pixels. */
  size: number;
  user_id: number;
  content: Buffer;
  created_at: string;
}

export type AvatarImageRow = Selectable<AvatarImagesTable>;

declare module '../../db/schema.js' {
  interface Database {
    avatar_images: AvatarImagesTable;
  }
}
