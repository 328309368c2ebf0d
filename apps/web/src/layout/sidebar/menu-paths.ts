// Which entries the current URL lies in: the active link and the groups that open for it (spec §2).
import type { MenuItem, MenuNode } from '@bluemanager/protocol';

export function isItemActive(item: MenuItem, pathname: string): boolean {
  const target = `/${item.url}`;
  if (item.exactMatch) return pathname === target;
  return pathname === target || pathname.startsWith(`${target}/`);
}

export function containsPath(node: MenuNode, pathname: string): boolean {
  if (node.type === 'item') return isItemActive(node, pathname);
  return node.children.some((child) => containsPath(child, pathname));
}

/** The ids of the groups around the current URL. */
export function groupsOnPath(nodes: readonly MenuNode[], pathname: string): string[] {
  return nodes.flatMap((node) =>
    node.type === 'collapsible' && containsPath(node, pathname)
      ? [node.id, ...groupsOnPath(node.children, pathname)]
      : [],
  );
}

/**
 * Opening a group closes the others, except the groups the current URL lies in; closing one leaves the rest.
 */
export function toggleGroup(
  open: ReadonlySet<string>,
  id: string,
  keepOpen: readonly string[],
  ancestors: readonly string[],
): Set<string> {
  if (open.has(id)) {
    const next = new Set(open);
    next.delete(id);
    return next;
  }
  return new Set([...keepOpen, ...ancestors, id]);
}
