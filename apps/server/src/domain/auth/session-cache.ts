// The session rows of recent calls, kept for a few seconds per database handle: every act call starts with the
// session lookup, and a busy client makes several calls a second with the same token, so reading the row once per
// few seconds instead of once per call takes a query off nearly every act. Expiry (idle and absolute) is still
// decided on every call from the cached times; a revocation removes the entry at once (revokeSession on this
// instance, the live hub's session-ended message from the others), and anything else that changes (a user's name
// or level) shows after CACHE_TTL_MS at most.

/** How long a row read from the database answers for it. */
export const SESSION_CACHE_TTL_MS = 5_000;
/** Enough for every token of a busy instance; past it the oldest entries go first. */
const CACHE_LIMIT = 20_000;

export interface CachedSessionRow {
  sessionId: number;
  userId: number;
  level: string;
  b_partner: number;
  mini_box: number;
  amenity: number;
  last_seen_at: string;
  expires_at: string;
  revoked_at: string | null;
  username: string;
  storedLevel: string;
  partner: string;
  enrol_only: number;
}

interface Entry {
  row: CachedSessionRow;
  /** When the row was read (the caller's clock, so tests that move time move this too). */
  readAt: number;
}

export interface SessionCache {
  get(tokenHash: string, nowMs: number): CachedSessionRow | undefined;
  /** Counts the forgets; a row read before the latest one may be the session that just ended. */
  generation(): number;
  /** Keeps the row, unless a session was forgotten since `readGeneration` (then the row may be stale). */
  set(tokenHash: string, row: CachedSessionRow, nowMs: number, readGeneration: number): void;
  /** Drops every entry of the session: it ended. */
  forget(sessionId: number): void;
}

export function createSessionCache(ttlMs = SESSION_CACHE_TTL_MS, limit = CACHE_LIMIT): SessionCache {
  const entries = new Map<string, Entry>();
  let forgets = 0;
  return {
    generation: () => forgets,
    get(tokenHash, nowMs) {
      const entry = entries.get(tokenHash);
      if (!entry) return undefined;
      // A clock that went back (a test's) counts as stale too.
      if (nowMs - entry.readAt >= ttlMs || nowMs < entry.readAt) {
        entries.delete(tokenHash);
        return undefined;
      }
      return entry.row;
    },
    set(tokenHash, row, nowMs, readGeneration) {
      if (readGeneration !== forgets) return;
      entries.delete(tokenHash);
      if (entries.size >= limit) {
        const oldest = entries.keys().next();
        if (!oldest.done) entries.delete(oldest.value);
      }
      entries.set(tokenHash, { row, readAt: nowMs });
    },
    forget(sessionId) {
      forgets += 1;
      for (const [hash, entry] of entries) if (entry.row.sessionId === sessionId) entries.delete(hash);
    },
  };
}
