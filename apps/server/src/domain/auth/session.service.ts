// Sessions: a random token whose hash is stored with the level computed at login, an idle expiry (renewed by use)
// and an absolute expiry (never renewed). Revoked sessions stay as a record until cleaned up.
import type { Kysely } from 'kysely';
import { isLevel, type EffectiveLevel, type Level } from '@bluemanager/protocol';
import { ActError } from '../act-error.js';
import { preparedQuery } from '../../db/prepared-query.js';
import type { Database } from '../../db/schema.js';
import { hashToken, newToken } from './tokens.js';

export interface SessionPolicy {
  idleMinutes: number;
  absoluteHours: number;
}

export interface SessionInfo {
  sessionId: number;
  userId: number;
  username: string;
  storedLevel: Level;
  level: Level;
  bPartner: boolean;
  miniBox: boolean;
  amenity: boolean;
  partner: string;
  lastSeenAt: string;
  expiresAt: string;
}

const MINUTE = 60_000;
// Writing last_seen_at on every call would turn each read into a write; a minute's precision is plenty for a
// two-hour idle limit.
const TOUCH_INTERVAL_MS = MINUTE;

export function idleExpiry(lastSeenAt: string, policy: SessionPolicy): string {
  return new Date(Date.parse(lastSeenAt) + policy.idleMinutes * MINUTE).toISOString();
}

export async function createSession(
  db: Kysely<Database>,
  input: { userId: number; effective: EffectiveLevel; ip: string; now: Date; policy: SessionPolicy },
): Promise<{ token: string; sessionId: number; expiresAt: string; lastSeenAt: string }> {
  const token = newToken();
  const now = input.now.toISOString();
  const expiresAt = new Date(input.now.getTime() + input.policy.absoluteHours * 60 * MINUTE).toISOString();
  const row = await db
    .insertInto('sessions')
    .values({
      token_hash: hashToken(token),
      user_id: input.userId,
      level: input.effective.level,
      b_partner: input.effective.bPartner ? 1 : 0,
      mini_box: input.effective.miniBox ? 1 : 0,
      amenity: input.effective.amenity ? 1 : 0,
      created_at: now,
      last_seen_at: now,
      expires_at: expiresAt,
      revoked_at: null,
      ip: input.ip,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { token, sessionId: row.id, expiresAt, lastSeenAt: now };
}

const sessionByTokenHash = preparedQuery((db: Kysely<Database>, tokenHash: string) =>
  db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select([
      'sessions.id as sessionId',
      'sessions.user_id as userId',
      'sessions.level',
      'sessions.b_partner',
      'sessions.mini_box',
      'sessions.amenity',
      'sessions.last_seen_at',
      'sessions.expires_at',
      'sessions.revoked_at',
      'users.username',
      'users.level as storedLevel',
      'users.partner',
    ])
    .where('sessions.token_hash', '=', tokenHash),
);

export async function authenticate(
  db: Kysely<Database>,
  token: string,
  now: Date,
  policy: SessionPolicy,
): Promise<SessionInfo> {
  const [row] = await sessionByTokenHash(db, hashToken(token));
  if (!row) throw new ActError('UNAUTHENTICATED', 'Unknown token: please sign in.');
  const nowMs = now.getTime();
  if (row.revoked_at !== null)
    throw new ActError('SESSION_EXPIRED', 'This session has ended: please sign in again.');
  if (nowMs >= Date.parse(row.expires_at) || nowMs >= Date.parse(idleExpiry(row.last_seen_at, policy))) {
    throw new ActError('SESSION_EXPIRED', 'Your session has expired: please sign in again.');
  }
  if (!isLevel(row.level) || !isLevel(row.storedLevel)) {
    throw new ActError('FORBIDDEN', 'This account has no valid level.');
  }
  let lastSeenAt = row.last_seen_at;
  if (nowMs - Date.parse(lastSeenAt) >= TOUCH_INTERVAL_MS) {
    lastSeenAt = now.toISOString();
    await db
      .updateTable('sessions')
      .set({ last_seen_at: lastSeenAt })
      .where('id', '=', row.sessionId)
      .execute();
  }
  return {
    sessionId: row.sessionId,
    userId: row.userId,
    username: row.username,
    storedLevel: row.storedLevel,
    level: row.level,
    bPartner: row.b_partner === 1,
    miniBox: row.mini_box === 1,
    amenity: row.amenity === 1,
    partner: row.partner,
    lastSeenAt,
    expiresAt: row.expires_at,
  };
}

export async function revokeSession(db: Kysely<Database>, sessionId: number, now: Date): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ revoked_at: now.toISOString() })
    .where('id', '=', sessionId)
    .where('revoked_at', 'is', null)
    .execute();
}
