import type { SessionUser } from '../session/session-user';
import { STORAGE_KEYS } from '../session/storage-keys';
import { availableMenus, MENU_HOME, resolveMenu } from './families';
import { familyViewerOf } from './viewer';

/** Where a user lands after login: the home of the remembered menu (spec §1), '/' when that menu has none. */
export function homeAfterLogin(user: SessionUser): string {
  const menu = resolveMenu(
    localStorage.getItem(STORAGE_KEYS.currentMenu),
    availableMenus(familyViewerOf(user)),
  );
  return MENU_HOME[menu] ?? '/';
}
