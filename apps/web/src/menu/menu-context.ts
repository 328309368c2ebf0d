import { createContext, useContext } from 'react';
import type { MenuBadge, MenuItem, MenuKey, MenuSection } from '@bluemanager/protocol';

export interface MenuValue {
  menuKey: MenuKey;
  available: readonly MenuKey[];
  switchMenu(key: MenuKey): void;
  /** The current menu as the user may see it (spec §6). */
  sections: readonly MenuSection[];
  /** Its links, depth first: search Tools, bookmarks and the home page read these. */
  items: readonly MenuItem[];
  appName: string;
  isBadgeShown(badge: MenuBadge): boolean;
}

export const MenuContext = createContext<MenuValue | undefined>(undefined);

export function useMenu(): MenuValue {
  const value = useContext(MenuContext);
  if (!value) throw new Error('useMenu needs a MenuProvider');
  return value;
}
