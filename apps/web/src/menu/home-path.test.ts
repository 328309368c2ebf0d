// Where a user lands after login: the advertising admin on the advertising overview, everyone else on the home of
// their remembered menu (the bike home for a bike manager who left it there).
import { afterEach, describe, expect, it } from 'vitest';
import type { SessionUser } from '../session/session-user';
import { STORAGE_KEYS } from '../session/storage-keys';
import { homeAfterLogin, levelHome } from './home-path';

const user = (
  level: SessionUser['level'],
  mtypes: number[] = [],
  flags: Pick<SessionUser, 'miniBox' | 'amenity'> = { miniBox: 0, amenity: 0 },
): SessionUser => ({
  ret: 7,
  token: 'tok',
  username: 'someone',
  level,
  storedLevel: level,
  partner: 'BB',
  bPartner: false,
  mtypes: mtypes.map((mtype) => ({ mtype })),
  miniBox: flags.miniBox,
  amenity: flags.amenity,
  avatar: '-1',
  twoFactor: false,
  idleExpiresAt: '2026-01-01T00:00:00Z',
  expiresAt: '2026-01-01T00:00:00Z',
});

describe('homeAfterLogin', () => {
  afterEach(() => localStorage.clear());

  it('sends the advertising admin to the advertising overview, whatever menu is remembered', () => {
    localStorage.setItem(STORAGE_KEYS.currentMenu, 'bike');
    expect(levelHome('6')).toBe('/ad-overview');
    expect(homeAfterLogin(user('6'))).toBe('/ad-overview');
  });

  it("sends everyone else to their remembered menu's home", () => {
    expect(levelHome('10')).toBeUndefined();
    expect(homeAfterLogin(user('10'))).toBe('/');
    localStorage.setItem(STORAGE_KEYS.currentMenu, 'bike');
    expect(homeAfterLogin(user('1', [1, 3]))).toBe('/bike');
    expect(homeAfterLogin(user('5'))).toBe('/');
  });

  it("sends mini-box and amenity staff to their family's home until they remember another menu", () => {
    expect(homeAfterLogin(user('13', [1, 2], { miniBox: 1, amenity: 0 }))).toBe('/minibox-locker-list');
    expect(homeAfterLogin(user('17', [1, 4], { miniBox: 0, amenity: 1 }))).toBe('/amenity');
    localStorage.setItem(STORAGE_KEYS.currentMenu, 'main');
    expect(homeAfterLogin(user('17', [1, 4], { miniBox: 0, amenity: 1 }))).toBe('/');
  });
});
