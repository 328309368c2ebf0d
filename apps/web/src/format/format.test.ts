import { describe, expect, it } from 'vitest';
import { buildingOfPackageAddress, formatAddress, shortAddress } from './address';
import { avatarUrl, DEFAULT_AVATAR } from './avatar';
import { carrierLogo } from './carriers';
import { formatCompact, formatNumber } from './numbers';
import { displayPhone } from '@bluemanager/protocol';
import { initials, pipeParts } from './text';
import { dateOnly, formatDateTime, formatTimeText, formatZonedDateTime, zoneLabel } from './time';

describe('formatters of spec §5 and §9', () => {
  it('writes counts over 999 as K and from a million as M, in the language', () => {
    expect(formatCompact(999)).toBe('999');
    expect(formatCompact(1000)).toBe('1K');
    expect(formatCompact(1550)).toBe('1.6K');
    expect(formatCompact(1_000_000)).toBe('1M');
    expect(formatCompact(2_345_678)).toBe('2.3M');
    expect(formatCompact(1550, 'fr')).toBe('1,6K');
  });

  it('tables and totals show the whole number, grouped in the language', () => {
    expect(formatNumber(5321)).toBe('5,321');
    expect(formatNumber(1_234_567, 'de')).toBe('1.234.567');
    expect(formatNumber(999)).toBe('999');
  });

  it('groups phones 3-3-4 and takes initials', () => {
    expect(displayPhone('5145550123')).toBe('514-555-0123');
    expect(displayPhone('514')).toBe('514');
    expect(initials('Blue Box admin')).toBe('BBA');
  });

  it('picks odd and even pipe parts by zero-based index', () => {
    expect(pipeParts('a|b|c|d', 'even')).toEqual(['a', 'c']);
    expect(pipeParts('a|b|c|d', 'odd')).toEqual(['b', 'd']);
  });

  it('formats times, N/A under 4 characters, and the date-only form', () => {
    expect(formatDateTime('2026-03-01T15:04:05Z', 'UTC')).toBe('2026-03-01 15:04:05');
    expect(formatDateTime('2026-03-01T15:04:05Z', 'America/Toronto')).toBe('2026-03-01 10:04:05');
    expect(formatDateTime(new Date(2026, 0, 2, 3, 4, 5))).toBe('2026-01-02 03:04:05');
    expect(formatTimeText('abc')).toBe('N/A');
    expect(formatTimeText('2026-03-01T10:20:30.000Z')).toBe('2026-03-01 10:20:30');
    expect(dateOnly('2026-03-01 10:00:00')).toBe('2026-03-01');
    expect(dateOnly('x')).toBe('N/A');
  });

  it("shows addresses with ', ' and the two-part short form", () => {
    expect(formatAddress('1 Main St|Toronto|ON|M5V 1A1')).toBe('1 Main St, Toronto, ON, M5V 1A1');
    expect(shortAddress('1 Main St|Toronto|ON|M5V 1A1')).toBe('1 Main St, Toronto');
    expect(buildingOfPackageAddress('Harbour Tower|1 Main St|Toronto')).toBe('Harbour Tower');
  });

  it("uses known carrier logos and falls back to 'other'", () => {
    expect(carrierLogo('Canada Post')).toBe('canada-post');
    expect(carrierLogo('FedEx')).toBe('fedex');
    expect(carrierLogo('jukebox-return')).toBe('jukebox-return');
    expect(carrierLogo('Speedy Couriers')).toBe('other');
  });

  it("uses the default avatar for '-1' or nothing", () => {
    expect(avatarUrl('-1')).toBe(DEFAULT_AVATAR);
    expect(avatarUrl('')).toBe(DEFAULT_AVATAR);
    expect(avatarUrl('assets/images/avatars/3.png')).toBe('assets/images/avatars/3.png');
  });

  it("says the zone a time is shown in: the building's, or the reader's own", () => {
    const winter = '2026-01-15T17:30:00Z';
    expect(formatZonedDateTime(winter, 'America/Toronto')).toBe('2026-01-15 12:30:00 EST');
    expect(formatZonedDateTime(winter, 'America/Vancouver')).toBe('2026-01-15 09:30:00 PST');
    expect(zoneLabel(winter, 'UTC')).toBe('UTC');
    // A zone the browser does not know is shown in local time rather than failing, and names no zone.
    expect(zoneLabel(winter, 'Mars/Olympus_Mons')).toBe('');
    expect(formatDateTime(winter, 'Mars/Olympus_Mons')).toBe(formatDateTime(winter));
  });
});
