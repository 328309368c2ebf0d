// Every route of the signed-in portal: the sections' declared pages behind the session gate and their menu guard, and
// anything else to the error page. Its own chunk, loaded once an address other than the login or error page is
// opened, so the login page carries neither the routes nor the menus they are guarded by.
import { Navigate, Route, Routes } from 'react-router';
import { RequireSession } from '../session/RequireSession';
import { ERROR_PATH } from './paths';
import { RouteGuard } from './RouteGuard';
import { SECTION_ROUTES } from './section-routes';

export function SignedInRoutes() {
  return (
    <Routes>
      <Route element={<RequireSession />}>
        {SECTION_ROUTES.map(({ path, route, page, Component }) => (
          <Route
            key={path}
            path={path}
            element={
              <RouteGuard route={route} page={page}>
                <Component />
              </RouteGuard>
            }
          />
        ))}
      </Route>
      <Route path="*" element={<Navigate to={ERROR_PATH} replace />} />
    </Routes>
  );
}
