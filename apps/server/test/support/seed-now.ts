/** The moment the test databases' demo network is seeded at; each test portal's clock starts here. */
export const SEED_NOW = new Date('2026-11-01T12:00:00.000Z');
