// Which menu entry guards a route, and whether a viewer may open it: the route of a menu entry (or a route under
// it, such as `parcels/:query` under `parcels`) is open to whoever that entry's menu shows it to (spec §6), in
// whichever of the four menus or the user menu holds it; a route outside every menu follows its page's declaration.
import {
  MENUS,
  rolesAllow,
  type ActAccess,
  type MenuHolder,
  type MenuItem,
  type MenuNode,
  type PageDeclaration,
} from '@bluemanager/protocol';
import { menuItems, visibleMenu, type MenuViewer } from './visibility';

export interface RouteMenuEntry {
  holder: MenuHolder;
  item: MenuItem;
}

function itemsOf(nodes: readonly MenuNode[]): MenuItem[] {
  return nodes.flatMap((node) => (node.type === 'item' ? [node] : itemsOf(node.children)));
}

const ALL_ITEMS: readonly RouteMenuEntry[] = (Object.keys(MENUS) as MenuHolder[]).flatMap((holder) =>
  MENUS[holder].flatMap((section) => itemsOf(section.children).map((item) => ({ holder, item }))),
);

/** Every menu item of the four menus and the user menu, with the menu that holds it. */
export function allMenuItems(): readonly RouteMenuEntry[] {
  return ALL_ITEMS;
}

/** The entry whose url is the route or the longest one the route lies under; none for a route outside the menus. */
export function menuEntryOfRoute(route: string): RouteMenuEntry | undefined {
  const covering = ALL_ITEMS.filter(({ item }) => route === item.url || route.startsWith(`${item.url}/`));
  return covering.sort((a, b) => b.item.url.length - a.item.url.length)[0];
}

function accessAllows(access: ActAccess | undefined, viewer: MenuViewer): boolean {
  if (access === 'public' || access === 'signed-in') return true;
  return access !== undefined && rolesAllow(access, viewer);
}

/** Whether the viewer may open the route of a page (the same rule as the menu that links to it). */
export function routeAllowed(route: string, page: PageDeclaration, viewer: MenuViewer): boolean {
  const entry = menuEntryOfRoute(route);
  if (!entry) return accessAllows(page.access, viewer);
  // Two menus may link the same url (Support: the main menu's for level 10, the bike menu's for 5 and 10): the
  // route is open to whoever either entry is shown to.
  return ALL_ITEMS.some((other) => other.item.url === entry.item.url && menuEntryAllowed(other, viewer));
}

export function menuEntryAllowed({ holder, item }: RouteMenuEntry, viewer: MenuViewer): boolean {
  return menuItems(visibleMenu(MENUS[holder], viewer)).some((visible) => visible.id === item.id);
}
