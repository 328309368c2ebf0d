// The gate in front of the shell: the shell's code loads only for a signed-in user, so the login page stays small.
import { lazy, Suspense } from 'react';
import { Navigate, useLocation } from 'react-router';
import { ENROLMENT_PATH } from '../menu/home-path';
import { useSession } from './session-context';

const Shell = lazy(() => import('../layout/Shell').then((module) => ({ default: module.Shell })));

export function RequireSession() {
  const { ready, user } = useSession();
  const location = useLocation();
  if (!ready) return null;
  if (!user)
    return <Navigate to="/pages/login" replace state={{ from: location.pathname + location.search }} />;
  // The server answers such a session nothing but the enrolment (TWO_FACTOR_SETUP_REQUIRED), so no page tries.
  if (user.twoFactorSetupRequired && location.pathname !== ENROLMENT_PATH)
    return <Navigate to={ENROLMENT_PATH} replace />;
  return (
    <Suspense fallback={null}>
      <Shell />
    </Suspense>
  );
}
