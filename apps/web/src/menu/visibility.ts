// Spec §6 as one pure function over the menu data. The sidebar, the horizontal menu, the search's Tools list, the
// bookmarks and the home page all show what visibleMenu returns, so they can never disagree.
import { rolesAllow, type Level, type Role } from '@bluemanager/protocol';
import type { Menu, MenuEntry, MenuItem, MenuNode, MenuSection } from '@bluemanager/protocol';

export interface MenuViewer {
  level: Level;
  bPartner: boolean;
  partner: string;
  /** The stored username: spec §6 hides settings from metro security staff by name. */
  username: string;
}

/** The partner whose building managers have no manager dashboard (spec §6). */
export const DASHBOARDLESS_PARTNER = 'YK-Gold';

/** The per-account exceptions of spec §6, on top of the role lists. */
function exceptionHides(entry: MenuEntry, viewer: MenuViewer): boolean {
  if (entry.id === 'dashboard_view') {
    return (viewer.level === '1' && viewer.partner === DASHBOARDLESS_PARTNER) || viewer.level === '11';
  }
  if (entry.id === 'settings') {
    return viewer.level === '11' && viewer.username.includes('metrosecurity');
  }
  return false;
}

/**
 * Whether one entry passes its own rules. An entry without a role list takes its section's list, so a section's
 * roles (BLUEMART: 10) cover children that name none; an entry with its own list is judged by that list alone,
 * which is how the Advertisement group (6, 10) reaches ad admins under the TOOLS heading (10, -2).
 */
export function isEntryAllowed(
  entry: MenuEntry,
  viewer: MenuViewer,
  sectionRoles?: readonly Role[],
): boolean {
  if (entry.hidden) return false;
  const roles = entry.roles ?? sectionRoles;
  if (roles && !rolesAllow(roles, viewer)) return false;
  return !exceptionHides(entry, viewer);
}

function visibleNodes(
  nodes: readonly MenuNode[],
  viewer: MenuViewer,
  sectionRoles?: readonly Role[],
): MenuNode[] {
  const result: MenuNode[] = [];
  for (const node of nodes) {
    if (!isEntryAllowed(node, viewer, sectionRoles)) continue;
    if (node.type === 'item') {
      result.push(node);
      continue;
    }
    // A group is drawn around its children: a hidden group hides them, and a group left empty is not drawn.
    const children = visibleNodes(node.children, viewer, node.roles ?? sectionRoles);
    if (children.length > 0) result.push({ ...node, children });
  }
  return result;
}

/**
 * The menu as the viewer sees it. A section heading shows by its own role list and only above something visible:
 * a heading over nothing (the miniBox menu's empty section, GENERAL for an ad admin) tells the user nothing.
 */
export function visibleMenu(menu: Menu, viewer: MenuViewer): MenuSection[] {
  const result: MenuSection[] = [];
  for (const section of menu) {
    const children = visibleNodes(section.children, viewer, section.roles);
    if (children.length === 0) continue;
    const headingShown = isEntryAllowed(section, viewer);
    result.push({ ...section, hidden: !headingShown, children });
  }
  return result;
}

/** Every item (link) in a visible menu, depth first: the search's Tools list and the bookmark candidates. */
export function menuItems(menu: readonly MenuSection[]): MenuItem[] {
  const walk = (nodes: readonly MenuNode[]): MenuItem[] =>
    nodes.flatMap((node) => (node.type === 'item' ? [node] : walk(node.children)));
  return menu.flatMap((section) => walk(section.children));
}
