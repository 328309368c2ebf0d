// The signed-in user's own account: read it, change language and zone, change the password (the current one
// first, the strength rules, then every other session ends), list and end their own sessions, drop the avatar.
import type { Kysely } from 'kysely';
import {
  STAFF_LANGUAGES,
  isLevel,
  passwordProblem,
  type ActResult,
  type myProfileAct,
  type mySessionsAct,
} from '@bluemanager/protocol';
import type { Database, UserRow } from '../../db/schema.js';
import { ActError } from '../../domain/act-error.js';
import { clearFailures, lockedFor, recordFailure } from '../../domain/auth/login-throttle.js';
import { hashPassword, verifyPassword } from '../../domain/auth/password.js';
import { forgetSession, type SessionInfo, type SessionPolicy } from '../../domain/auth/session.service.js';
import { publishSessionEnded } from '../../domain/events/parcel-events.js';
import { logOperation, type OperationActor } from '../../domain/oplog/operation-log.js';
import { openSessionsQuery } from '../authority/staff-view.js';
import '../authority/staff.table.js';

export interface Caller {
  db: Kysely<Database>;
  session: SessionInfo;
  actor: OperationActor;
  now: Date;
  policy: SessionPolicy;
}

type Profile = ActResult<typeof myProfileAct>;

const PROBLEMS = {
  short: 'at least 12 characters',
  long: 'at most 256 characters',
  classes: 'use three of: lower case, upper case, digits, other characters',
  username: 'must not contain your username',
} as const;

async function me(caller: Caller): Promise<UserRow> {
  const row = await caller.db
    .selectFrom('users')
    .selectAll()
    .where('id', '=', caller.session.userId)
    .executeTakeFirst();
  if (!row) throw new ActError('SESSION_EXPIRED', 'This account no longer exists.');
  return row;
}

function toProfile(row: UserRow): Profile {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    level: isLevel(row.level) ? row.level : '1',
    partner: row.partner,
    language: STAFF_LANGUAGES.find((language) => language === row.language) ?? 'en',
    time_zone: row.time_zone,
    avatar: row.avatar || '-1',
    two_factor: row.totp_secret !== null,
    password_changed_at: row.password_changed_at,
  };
}

export async function myProfile(caller: Caller): Promise<Profile> {
  return toProfile(await me(caller));
}

export async function updateMyProfile(
  caller: Caller,
  params: { language: Profile['language']; time_zone: string },
): Promise<Profile> {
  const row = await me(caller);
  if (row.language === params.language && row.time_zone === params.time_zone) return toProfile(row);
  await caller.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('users')
      .set({ language: params.language, time_zone: params.time_zone })
      .where('id', '=', row.id)
      .execute();
    await logOperation(trx, {
      operation: 'profile-updated',
      target: row.username,
      actor: caller.actor,
      now: caller.now,
      changes: {
        before: { language: row.language, time_zone: row.time_zone },
        after: { language: params.language, time_zone: params.time_zone },
      },
    });
  });
  return toProfile(await me(caller));
}

/** Ends the caller's open sessions but the current one (or only `only`), after the writes that asked for it. */
async function endOtherSessions(caller: Caller, only?: number): Promise<number[]> {
  let query = openSessionsQuery(caller.db, caller.now, caller.policy)
    .select('id')
    .where('user_id', '=', caller.session.userId)
    .where('id', '!=', caller.session.sessionId);
  if (only !== undefined) query = query.where('id', '=', only);
  return (await query.execute()).map((row) => row.id);
}

async function revoke(trx: Kysely<Database>, ids: readonly number[], now: Date) {
  if (ids.length === 0) return;
  await trx
    .updateTable('sessions')
    .set({ revoked_at: now.toISOString() })
    .where('id', 'in', [...ids])
    .where('revoked_at', 'is', null)
    .execute();
}

async function announce(db: Kysely<Database>, ids: readonly number[]) {
  for (const id of ids) {
    forgetSession(db, id);
    await publishSessionEnded(db, id);
  }
}

const PASSWORD_CHECK_LIMIT = 5;
const passwordKey = (userId: number) => `password:${userId}`;

/**
 * The current password, checked like a sign-in: five wrong ones lock the checks for a while (shared by every
 * instance), so a session left open cannot be used to guess it.
 */
async function checkCurrentPassword(caller: Caller, row: UserRow, current: string): Promise<void> {
  const key = passwordKey(row.id);
  const locked = await lockedFor(caller.db, [key], caller.now);
  if (locked > 0) {
    const minutes = Math.max(1, Math.ceil(locked / 60_000));
    throw new ActError(
      'RATE_LIMITED',
      `Too many wrong passwords: try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
      {
        retryAfterSeconds: Math.ceil(locked / 1000),
      },
    );
  }
  if (!(await verifyPassword(row.password_hash, current))) {
    await recordFailure(caller.db, key, PASSWORD_CHECK_LIMIT, caller.now);
    throw new ActError('INVALID_PARAMS', 'current: this is not your current password.', {
      issues: [{ path: 'current', message: 'this is not your current password' }],
    });
  }
  await clearFailures(caller.db, key);
}

export async function changeMyPassword(caller: Caller, params: { current: string; next: string }) {
  const row = await me(caller);
  await checkCurrentPassword(caller, row, params.current);
  const problem = passwordProblem(params.next, row.username);
  if (problem) {
    throw new ActError('INVALID_PARAMS', `next: ${PROBLEMS[problem]}.`, {
      issues: [{ path: 'next', message: PROBLEMS[problem] }],
    });
  }
  if (params.next === params.current) {
    throw new ActError('INVALID_PARAMS', 'next: choose a password other than the current one.', {
      issues: [{ path: 'next', message: 'choose a password other than the current one' }],
    });
  }
  const passwordHash = await hashPassword(params.next);
  const ended = await endOtherSessions(caller);
  await caller.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('users')
      .set({ password_hash: passwordHash, password_changed_at: caller.now.toISOString() })
      .where('id', '=', row.id)
      .execute();
    await revoke(trx, ended, caller.now);
    // Neither password is in the entry.
    await logOperation(trx, {
      operation: 'password-changed',
      target: row.username,
      actor: caller.actor,
      now: caller.now,
      detail: ended.length > 0 ? `${ended.length} other sessions ended` : undefined,
    });
  });
  await announce(caller.db, ended);
  return { ended_sessions: ended.length };
}

export async function mySessions(caller: Caller): Promise<ActResult<typeof mySessionsAct>> {
  const rows = await openSessionsQuery(caller.db, caller.now, caller.policy)
    .select(['id', 'created_at', 'last_seen_at', 'expires_at', 'ip'])
    .where('user_id', '=', caller.session.userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return { items: rows.map((row) => ({ ...row, current: row.id === caller.session.sessionId })) };
}

export async function endMySessions(caller: Caller, session: number | undefined) {
  if (session === caller.session.sessionId) {
    throw new ActError('CONFLICT', 'This is the session you are using: sign out instead.');
  }
  const ended = await endOtherSessions(caller, session);
  if (session !== undefined && ended.length === 0) {
    throw new ActError('NOT_FOUND', `You have no open session ${session}.`);
  }
  if (ended.length === 0) return { ended: 0 };
  await caller.db.transaction().execute(async (trx) => {
    await revoke(trx, ended, caller.now);
    await logOperation(trx, {
      operation: 'own-sessions-ended',
      target: caller.session.username,
      actor: caller.actor,
      now: caller.now,
      detail: String(ended.length),
    });
  });
  await announce(caller.db, ended);
  return { ended: ended.length };
}
