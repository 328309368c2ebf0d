// Sessions: a random token whose hash is stored with the level computed at login, an idle expiry (renewed by use)
// and an absolute expiry (never renewed). Revoked sessions stay as a record until cleaned up.
import type { Kysely } from 'kysely';
import { ENROLMENT_ACT_CODES, isLevel, type EffectiveLevel, type Level } from '@bluemanager/protocol';
import { ActError } from '../act-error.js';
import { preparedQuery } from '../../db/prepared-query.js';
import type { Database } from '../../db/schema.js';
import { createSessionCache, type CachedSessionRow, type SessionCache } from './session-cache.js';
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
  /** The account owes two-factor (its level requires it, none is set up): only the enrolment acts answer. */
  enrolOnly?: boolean;
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
  input: {
    userId: number;
    effective: EffectiveLevel;
    ip: string;
    now: Date;
    policy: SessionPolicy;
    enrolOnly?: boolean;
  },
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
      enrol_only: input.enrolOnly ? 1 : 0,
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
      'sessions.enrol_only',
      'users.username',
      'users.level as storedLevel',
      'users.partner',
    ])
    .where('sessions.token_hash', '=', tokenHash),
);

// One cache per database handle, so a test's databases (and two instances in one process) never share entries.
const caches = new WeakMap<Kysely<Database>, SessionCache>();

function cacheOf(db: Kysely<Database>): SessionCache {
  let cache = caches.get(db);
  if (!cache) {
    cache = createSessionCache();
    caches.set(db, cache);
  }
  return cache;
}

/** Forgets a session that ended elsewhere (the live hub's session-ended message from another instance). */
export function forgetSession(db: Kysely<Database>, sessionId: number): void {
  caches.get(db)?.forget(sessionId);
}

async function sessionRow(
  db: Kysely<Database>,
  tokenHash: string,
  nowMs: number,
): Promise<CachedSessionRow | undefined> {
  const cache = cacheOf(db);
  const cached = cache.get(tokenHash, nowMs);
  if (cached) return cached;
  const generation = cache.generation();
  const [row] = await sessionByTokenHash(db, tokenHash);
  // Only live sessions are kept: an unknown or ended token is read again on its next call.
  if (row && row.revoked_at === null) cache.set(tokenHash, row, nowMs, generation);
  return row;
}

export async function authenticate(
  db: Kysely<Database>,
  token: string,
  now: Date,
  policy: SessionPolicy,
): Promise<SessionInfo> {
  const nowMs = now.getTime();
  const row = await sessionRow(db, hashToken(token), nowMs);
  if (!row) throw new ActError('UNAUTHENTICATED', 'Unknown token: please sign in.');
  if (row.revoked_at !== null)
    throw new ActError('SESSION_EXPIRED', 'This session has ended: please sign in again.');
  const lastSeenMs = Date.parse(row.last_seen_at);
  if (nowMs >= Date.parse(row.expires_at) || nowMs >= lastSeenMs + policy.idleMinutes * MINUTE) {
    throw new ActError('SESSION_EXPIRED', 'Your session has expired: please sign in again.');
  }
  if (!isLevel(row.level) || !isLevel(row.storedLevel)) {
    throw new ActError('FORBIDDEN', 'This account has no valid level.');
  }
  let lastSeenAt = row.last_seen_at;
  if (nowMs - lastSeenMs >= TOUCH_INTERVAL_MS) {
    lastSeenAt = now.toISOString();
    // The cached row moves with it, so the next calls of this minute do not write again.
    row.last_seen_at = lastSeenAt;
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
    enrolOnly: row.enrol_only === 1,
  };
}

/**
 * The two-factor rule of the Authority, enforced wherever a session is used: a session that owes two-factor answers
 * only the enrolment acts (ENROLMENT_ACT_CODES), and nothing else whatever its level.
 */
/**
 * A session for a route outside the act channel (an upload, an export, the events, a service): authenticated and
 * held to its enrolment when it owes two-factor, in one call so that no route can do the first and forget the second.
 */
export async function authenticateRoute(
  db: Kysely<Database>,
  token: string,
  now: Date,
  policy: SessionPolicy,
): Promise<SessionInfo> {
  const session = await authenticate(db, token, now, policy);
  requireEnrolledFor(session);
  return session;
}

export function requireEnrolledFor(session: SessionInfo, code?: number): void {
  // Without an act code (the upload, event and service routes) nothing is part of the enrolment.
  if (session.enrolOnly && (code === undefined || !ENROLMENT_ACT_CODES.has(code))) {
    throw new ActError(
      'TWO_FACTOR_SETUP_REQUIRED',
      'Your level requires two-factor sign-in: set it up in your profile before anything else.',
    );
  }
}

/** The account has set up two-factor: its sessions that could only enrol may now do everything. */
export async function endEnrolment(db: Kysely<Database>, userId: number): Promise<void> {
  const rows = await db
    .updateTable('sessions')
    .set({ enrol_only: 0 })
    .where('user_id', '=', userId)
    .where('enrol_only', '=', 1)
    .returning('id')
    .execute();
  for (const row of rows) forgetSession(db, row.id);
}

export async function revokeSession(db: Kysely<Database>, sessionId: number, now: Date): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ revoked_at: now.toISOString() })
    .where('id', '=', sessionId)
    .where('revoked_at', 'is', null)
    .execute();
  // After the write: a call that read the row before it cannot cache it now (see the cache's generation).
  forgetSession(db, sessionId);
}
