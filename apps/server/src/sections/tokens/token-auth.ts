// A call authenticated by an API token (`Authorization: Bearer bmt_…`) instead of a session: the token's row is read
// on every call (so a revocation counts at once, on every instance), the secret checked against its hash in constant
// time, and the caller becomes the token's owner, with the owner's level and building scope (or the part of it the
// token is narrowed to), limited to the acts the token lists.
import type { Kysely } from 'kysely';
import { ActError } from '../../domain/act-error.js';
import type { Database } from '../../db/schema.js';
import type { SessionInfo } from '../../domain/auth/session.service.js';
import { accountBlocked } from '../blocklist/block-checks.js';
import { cachedOwnerRoles } from './owner-roles-cache.js';
import { parseToken, secretMatches } from './token-secret.js';
import './api-token.table.js';

const MINUTE = 60_000;
const UNKNOWN = 'Unknown API token: check the Authorization header.';

/** The bearer token of an Authorization header, or undefined when the header is absent or of another scheme. */
export function bearerOf(header: string | undefined): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return match?.[1];
}

export interface TokenCaller {
  session: SessionInfo;
  acts: ReadonlySet<number>;
  /** The buildings the token is narrowed to; empty for the owner's whole scope. */
  buildings: readonly number[];
}

export async function authenticateToken(
  db: Kysely<Database>,
  bearer: string,
  now: Date,
): Promise<TokenCaller> {
  const parsed = parseToken(bearer);
  if (!parsed) throw new ActError('UNAUTHENTICATED', UNKNOWN);
  const row = await db
    .selectFrom('api_tokens')
    .innerJoin('users', 'users.id', 'api_tokens.owner_id')
    .select([
      'api_tokens.id',
      'api_tokens.secret_hash',
      'api_tokens.acts',
      'api_tokens.buildings',
      'api_tokens.expires_at',
      'api_tokens.last_used_at',
      'api_tokens.revoked_at',
      'users.id as userId',
      'users.username',
      'users.level',
      'users.partner',
      'users.disabled_at',
      'users.deleted_at',
    ])
    .where('api_tokens.prefix', '=', parsed.prefix)
    .executeTakeFirst();
  if (!row || !secretMatches(parsed.secret, row.secret_hash)) throw new ActError('UNAUTHENTICATED', UNKNOWN);
  if (row.revoked_at !== null) throw new ActError('SESSION_EXPIRED', 'This API token was revoked.');
  const nowMs = now.getTime();
  if (nowMs >= Date.parse(row.expires_at))
    throw new ActError('SESSION_EXPIRED', 'This API token has expired.');
  if (row.disabled_at !== null || row.deleted_at !== null) {
    throw new ActError('FORBIDDEN', "This API token's owner is disabled.");
  }
  if (await accountBlocked(db, row.username, now)) {
    throw new ActError('FORBIDDEN', "This API token's owner is blocked.");
  }
  const roles = await cachedOwnerRoles(db, { id: row.userId, level: row.level, partner: row.partner }, nowMs);
  if (row.last_used_at === null || nowMs - Date.parse(row.last_used_at) >= MINUTE) {
    await db
      .updateTable('api_tokens')
      .set({ last_used_at: now.toISOString() })
      .where('id', '=', row.id)
      .execute();
  }
  const session: SessionInfo = {
    // A token is no session: nothing a session id names (sign-out, event streams) belongs to it.
    sessionId: 0,
    userId: row.userId,
    username: row.username,
    storedLevel: roles.storedLevel,
    level: roles.level,
    bPartner: roles.bPartner,
    miniBox: roles.miniBox,
    amenity: roles.amenity,
    partner: row.partner,
    lastSeenAt: now.toISOString(),
    expiresAt: row.expires_at,
  };
  return {
    session,
    acts: new Set(JSON.parse(row.acts) as number[]),
    buildings: JSON.parse(row.buildings) as number[],
  };
}
