// A menu is data: the sidebar, the horizontal menu, the search's Tools list, the bookmarks and the home page's
// quick links all read these entries, so a route or role change is made once.
import type { Role } from '@bluemanager/protocol';
import type { IconName } from './icons';

export type MenuBadgeKind = 'release-notes-new';

export interface MenuBadge {
  /** i18n key of the badge text. */
  title: string;
  classes: string;
  /** A badge with a kind shows only while its condition holds (see badge-rules.ts). */
  kind?: MenuBadgeKind;
}

interface MenuEntryBase {
  id: string;
  /** i18n key; the catalogues hold every title in the four languages. */
  title: string;
  icon?: IconName;
  /** Without a role list the entry is open to everyone (spec §6). */
  roles?: readonly Role[];
  hidden?: boolean;
  disabled?: boolean;
  classes?: string;
  badge?: MenuBadge;
}

export interface MenuSection extends MenuEntryBase {
  type: 'section';
  children: readonly MenuNode[];
}

export interface MenuItem extends MenuEntryBase {
  type: 'item';
  /** Route inside the app, without the leading '#'. */
  url: string;
  externalUrl?: boolean;
  openInNewTab?: boolean;
  exactMatch?: boolean;
}

export interface MenuGroup extends MenuEntryBase {
  type: 'collapsible';
  children: readonly MenuNode[];
}

export type MenuNode = MenuItem | MenuGroup;
export type MenuEntry = MenuSection | MenuNode;
export type Menu = readonly MenuSection[];

export type MenuKey = 'main' | 'bike' | 'miniBox' | 'amenity';
export const MENU_KEYS: readonly MenuKey[] = ['main', 'bike', 'miniBox', 'amenity'];
