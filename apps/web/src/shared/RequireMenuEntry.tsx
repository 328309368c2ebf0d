// A page's own guard by menu entry id: the page a menu entry links to refuses a user the menu hides it from
// (spec §6), in whichever of the four menus or the user menu holds the entry, from the same pure function.
import { useMemo, type ReactNode } from 'react';
import type { MenuId } from '@bluemanager/protocol';
import { allMenuItems, menuEntryAllowed } from '../menu/route-access';
import { menuViewerOf } from '../menu/viewer';
import { useUser } from '../session/session-context';
import { AccessRefused } from './AccessRefused';

/** Whether a menu shows the entry `id` to the signed-in user: links to its page are drawn only then. */
export function useMenuEntryAllowed(id: MenuId): boolean {
  const user = useUser();
  return useMemo(() => {
    const entry = allMenuItems().find(({ item }) => item.id === id);
    return entry !== undefined && menuEntryAllowed(entry, menuViewerOf(user));
  }, [user, id]);
}

export function RequireMenuEntry({ id, children }: { id: MenuId; children: ReactNode }) {
  return useMenuEntryAllowed(id) ? children : <AccessRefused />;
}
