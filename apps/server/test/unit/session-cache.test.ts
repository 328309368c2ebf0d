import { describe, expect, it } from 'vitest';
import { createSessionCache, type CachedSessionRow } from '../../src/domain/auth/session-cache.js';

const row = (sessionId: number): CachedSessionRow => ({
  sessionId,
  userId: 1,
  level: '10',
  b_partner: 0,
  mini_box: 0,
  amenity: 0,
  last_seen_at: '2026-11-01T12:00:00.000Z',
  expires_at: '2026-11-02T00:00:00.000Z',
  revoked_at: null,
  username: 'sysadmin',
  storedLevel: '10',
  partner: 'BB',
  enrol_only: 0,
});

describe('session cache', () => {
  it('answers for a row until its time is up, and not for a clock that went back', () => {
    const cache = createSessionCache(5_000);
    cache.set('a', row(1), 10_000, cache.generation());
    expect(cache.get('a', 14_999)?.sessionId).toBe(1);
    expect(cache.get('a', 15_000)).toBeUndefined();
    cache.set('a', row(1), 10_000, cache.generation());
    expect(cache.get('a', 9_999)).toBeUndefined();
  });

  it('forgets every token of an ended session at once', () => {
    const cache = createSessionCache(5_000);
    cache.set('a', row(1), 0, cache.generation());
    cache.set('b', row(2), 0, cache.generation());
    cache.forget(1);
    expect(cache.get('a', 1)).toBeUndefined();
    expect(cache.get('b', 1)?.sessionId).toBe(2);
  });

  it('does not keep a row read before a session ended', () => {
    const cache = createSessionCache(5_000);
    const readAt = cache.generation();
    // The row was read, then the session was revoked before the reader could keep it.
    cache.forget(1);
    cache.set('a', row(1), 0, readAt);
    expect(cache.get('a', 1)).toBeUndefined();
  });

  it('drops the oldest entry past its limit', () => {
    const cache = createSessionCache(5_000, 2);
    for (const [token, id] of [
      ['a', 1],
      ['b', 2],
      ['c', 3],
    ] as const)
      cache.set(token, row(id), 0, cache.generation());
    expect(cache.get('a', 1)).toBeUndefined();
    expect(cache.get('c', 1)?.sessionId).toBe(3);
  });
});
