import { describe, expect, it } from 'vitest';
import { isNewestNoteRecent } from './badge-rules';
import { appNameFor, availableMenus, MENU_HOME, preferredMenu, resolveMenu } from './families';

describe('availableMenus (spec §6 locker families)', () => {
  it('gives operator admins every family', () => {
    expect(
      availableMenus({ level: '10', bPartner: false, mtypes: [], miniBox: false, amenity: false }),
    ).toEqual(['main', 'bike', 'miniBox', 'amenity']);
  });

  it('gives others the families of their machine types, and MiniBox only to mini-box staff', () => {
    expect(
      availableMenus({ level: '10', bPartner: true, mtypes: [1, 2, 3], miniBox: false, amenity: false }),
    ).toEqual(['main', 'bike']);
    expect(
      availableMenus({ level: '1', bPartner: false, mtypes: [1, 2], miniBox: false, amenity: false }),
    ).toEqual(['main']);
    expect(
      availableMenus({ level: '13', bPartner: false, mtypes: [1, 2], miniBox: true, amenity: false }),
    ).toEqual(['main', 'miniBox']);
    expect(
      availableMenus({ level: '17', bPartner: false, mtypes: [4], miniBox: false, amenity: true }),
    ).toEqual(['amenity']);
  });

  it('falls back from a remembered menu the user may not use', () => {
    expect(resolveMenu('bike', ['main', 'bike'])).toBe('bike');
    expect(resolveMenu('miniBox', ['main'])).toBe('main');
    expect(resolveMenu(null, ['amenity'])).toBe('amenity');
    expect(resolveMenu(null, [])).toBe('main');
  });

  it('opens mini-box and amenity staff on their own family until they choose another', () => {
    const minibox = { level: '13', bPartner: false, mtypes: [1, 2], miniBox: true, amenity: false } as const;
    const amenity = { level: '17', bPartner: false, mtypes: [1, 4], miniBox: false, amenity: true } as const;
    expect(resolveMenu(null, availableMenus(minibox), preferredMenu(minibox))).toBe('miniBox');
    expect(resolveMenu(null, availableMenus(amenity), preferredMenu(amenity))).toBe('amenity');
    expect(resolveMenu('main', availableMenus(amenity), preferredMenu(amenity))).toBe('main');
    expect(
      preferredMenu({ level: '10', bPartner: false, mtypes: [], miniBox: false, amenity: false }),
    ).toBeUndefined();
  });

  it('leads every family to a home of its own', () => {
    expect(MENU_HOME).toEqual({
      main: '/',
      bike: '/bike',
      miniBox: '/minibox-locker-list',
      amenity: '/amenity',
    });
  });

  it("names the app 'BlueBox for Bikes' in the bike menu", () => {
    expect(appNameFor('bike')).toBe('BlueBox for Bikes');
    expect(appNameFor('main')).toBe('BlueManager');
  });
});

describe('the release-notes badge (spec §4, §9)', () => {
  const now = new Date('2026-03-10T12:00:00Z');
  it('shows while the newest note is under 604800 s old', () => {
    expect(
      isNewestNoteRecent(
        [{ create_time: '2026-03-03T12:00:01Z' }, { create_time: '2025-01-01T00:00:00Z' }],
        now,
      ),
    ).toBe(true);
    expect(isNewestNoteRecent([{ create_time: '2026-03-03T12:00:00Z' }], now)).toBe(false);
    expect(isNewestNoteRecent([], now)).toBe(false);
  });
});
