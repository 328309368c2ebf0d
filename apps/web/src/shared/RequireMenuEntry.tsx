// A route's own guard: the page a menu entry links to refuses a user the menu hides it from (spec §6), so a typed
// or bookmarked URL shows the same rule as the menu, from the same pure function.
import { useMemo, type ReactNode } from 'react';
import { MAIN_MENU } from '../menu/main-menu';
import { menuViewerOf } from '../menu/viewer';
import { menuItems, visibleMenu } from '../menu/visibility';
import { useUser } from '../session/session-context';
import { AccessRefused } from './AccessRefused';

/** Whether the main menu shows the entry `id` to the signed-in user: links to its page are drawn only then. */
export function useMenuEntryAllowed(id: string): boolean {
  const user = useUser();
  return useMemo(
    () => menuItems(visibleMenu(MAIN_MENU, menuViewerOf(user))).some((item) => item.id === id),
    [user, id],
  );
}

export function RequireMenuEntry({ id, children }: { id: string; children: ReactNode }) {
  return useMenuEntryAllowed(id) ? children : <AccessRefused />;
}
