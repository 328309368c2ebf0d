import { describe, expect, it } from 'vitest';
import { localMidnight, zonedBound } from '../../src/domain/zoned-time.js';

const midnight = (now: string, zone: string) => localMidnight(new Date(now), zone).toISOString();

describe("where a viewer's today starts", () => {
  it('is midnight on the wall clock of their time zone', () => {
    // 21:00 in Toronto (EST, UTC-5) is already the next UTC day.
    expect(midnight('2026-11-22T02:00:00Z', 'America/Toronto')).toBe('2026-11-21T05:00:00.000Z');
    // Summer time (EDT, UTC-4).
    expect(midnight('2026-07-01T03:30:00Z', 'America/Toronto')).toBe('2026-06-30T04:00:00.000Z');
    // Half-hour zones ahead of UTC.
    expect(midnight('2026-11-21T20:00:00Z', 'Asia/Kolkata')).toBe('2026-11-21T18:30:00.000Z');
    expect(midnight('2026-11-21T20:00:00Z', 'UTC')).toBe('2026-11-21T00:00:00.000Z');
  });

  it('takes the offset of midnight itself on a day the clocks change', () => {
    // 8 March 2026: Toronto springs forward at 2:00, so its midnight was still EST.
    expect(midnight('2026-03-08T18:00:00Z', 'America/Toronto')).toBe('2026-03-08T05:00:00.000Z');
    // 1 November 2026: falls back at 2:00, midnight was still EDT.
    expect(midnight('2026-11-01T20:00:00Z', 'America/Toronto')).toBe('2026-11-01T04:00:00.000Z');
  });

  it('is exact at midnight itself', () => {
    expect(midnight('2026-11-21T05:00:00Z', 'America/Toronto')).toBe('2026-11-21T05:00:00.000Z');
    expect(midnight('2026-11-21T04:59:59Z', 'America/Toronto')).toBe('2026-11-20T05:00:00.000Z');
  });
});

describe("a day typed in a filter, in a building's zone", () => {
  it('starts and ends on the wall clock there', () => {
    expect(zonedBound('2026-11-23', 'start', 'America/Toronto')).toBe('2026-11-23T05:00:00.000Z');
    expect(zonedBound('2026-11-23', 'end', 'America/Toronto')).toBe('2026-11-24T04:59:59.999Z');
    expect(zonedBound('2026-11-23', 'start', 'America/Vancouver')).toBe('2026-11-23T08:00:00.000Z');
    expect(zonedBound('2026-11-23 10:30:00', 'start', 'America/Toronto')).toBe('2026-11-23T15:30:00.000Z');
  });

  it('reads a zone the clock does not know as UTC', () => {
    expect(zonedBound('2026-11-23', 'start', 'Mars/Olympus_Mons')).toBe('2026-11-23T00:00:00.000Z');
  });
});
