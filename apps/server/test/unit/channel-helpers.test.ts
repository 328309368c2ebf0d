import { describe, expect, it } from 'vitest';
import { endOfTomorrow, isoBound } from '../../src/act-channel/date-bounds.js';
import { likePattern } from '../../src/db/text-match.js';

describe('date bounds', () => {
  it('turns dates and date-times into ISO bounds', () => {
    expect(isoBound('2000-01-01', 'start')).toBe('2000-01-01T00:00:00.000Z');
    expect(isoBound('2026-11-21', 'end')).toBe('2026-11-21T23:59:59.999Z');
    expect(isoBound('2026-11-21 08:30', 'start')).toBe('2026-11-21T08:30:00.000Z');
    expect(isoBound('2026-11-21 08:30:15', 'end')).toBe('2026-11-21T08:30:15.999Z');
  });

  it('ends the timeout search tomorrow at 23:59:59', () => {
    expect(endOfTomorrow(new Date('2026-11-21T22:00:00Z'))).toBe('2026-11-22T23:59:59.999Z');
  });
});

describe('LIKE patterns', () => {
  it('escape the wildcards and fold case', () => {
    expect(likePattern('50%_Off\\')).toBe('%50\\%\\_off\\\\%');
  });
});
