// The locker-family switcher of spec §6 and the remembered menu of spec §1.
import { FAMILY_TYPE, type Level } from '@bluemanager/protocol';
import { MAIN_MENU } from '@bluemanager/protocol';
import type { Menu, MenuKey } from '@bluemanager/protocol';
import { AMENITY_MENU, BIKE_MENU, MINIBOX_MENU } from '@bluemanager/protocol';

export const MENUS: Record<MenuKey, Menu> = {
  main: MAIN_MENU,
  bike: BIKE_MENU,
  miniBox: MINIBOX_MENU,
  amenity: AMENITY_MENU,
};

export interface FamilyViewer {
  level: Level;
  bPartner: boolean;
  /** Locker family types in the user's reach (login result `mtypes`). */
  mtypes: readonly number[];
  /** Spec §4's level upgrade flags: the user works with mini-box lockers (level 13) or amenity machines (17). */
  miniBox: boolean;
  amenity: boolean;
}

/** The families a user may switch to, in the switcher's order. */
export function availableMenus(viewer: FamilyViewer): MenuKey[] {
  const operatorAdmin = viewer.level === '10' && !viewer.bPartner;
  const has = (type: number) => viewer.mtypes.includes(type);
  const menus: MenuKey[] = [];
  if (operatorAdmin || has(FAMILY_TYPE.main)) menus.push('main');
  if (operatorAdmin || has(FAMILY_TYPE.bike)) menus.push('bike');
  // Spec §6 gives MiniBox to operator admins only; issue 13 gives it to mini-box staff too (their only family).
  if (operatorAdmin || viewer.miniBox) menus.push('miniBox');
  if (operatorAdmin || viewer.amenity) menus.push('amenity');
  return menus;
}

/** The family a user works in when they have not chosen one: mini-box staff theirs, amenity staff theirs. */
export function preferredMenu(viewer: FamilyViewer): MenuKey | undefined {
  if (viewer.level === '13' && viewer.miniBox) return 'miniBox';
  if (viewer.level === '17' && viewer.amenity) return 'amenity';
  return undefined;
}

/**
 * The remembered menu when the user may still use it, otherwise their level's own family (preferredMenu),
 * otherwise their first family, otherwise main (the default).
 */
export function resolveMenu(
  remembered: string | null,
  available: readonly MenuKey[],
  preferred?: MenuKey,
): MenuKey {
  const known = available.find((key) => key === remembered);
  const own = available.find((key) => key === preferred);
  return known ?? own ?? available[0] ?? 'main';
}

/**
 * Where switching to a menu navigates: each family's home. Spec §2 lets the Amenity choice navigate nowhere, which
 * left its users on another family's page; issue 13 gives it a home with its key figures.
 */
export const MENU_HOME: Record<MenuKey, string> = {
  main: '/',
  bike: '/bike',
  miniBox: '/minibox-locker-list',
  amenity: '/amenity',
};

/** The app name in the navbar (spec §1). */
export function appNameFor(menu: MenuKey): string {
  return menu === 'bike' ? 'BlueBox for Bikes' : 'BlueManager';
}

/** The i18n key of each family's name in the switcher. */
export const MENU_LABEL: Record<MenuKey, string> = {
  main: 'family.main',
  bike: 'family.bike',
  miniBox: 'family.miniBox',
  amenity: 'family.amenity',
};
