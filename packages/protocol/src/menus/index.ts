// The four menus of spec §2 and the user menu, as data. The web app draws them and derives its routes and their
// guards from their urls; `npm run sections` reads them to say which routes are built.
import { MAIN_MENU } from './main-menu.js';
import type { Menu, MenuIdsOf, MenuKey } from './menu-types.js';
import { AMENITY_MENU, BIKE_MENU, MINIBOX_MENU } from './other-menus.js';
import { USER_MENU } from './user-menu.js';

export * from './menu-types.js';
export { AMENITY_MENU, BIKE_MENU, MAIN_MENU, MINIBOX_MENU, USER_MENU };

/** Where a route's guard looks: each family's menu and the user menu. */
export type MenuHolder = MenuKey | 'user';

export const MENUS = {
  main: MAIN_MENU,
  bike: BIKE_MENU,
  miniBox: MINIBOX_MENU,
  amenity: AMENITY_MENU,
  user: USER_MENU,
} as const satisfies Record<MenuHolder, Menu>;

/** Every menu entry id of every menu, as a literal union. */
export type MenuId = MenuIdsOf<(typeof MENUS)[MenuHolder][number]>;
