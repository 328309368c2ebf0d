import { describe, expect, it } from 'vitest';
import { filterOneOf, filterText, readSearchFilters } from './view-filters';

describe('reading a list’s filters from its address', () => {
  it('keeps a search text cut to length and a building number, and drops anything else', () => {
    expect(readSearchFilters({ q: 'maple', buid: '12' })).toEqual({ q: 'maple', buid: '12' });
    expect(readSearchFilters({ q: 'x'.repeat(100), buid: '12a' })).toEqual({ q: 'x'.repeat(64), buid: '' });
    expect(readSearchFilters({ q: true, buid: true })).toEqual({ q: '', buid: '' });
    expect(filterText({ note: 'abcdef' }, 'note', 3)).toBe('abc');
  });

  it('keeps a word only when it is one of those allowed', () => {
    const states = ['open', 'ended'] as const;
    expect(filterOneOf({ state: 'ended' }, 'state', states)).toBe('ended');
    expect(filterOneOf({ state: 'deleted' }, 'state', states)).toBe('');
    expect(filterOneOf({}, 'state', states)).toBe('');
  });
});
