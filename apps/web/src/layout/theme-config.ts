// The theme configuration of spec §3 with its defaults, and the constants of spec §9 the layout is built on.
export type Skin = 'default' | 'bordered' | 'dark' | 'semi-dark';
export type LayoutType = 'vertical' | 'horizontal';
export type RouteAnimation = 'fadeInLeft' | 'zoomIn' | 'fadeIn' | 'none';
export type NavbarType = 'floating-nav' | 'fixed-top' | 'navbar-static-top' | 'd-none';
export type FooterType = 'footer-sticky' | 'footer-static' | 'd-none';
export type BarBackground =
  '' | 'bg-primary' | 'bg-secondary' | 'bg-success' | 'bg-danger' | 'bg-info' | 'bg-warning' | 'bg-dark';

export const SKINS: readonly Skin[] = ['default', 'bordered', 'dark', 'semi-dark'];
export const ANIMATIONS: readonly RouteAnimation[] = ['fadeInLeft', 'zoomIn', 'fadeIn', 'none'];
export const NAVBAR_TYPES: readonly NavbarType[] = [
  'floating-nav',
  'fixed-top',
  'navbar-static-top',
  'd-none',
];
export const FOOTER_TYPES: readonly FooterType[] = ['footer-sticky', 'footer-static', 'd-none'];
export const BAR_BACKGROUNDS: readonly BarBackground[] = [
  '',
  'bg-primary',
  'bg-secondary',
  'bg-success',
  'bg-danger',
  'bg-info',
  'bg-warning',
  'bg-dark',
];

export interface BarConfig<T> {
  hidden: boolean;
  type: T;
  background: BarBackground;
  customBackgroundColor: boolean;
  backgroundColor: string;
}

export interface LayoutConfig {
  skin: Skin;
  type: LayoutType;
  animation: RouteAnimation;
  menu: { hidden: boolean; collapsed: boolean };
  navbar: BarConfig<NavbarType>;
  footer: BarConfig<FooterType>;
  enableLocalStorage: boolean;
  customizer: boolean;
  scrollTop: boolean;
  buyNow: boolean;
}

export interface AppConfig {
  appName: string;
  appTitle: string;
  appLogoImage: string;
  appLanguage: string;
}

export const APP_CONFIG: AppConfig = {
  appName: 'BlueManager',
  appTitle: 'Smart Way to Manage Parcels',
  appLogoImage: 'favicon.svg',
  appLanguage: 'en',
};

export const APP_VERSION = '1.3.0';

export const DEFAULT_LAYOUT: LayoutConfig = {
  skin: 'default',
  type: 'vertical',
  animation: 'fadeInLeft',
  menu: { hidden: false, collapsed: false },
  navbar: {
    hidden: false,
    type: 'floating-nav',
    background: '',
    customBackgroundColor: false,
    backgroundColor: '',
  },
  footer: {
    hidden: false,
    type: 'footer-static',
    background: '',
    customBackgroundColor: false,
    backgroundColor: '',
  },
  enableLocalStorage: true,
  customizer: false,
  scrollTop: true,
  buyNow: false,
};

/** Spec §9 constants the code (not only the stylesheet) needs. */
export const LAYOUT_CONSTANTS = {
  wideScreenPx: 1200,
  mediumScreenPx: 768,
  scrollTopThresholdPx: 150,
  loadingFadeMs: 250,
  overlayFadeMs: 300,
  welcomeToastDelayMs: 2500,
} as const;
