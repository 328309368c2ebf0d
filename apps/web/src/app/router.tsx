// Hash routing (spec §2): the login and error pages, and every other address to the signed-in routes (their own
// chunk). Declarative routes keep the router's data layer (loaders, fetchers) out of the bundle.
import { lazy, Suspense } from 'react';
import { HashRouter, Route, Routes } from 'react-router';
import { ERROR_PATH, LOGIN_PATH } from './paths';

const LoginPage = lazy(() =>
  import('../pages/login/LoginPage').then((module) => ({ default: module.LoginPage })),
);
const ErrorPage = lazy(() =>
  import('../pages/error/ErrorPage').then((module) => ({ default: module.ErrorPage })),
);
const SignedInRoutes = lazy(() =>
  import('./SignedInRoutes').then((module) => ({ default: module.SignedInRoutes })),
);

export function AppRouter() {
  return (
    <HashRouter>
      <Suspense fallback={null}>
        <Routes>
          <Route path={LOGIN_PATH} element={<LoginPage />} />
          <Route path={ERROR_PATH} element={<ErrorPage />} />
          <Route path="*" element={<SignedInRoutes />} />
        </Routes>
      </Suspense>
    </HashRouter>
  );
}
