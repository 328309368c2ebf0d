import { describe, expect, it } from 'vitest';
import { enterPath, isLettersOnly, matchesQuery, parcelListPath, parcelSearchKinds } from './search-rules';

const decode = (path: string) => JSON.parse(decodeURIComponent(path.replace('/parcels/', ''))) as unknown;

describe('global search rules (spec §2, §5)', () => {
  it('treats letters only as a carrier query', () => {
    expect(isLettersOnly('UPS')).toBe(true);
    expect(isLettersOnly('ups1')).toBe(false);
    expect(isLettersOnly('Canada Post')).toBe(false);
  });

  it('offers carrier for letters, phone and parcel id otherwise, and email always', () => {
    expect(parcelSearchKinds('ups')).toEqual(['carrier', 'email']);
    expect(parcelSearchKinds('514')).toEqual(['phone', 'parcelId', 'email']);
    expect(parcelSearchKinds('a@b.c')).toEqual(['phone', 'parcelId', 'email']);
    expect(parcelSearchKinds('  ')).toEqual([]);
  });

  it('sends Enter to the parcel list filtered by carrier or phone', () => {
    expect(decode(enterPath('dhl'))).toEqual({ buid: '', c: 'dhl', p: '', id: '' });
    expect(decode(enterPath('514 555'))).toEqual({ buid: '', c: '', p: '514 555', id: '' });
  });

  it('builds the parcel route with optional overtime', () => {
    expect(decode(parcelListPath({ buid: 3, overtime: true }))).toEqual({
      buid: 3,
      c: '',
      p: '',
      id: '',
      overtime: true,
    });
  });

  it("matches case-insensitively, with 'all' or empty matching everything", () => {
    expect(matchesQuery('Locker Settings', 'sett')).toBe(true);
    expect(matchesQuery('Locker Settings', 'all')).toBe(true);
    expect(matchesQuery('Locker Settings', 'xyz')).toBe(false);
  });
});
