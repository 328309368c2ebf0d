import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useLayout } from './layout-context';

/** The routed page, re-keyed per path so the chosen route transition plays on every navigation. */
export function ContentArea() {
  const { config } = useLayout();
  const location = useLocation();
  useEffect(() => {
    window.scrollTo({ top: 0 });
  }, [location.pathname]);
  const animation = config.animation === 'none' ? '' : `animate-${config.animation}`;
  return (
    <main id="main-content" className="app-content content" tabIndex={-1}>
      <div key={location.pathname} className={`content-wrapper ${animation}`}>
        <Outlet />
      </div>
    </main>
  );
}
