// The crash reports' words (schema-free): where a crash came from, and how much of it is kept.

/** A locker's firmware (device call `crash`) or the portal's own page in a browser (POST /api/client-errors). */
export const CRASH_ORIGINS = ['locker', 'portal'] as const;
export type CrashOrigin = (typeof CRASH_ORIGINS)[number];

export const CRASH_STATES = ['open', 'resolved'] as const;
export type CrashState = (typeof CRASH_STATES)[number];

/** Reports kept per group (the oldest go first): the counts stay exact, the detail is the recent past. */
export const CRASH_REPORTS_KEPT = 50;

/** Browser errors accepted per client address and minute. */
export const CLIENT_ERRORS_PER_MINUTE = 10;

/** The route a browser reports its uncaught errors to (JSON: message, stack, route, version). */
export const CLIENT_ERROR_ROUTE = '/api/client-errors';
