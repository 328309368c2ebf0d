// The top bar (spec §2): menu toggle, app name, bookmarks, and on the right language, skin, menu switch, search,
// notifications and the user menu; the offline banner sits under it.
import { Menu as MenuIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLayout } from '../layout/layout-context';
import { useMenu } from '../menu/menu-context';
import { BookmarksBar } from './bookmarks/BookmarksBar';
import { LanguageDropdown } from './LanguageDropdown';
import { MenuSwitch } from './MenuSwitch';
import { NotificationBell } from './notifications/NotificationBell';
import { OfflineBanner } from './OfflineBanner';
import { GlobalSearch } from './search/GlobalSearch';
import { SkinToggle } from './SkinToggle';
import { UserDropdown } from './UserDropdown';

export function Navbar({ wide }: { wide: boolean }) {
  const { t } = useTranslation();
  const { config, setSidebarOpen } = useLayout();
  const { appName } = useMenu();
  const hidden = config.navbar.hidden || config.navbar.type === 'd-none';
  // Coloured navbars carry light text; the warning (yellow) swatch keeps dark text.
  const darkText =
    config.skin !== 'dark' && (!config.navbar.background || config.navbar.background === 'bg-warning');
  return (
    <header className={`header-navbar-wrapper ${hidden ? 'd-none' : ''}`}>
      <nav
        className={`header-navbar navbar navbar-expand align-items-center ${config.navbar.type} ${config.navbar.background}`}
        data-bs-theme={darkText ? undefined : 'dark'}
        data-testid="navbar"
        aria-label="BlueManager"
      >
        <div className="navbar-container d-flex align-items-center w-100 gap-1">
          {!wide && (
            <button
              type="button"
              className="btn btn-link nav-link p-2"
              aria-label={t('nav.toggleMenu')}
              data-testid="menu-toggle"
              onClick={() => setSidebarOpen(true)}
            >
              <MenuIcon size={22} aria-hidden />
            </button>
          )}
          <a className="navbar-brand d-flex align-items-center gap-2 me-2" href="#/">
            {(config.type === 'horizontal' || !wide) && (
              <img src="favicon.svg" alt="" width={28} height={28} />
            )}
            <span className="brand-text fw-bold text-primary d-none d-sm-inline" data-testid="app-name">
              {appName}
            </span>
          </a>
          <BookmarksBar />
          <ul className="nav navbar-nav align-items-center ms-auto flex-row flex-nowrap gap-1">
            <li className="nav-item d-none d-sm-block">
              <LanguageDropdown />
            </li>
            <li className="nav-item">
              <SkinToggle />
            </li>
            <MenuSwitch />
            <li className="nav-item">
              <GlobalSearch />
            </li>
            <NotificationBell />
            <li className="nav-item">
              <UserDropdown />
            </li>
          </ul>
        </div>
      </nav>
      <OfflineBanner />
    </header>
  );
}
