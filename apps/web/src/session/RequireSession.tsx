// The gate in front of the shell: the shell's code loads only for a signed-in user, so the login page stays small.
import { lazy, Suspense } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useSession } from './session-context';

const Shell = lazy(() => import('../layout/Shell').then((module) => ({ default: module.Shell })));

export function RequireSession() {
  const { ready, user } = useSession();
  const location = useLocation();
  if (!ready) return null;
  if (!user)
    return <Navigate to="/pages/login" replace state={{ from: location.pathname + location.search }} />;
  return (
    <Suspense fallback={null}>
      <Shell />
    </Suspense>
  );
}
