// Hash routing (spec §2): login and error pages, the guarded shell with the sections, and everything else to the
// error page. Declarative routes keep the router's data layer (loaders, fetchers) out of the bundle.
import { lazy, Suspense } from 'react';
import { HashRouter, Navigate, Route, Routes } from 'react-router';
import { RequireSession } from '../session/RequireSession';
import { RouteGuard } from './RouteGuard';
import { SECTION_ROUTES } from './section-routes';

export const LOGIN_PATH = '/pages/login';
export const ERROR_PATH = '/pages/miscellaneous/error';

const LoginPage = lazy(() =>
  import('../pages/login/LoginPage').then((module) => ({ default: module.LoginPage })),
);
const ErrorPage = lazy(() =>
  import('../pages/error/ErrorPage').then((module) => ({ default: module.ErrorPage })),
);

export function AppRouter() {
  return (
    <HashRouter>
      <Suspense fallback={null}>
        <Routes>
          <Route path={LOGIN_PATH} element={<LoginPage />} />
          <Route path={ERROR_PATH} element={<ErrorPage />} />
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
      </Suspense>
    </HashRouter>
  );
}
