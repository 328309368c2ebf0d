import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { fetchReleaseNotes } from '../api/release-notes';
import { useUser } from '../session/session-context';
import { STORAGE_KEYS } from '../session/storage-keys';
import { isNewestNoteRecent } from './badge-rules';
import { appNameFor, availableMenus, MENU_HOME, MENUS, preferredMenu, resolveMenu } from './families';
import { MenuContext, type MenuValue } from './menu-context';
import type { MenuBadge, MenuKey } from '@bluemanager/protocol';
import { familyViewerOf, menuViewerOf } from './viewer';
import { menuItems, visibleMenu } from './visibility';

export function MenuProvider({ children }: { children: ReactNode }) {
  const user = useUser();
  const navigate = useNavigate();
  const viewer = useMemo(() => familyViewerOf(user), [user]);
  const available = useMemo(() => availableMenus(viewer), [viewer]);
  const [remembered, setRemembered] = useState(() => localStorage.getItem(STORAGE_KEYS.currentMenu));
  const menuKey = resolveMenu(remembered, available, preferredMenu(viewer));

  const switchMenu = useCallback(
    (key: MenuKey) => {
      localStorage.setItem(STORAGE_KEYS.currentMenu, key);
      setRemembered(key);
      navigate(MENU_HOME[key]);
    },
    [navigate],
  );

  const sections = useMemo(() => visibleMenu(MENUS[menuKey], menuViewerOf(user)), [menuKey, user]);
  const items = useMemo(() => menuItems(sections), [sections]);
  const releaseNotesShown = items.some((item) => item.badge?.kind === 'release-notes-new');

  // Spec §7: the notes are asked for when the release-notes entry is drawn; a failure only hides the badge.
  const notes = useQuery({
    queryKey: ['release-notes', 'latest'],
    queryFn: () => fetchReleaseNotes(),
    enabled: releaseNotesShown,
    staleTime: 5 * 60_000,
    retry: false,
  });

  const isBadgeShown = useCallback(
    (badge: MenuBadge) => {
      if (badge.kind !== 'release-notes-new') return true;
      return isNewestNoteRecent(notes.data ?? [], new Date());
    },
    [notes.data],
  );

  const value = useMemo<MenuValue>(
    () => ({ menuKey, available, switchMenu, sections, items, appName: appNameFor(menuKey), isBadgeShown }),
    [menuKey, available, switchMenu, sections, items, isBadgeShown],
  );
  return <MenuContext.Provider value={value}>{children}</MenuContext.Provider>;
}
