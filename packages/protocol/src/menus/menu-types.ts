// A menu is data: the sidebar, the horizontal menu, the search's Tools list, the bookmarks and the home page's
// quick links all read these entries, so a route or role change is made once.
import type { Role } from '../levels.js';

/** The icons a menu entry may name; the web app maps each to its picture. */
export const MENU_ICON_NAMES = [
  'alert',
  'bell',
  'bike',
  'book',
  'box',
  'boxes',
  'circle',
  'clipboard',
  'cpu',
  'gauge',
  'gift',
  'grid',
  'key',
  'lock',
  'mail',
  'megaphone',
  'message',
  'messages',
  'package',
  'settings',
  'shield',
  'shop',
  'cart',
  'sparkles',
  'star',
  'tags',
  'truck',
  'userX',
  'users',
  'wrench',
  'user',
] as const;
export type IconName = (typeof MENU_ICON_NAMES)[number];

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

/** The ids of a menu's entries, as a literal union. */
export type MenuIdsOf<N> = N extends { readonly id: infer I; readonly children: readonly (infer C)[] }
  ? I | MenuIdsOf<C>
  : N extends { readonly id: infer I }
    ? I
    : never;
