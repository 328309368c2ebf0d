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
  amenity: boolean;
}

/** The families a user may switch to, in the switcher's order. */
export function availableMenus(viewer: FamilyViewer): MenuKey[] {
  const operatorAdmin = viewer.level === '10' && !viewer.bPartner;
  const has = (type: number) => viewer.mtypes.includes(type);
  const menus: MenuKey[] = [];
  if (operatorAdmin || has(FAMILY_TYPE.main)) menus.push('main');
  if (operatorAdmin || has(FAMILY_TYPE.bike)) menus.push('bike');
  if (operatorAdmin) menus.push('miniBox');
  if (operatorAdmin || viewer.amenity) menus.push('amenity');
  return menus;
}

/** The remembered menu when the user may still use it, otherwise their first family, otherwise main (the default). */
export function resolveMenu(remembered: string | null, available: readonly MenuKey[]): MenuKey {
  const known = available.find((key) => key === remembered);
  return known ?? available[0] ?? 'main';
}

/** Where switching to a menu navigates; the Amenity choice is stored but navigates nowhere (spec §2). */
export const MENU_HOME: Record<MenuKey, string | undefined> = {
  main: '/',
  bike: '/bike',
  miniBox: '/minibox-locker-list',
  amenity: undefined,
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
