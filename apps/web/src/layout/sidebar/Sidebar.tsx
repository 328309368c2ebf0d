// The side menu (spec §2/§4): on wide screens a collapsible column that expands while hovered when collapsed;
// below 1200 px an overlay drawer with a backdrop that closes on a click, on a link and (hideOnEsc) on Escape.
import { Circle, CircleDot, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { isMenuDark } from '../layout-rules';
import { useLayout } from '../layout-context';
import { FamilySwitcher } from './FamilySwitcher';
import { VerticalMenu } from './VerticalMenu';

export function Sidebar({ wide }: { wide: boolean }) {
  const { t } = useTranslation();
  const { config, update, sidebarOpen, setSidebarOpen, hideOnEsc } = useLayout();
  const [hovered, setHovered] = useState(false);
  const { pathname } = useLocation();
  const collapsed = wide && config.menu.collapsed;
  const dark = isMenuDark(config);

  // Leaving the overlay mode (or navigating) closes the drawer.
  useEffect(() => {
    setSidebarOpen(false);
  }, [wide, pathname, setSidebarOpen]);

  useEffect(() => {
    if (wide || !sidebarOpen || !hideOnEsc) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setSidebarOpen(false);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [wide, sidebarOpen, hideOnEsc, setSidebarOpen]);

  const drawerClosed = !wide && !sidebarOpen;
  return (
    <>
      <nav
        className={`main-menu ${dark ? 'menu-dark' : 'menu-light'} ${collapsed && hovered ? 'expanded' : ''} ${drawerClosed ? 'drawer-closed' : ''}`}
        data-bs-theme={dark ? 'dark' : undefined}
        aria-label={t('nav.mainNavigation')}
        data-testid="sidebar"
        inert={drawerClosed}
        onMouseEnter={() => setHovered(true)}
        onMouseLeave={() => setHovered(false)}
      >
        <div className="navbar-header d-flex align-items-center">
          <a className="navbar-brand d-flex align-items-center gap-2 me-auto" href="#/">
            <img src="favicon.svg" alt="" width={24} height={24} />
            <span className="brand-text">{t('app.managementPortal')}</span>
          </a>
          {wide ? (
            <button
              type="button"
              className="btn btn-link p-1 collapse-toggle"
              aria-label={config.menu.collapsed ? t('nav.expandMenu') : t('nav.collapseMenu')}
              aria-pressed={!config.menu.collapsed}
              data-testid="collapse-toggle"
              onClick={() =>
                update((current) => ({
                  ...current,
                  menu: { ...current.menu, collapsed: !current.menu.collapsed },
                }))
              }
            >
              {config.menu.collapsed ? <Circle size={18} aria-hidden /> : <CircleDot size={18} aria-hidden />}
            </button>
          ) : (
            <button
              type="button"
              className="btn btn-link p-1"
              aria-label={t('nav.closeMenu')}
              onClick={() => setSidebarOpen(false)}
            >
              <X size={20} aria-hidden />
            </button>
          )}
        </div>
        <FamilySwitcher />
        <div className="main-menu-content">
          <VerticalMenu onNavigate={() => setSidebarOpen(false)} />
        </div>
      </nav>
      {!wide && (
        <div
          className={`sidenav-overlay ${sidebarOpen ? 'show' : ''}`}
          data-testid="sidenav-overlay"
          aria-hidden
          onClick={() => setSidebarOpen(false)}
        />
      )}
    </>
  );
}
