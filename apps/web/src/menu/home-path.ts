import type { Level } from '@bluemanager/protocol';
import type { SessionUser } from '../session/session-user';
import { STORAGE_KEYS } from '../session/storage-keys';
import { availableMenus, MENU_HOME, preferredMenu, resolveMenu } from './families';
import { familyViewerOf } from './viewer';

/**
 * A level whose work has a page of its own lands there rather than on its menu's home: the advertising admin (6),
 * whose menu holds only the Advertisement group, on the advertising overview.
 */
const LEVEL_HOME: Partial<Record<Level, string>> = { '6': '/ad-overview' };

export function levelHome(level: Level): string | undefined {
  return LEVEL_HOME[level];
}

/**
 * Where a user lands after login: the level's own home, else the home of the remembered menu (spec §1), else of
 * their level's own family (mini-box and amenity staff), else '/'.
 */
/** Where an account that must set up two-factor first is sent, whatever it asked for. */
export const ENROLMENT_PATH = '/profile';

export function homeAfterLogin(user: SessionUser): string {
  // An account that owes two-factor (its level requires it) may only enrol, which the profile does.
  if (user.twoFactorSetupRequired) return ENROLMENT_PATH;
  const own = levelHome(user.level);
  if (own) return own;
  const viewer = familyViewerOf(user);
  const menu = resolveMenu(
    localStorage.getItem(STORAGE_KEYS.currentMenu),
    availableMenus(viewer),
    preferredMenu(viewer),
  );
  return MENU_HOME[menu];
}
