import { compartmentListAct } from '@bluemanager/protocol';
import { describe, expect, it } from 'vitest';
import {
  compartmentParams,
  EMPTY_FILTERS,
  nextFilters,
  sizeParam,
  sizeProblem,
  type CompartmentFilters,
} from './compartment-filters';
import { compareSizes, isUndefinedSize } from '@bluemanager/protocol';
import { readableMachineName } from '../../format/machine-name';

const filters = (patch: Partial<CompartmentFilters>): CompartmentFilters =>
  ({ ...EMPTY_FILTERS, ...patch }) as CompartmentFilters;

describe('the size filter (spec §4)', () => {
  it('sends the keyword of each mode, or the typed substring', () => {
    expect(sizeParam(filters({ sizeMode: 'all' }))).toBe('all');
    expect(sizeParam(filters({ sizeMode: 'undefined' }))).toBe('undefined');
    expect(sizeParam(filters({ sizeMode: 'defined' }))).toBe('defined');
    expect(sizeParam(filters({ sizeMode: 'contains', sizeText: ' XL ' }))).toBe('XL');
    // 'Contains' with nothing typed yet filters nothing.
    expect(sizeParam(filters({ sizeMode: 'contains', sizeText: '' }))).toBe('all');
  });

  it('keeps the select truthful: a mode empties the text, a text selects contains', () => {
    const typed = nextFilters(EMPTY_FILTERS, { ...EMPTY_FILTERS, sizeText: 'L' });
    expect(typed).toMatchObject({ sizeMode: 'contains', sizeText: 'L' });
    const undefinedOnly = nextFilters(typed, { ...typed, sizeMode: 'undefined' });
    expect(undefinedOnly).toMatchObject({ sizeMode: 'undefined', sizeText: '' });
    const cleared = nextFilters(typed, { ...typed, sizeText: '  ' });
    expect(cleared).toMatchObject({ sizeMode: 'all', sizeText: '' });
    // Choosing 'contains' keeps what is typed.
    expect(
      nextFilters(EMPTY_FILTERS, { ...EMPTY_FILTERS, sizeMode: 'contains', sizeText: 'M' }),
    ).toMatchObject({
      sizeMode: 'contains',
      sizeText: 'M',
    });
  });

  it('flags a substring longer than the act takes', () => {
    expect(sizeProblem({ sizeText: 'XL' })).toBeUndefined();
    expect(sizeProblem({ sizeText: 'x'.repeat(17) })).toBe('tooLong');
  });

  it('reads undefined sizes as the spec does and orders sizes by size', () => {
    expect(isUndefinedSize('-1')).toBe(true);
    expect(isUndefinedSize('M-1')).toBe(true);
    expect(isUndefinedSize('M')).toBe(false);
    expect(['XL', '-1', 'Tall', 'S', 'm', 'L'].sort(compareSizes)).toEqual([
      'S',
      'm',
      'L',
      'XL',
      'Tall',
      '-1',
    ]);
  });
});

describe('the other filters', () => {
  it('empties the locker when the building changes, and drops unknown values', () => {
    const chosen = filters({ buid: '4', uuid: 'abc' });
    expect(nextFilters(chosen, { ...chosen, buid: '5' }).uuid).toBe('');
    expect(nextFilters(chosen, { ...chosen, state: 'occupied' }).uuid).toBe('abc');
    expect(nextFilters(chosen, { ...chosen, state: 'broken', category: 'frozen' })).toMatchObject({
      state: 'all',
      category: 'all',
    });
  });

  it('become parameters the act accepts, leaving out an empty building and locker', () => {
    const all = compartmentParams(EMPTY_FILTERS);
    expect(all).toEqual({ size: 'all', category: 'all', state: 'all' });
    const narrow = compartmentParams(
      filters({
        buid: '12',
        uuid: 'u-1',
        sizeMode: 'contains',
        sizeText: 'L',
        category: 'cold',
        state: 'free',
      }),
    );
    expect(narrow).toEqual({ buid: 12, uuid: 'u-1', size: 'L', category: 'cold', state: 'free' });
    expect(compartmentListAct.params.safeParse({ ...narrow, offset: 0, count: 25 }).success).toBe(true);
  });
});

describe('locker names', () => {
  it('shows the parts after the building, joined readably', () => {
    expect(readableMachineName('Le Jardin#Métro Entrance', 'Le Jardin')).toBe('Métro Entrance');
    expect(readableMachineName('Le Jardin#Métro Entrance#Left', 'Le Jardin')).toBe('Métro Entrance · Left');
    expect(readableMachineName('Tower A#Lobby', 'Other building')).toBe('Tower A · Lobby');
    expect(readableMachineName('Lobby', 'Lobby')).toBe('Lobby');
    expect(readableMachineName('#', 'x')).toBe('#');
  });
});
