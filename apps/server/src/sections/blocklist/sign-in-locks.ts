// The login throttle's locks as the Black List shows them: the staff accounts and client addresses locked after too
// many failed sign-ins, while the lock lasts, and lifting one (which forgets its failures too).
import type { Kysely } from 'kysely';
import type { ActResult, signInLockListAct } from '@bluemanager/protocol';
import { ActError } from '../../domain/act-error.js';
import type { Database } from '../../db/schema.js';
import { accountKey, addressKey, clearFailures } from '../../domain/auth/login-throttle.js';
import { logOperation, type OperationActor } from '../../domain/oplog/operation-log.js';

type LockKind = 'account' | 'address';

const keyOf = (kind: LockKind, name: string) => (kind === 'account' ? accountKey(name) : addressKey(name));

export async function listSignInLocks(
  db: Kysely<Database>,
  now: Date,
): Promise<ActResult<typeof signInLockListAct>> {
  const rows = await db
    .selectFrom('login_throttle')
    .select(['key', 'locked_until'])
    .where('locked_until', '>', now.toISOString())
    .orderBy('locked_until', 'desc')
    .limit(500)
    .execute();
  return {
    items: rows.flatMap((row) => {
      const [kind, ...rest] = row.key.split(':');
      if ((kind !== 'account' && kind !== 'address') || row.locked_until === null) return [];
      return [{ kind, name: rest.join(':'), locked_until: row.locked_until }];
    }),
  };
}

export async function unlockSignIn(
  db: Kysely<Database>,
  input: { kind: LockKind; name: string },
  writer: { actor: OperationActor; now: Date },
): Promise<void> {
  const key = keyOf(input.kind, input.name);
  await db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('login_throttle')
      .select('locked_until')
      .where('key', '=', key)
      .executeTakeFirst();
    if (!row?.locked_until || Date.parse(row.locked_until) <= writer.now.getTime()) {
      throw new ActError('NOT_FOUND', `${input.name} is not locked.`);
    }
    await clearFailures(trx, key);
    await logOperation(trx, {
      operation: 'sign-in-unlocked',
      target: input.name,
      actor: writer.actor,
      now: writer.now,
      changes: { before: { locked_until: row.locked_until }, after: { locked_until: null } },
    });
  });
}
