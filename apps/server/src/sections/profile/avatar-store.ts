// Storing a user's new avatar (all its sizes, under a new random name) and forgetting the old one, in one
// transaction with its operation-log entry; and reading one image back for the avatar route.
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { AVATAR_ROUTE, AVATAR_SIZES } from '@bluemanager/protocol';
import type { Database } from '../../db/schema.js';
import { logOperation, type OperationActor } from '../../domain/oplog/operation-log.js';
import type { AvatarSet } from './avatar-image.js';
import './avatar.table.js';

/** The stored avatar path of a name: the large size; the small one adds `-76`. */
export const avatarPath = (name: string) => `${AVATAR_ROUTE}/${name}.webp`;

const FILE = /^([0-9a-f]{32})(?:-(\d+))?\.webp$/;

/** The name and size an avatar file asks for, or undefined for anything else. */
export function parseAvatarFile(file: string): { name: string; size: number } | undefined {
  const match = FILE.exec(file);
  if (!match?.[1]) return undefined;
  const size = match[2] === undefined ? AVATAR_SIZES.large : Number(match[2]);
  return (Object.values(AVATAR_SIZES) as number[]).includes(size) ? { name: match[1], size } : undefined;
}

export async function replaceAvatar(
  db: Kysely<Database>,
  user: { id: number; username: string },
  set: AvatarSet | undefined,
  writer: { actor: OperationActor; now: Date },
): Promise<string> {
  const name = randomBytes(16).toString('hex');
  const avatar = set ? avatarPath(name) : '-1';
  await db.transaction().execute(async (trx) => {
    const before = await trx
      .selectFrom('users')
      .select('avatar')
      .where('id', '=', user.id)
      .executeTakeFirst();
    await trx.deleteFrom('avatar_images').where('user_id', '=', user.id).execute();
    if (set) {
      await trx
        .insertInto('avatar_images')
        .values(
          set.images.map((image) => ({
            name,
            size: image.size,
            user_id: user.id,
            content: image.content,
            created_at: writer.now.toISOString(),
          })),
        )
        .execute();
    }
    await trx.updateTable('users').set({ avatar }).where('id', '=', user.id).execute();
    await logOperation(trx, {
      operation: 'avatar-changed',
      target: user.username,
      actor: writer.actor,
      now: writer.now,
      changes: { before: { avatar: before?.avatar ?? '-1' }, after: { avatar } },
    });
  });
  return avatar;
}

export async function avatarImage(
  db: Kysely<Database>,
  name: string,
  size: number,
): Promise<Buffer | undefined> {
  const row = await db
    .selectFrom('avatar_images')
    .select('content')
    .where('name', '=', name)
    .where('size', '=', size)
    .executeTakeFirst();
  return row ? Buffer.from(row.content) : undefined;
}
