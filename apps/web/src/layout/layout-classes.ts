import type { LayoutConfig } from './theme-config';

/** The body-level classes the stylesheet keys on (navbar and footer types, menu state). */
export function frameClasses(config: LayoutConfig, wide: boolean, sidebarOpen: boolean): string {
  const navbarHidden = config.navbar.hidden || config.navbar.type === 'd-none';
  const footerHidden = config.footer.hidden || config.footer.type === 'd-none';
  return [
    `${config.type}-layout`,
    navbarHidden ? 'navbar-hidden' : `navbar-${config.navbar.type}`,
    footerHidden ? 'footer-hidden' : config.footer.type,
    config.menu.hidden ? 'menu-hidden' : '',
    wide
      ? config.menu.collapsed && config.type === 'vertical'
        ? 'menu-collapsed'
        : 'menu-expanded'
      : 'vertical-overlay-menu',
    !wide && sidebarOpen ? 'menu-open' : '',
  ]
    .filter(Boolean)
    .join(' ');
}
