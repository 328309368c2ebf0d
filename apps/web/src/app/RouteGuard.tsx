// Every section route is guarded by the menu entry it belongs to (or its page's declared access), so a typed or
// bookmarked address follows the same rule as the menu.
import { useMemo, type ReactNode } from 'react';
import type { PageDeclaration } from '@bluemanager/protocol';
import { routeAllowed } from '../menu/route-access';
import { menuViewerOf } from '../menu/viewer';
import { useUser } from '../session/session-context';
import { AccessRefused } from '../shared/AccessRefused';

export function RouteGuard({
  route,
  page,
  children,
}: {
  route: string;
  page: PageDeclaration;
  children: ReactNode;
}) {
  const user = useUser();
  const allowed = useMemo(() => routeAllowed(route, page, menuViewerOf(user)), [route, page, user]);
  return allowed ? children : <AccessRefused />;
}
