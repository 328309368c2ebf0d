// A fixed-window request limit per address, kept in memory: it protects one instance from a flood. Login abuse is
// limited separately in the database (login-throttle), where every instance shares the counts.
export interface RateLimiter {
  /** Seconds to wait when the address is over its limit, otherwise 0 (and the request is counted). */
  take(address: string, now: number): number;
}

const WINDOW_MS = 60_000;

export function createRateLimiter(limitPerMinute: number): RateLimiter {
  let windowStart = Number.NEGATIVE_INFINITY;
  let counts = new Map<string, number>();
  return {
    take(address, now) {
      if (now - windowStart >= WINDOW_MS) {
        windowStart = now;
        counts = new Map();
      }
      const used = counts.get(address) ?? 0;
      if (used >= limitPerMinute) return Math.max(1, Math.ceil((windowStart + WINDOW_MS - now) / 1000));
      counts.set(address, used + 1);
      return 0;
    },
  };
}
