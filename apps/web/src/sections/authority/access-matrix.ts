// The read-only matrix of who has what, computed from the declarations themselves: each role's menu is the menu
// data seen through visibleMenu (spec §6, the sidebar's own rule), each act's column is canCall (the dispatcher's
// own rule). Nothing here restates a role list, so the matrix cannot drift from what the portal does.
import {
  LEVELS,
  MENUS,
  SECTIONS,
  canCall,
  type ActDeclaration,
  type Level,
  type MenuHolder,
  type MenuItem,
} from '@bluemanager/protocol';
import { menuItems, visibleMenu, type MenuViewer } from '../../menu/visibility';

export interface MatrixRole {
  /** 'partner' for a system admin of another partner (spec §6), else the level. */
  key: Level | 'partner';
  viewer: MenuViewer;
}

export const MATRIX_ROLES: readonly MatrixRole[] = [
  ...LEVELS.map((level) => ({
    key: level,
    viewer: { level, bPartner: false, partner: 'BB', username: '' },
  })),
  { key: 'partner', viewer: { level: '10', bPartner: true, partner: 'YK-Gold', username: '' } },
];

export interface MatrixRow {
  id: string;
  /** An i18n key (menu entries) or the act's declared name (acts). */
  label: string;
  allowed: readonly boolean[];
}

export interface MenuBlock {
  menu: MenuHolder;
  rows: MatrixRow[];
}

const MATRIX_MENUS: readonly MenuHolder[] = ['main', 'bike', 'miniBox', 'amenity', 'user'];

function allItems(menu: MenuHolder): MenuItem[] {
  return menuItems(MENUS[menu]);
}

export function menuMatrix(): MenuBlock[] {
  return MATRIX_MENUS.map((menu) => {
    const seen = MATRIX_ROLES.map(
      (role) => new Set(menuItems(visibleMenu(MENUS[menu], role.viewer)).map((item) => item.id)),
    );
    return {
      menu,
      rows: allItems(menu).map((item) => ({
        id: item.id,
        label: item.title,
        allowed: seen.map((ids) => ids.has(item.id)),
      })),
    };
  });
}

export interface ActBlock {
  section: string;
  /** The i18n key of the menu entry that opens the section's first page, if it has one. */
  title: string | undefined;
  rows: MatrixRow[];
}

const ROUTE_TITLES = new Map(
  MATRIX_MENUS.flatMap((menu) => allItems(menu).map((item) => [item.url, item.title] as const)),
);

export function actMatrix(): ActBlock[] {
  // A section without acts (a page alone) has nothing to show here.
  return SECTIONS.filter((section) => section.acts.length > 0).map((section) => {
    const route = Object.keys(section.pages).find((url) => ROUTE_TITLES.has(url));
    return {
      section: section.id,
      title: route === undefined ? undefined : ROUTE_TITLES.get(route),
      rows: (section.acts as readonly ActDeclaration[]).map((act) => ({
        id: String(act.code),
        label: act.name,
        allowed: MATRIX_ROLES.map((role) => canCall(act, role.viewer)),
      })),
    };
  });
}
