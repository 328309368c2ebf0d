// The pure rules of the layout (spec §4): the reset when the layout type changes, the skin toggle, and what a
// stored configuration may bring back.
import {
  ANIMATIONS,
  BAR_BACKGROUNDS,
  DEFAULT_LAYOUT,
  FOOTER_TYPES,
  NAVBAR_TYPES,
  SKINS,
  type LayoutConfig,
  type LayoutType,
  type Skin,
} from './theme-config';

/** Changing the layout type resets animation, menu, navbar and footer; semi-dark exists only in vertical. */
export function changeLayoutType(config: LayoutConfig, type: LayoutType): LayoutConfig {
  if (config.type === type) return config;
  return {
    ...config,
    type,
    skin: type === 'horizontal' && config.skin === 'semi-dark' ? 'default' : config.skin,
    animation: 'fadeIn',
    menu: { hidden: false, collapsed: false },
    navbar: { ...config.navbar, hidden: false, type: 'floating-nav', background: '' },
    footer: { ...config.footer, hidden: false, type: 'footer-static', background: '' },
  };
}

/** The navbar's toggle: any skin goes to dark (remembering it); dark goes back to the remembered skin. */
export function toggleDarkSkin(current: Skin, previous: Skin | null): { skin: Skin; previous: Skin | null } {
  if (current !== 'dark') return { skin: 'dark', previous: current };
  return { skin: previous && previous !== 'dark' ? previous : 'default', previous };
}

function oneOf<T extends string>(values: readonly T[], value: unknown, fallback: T): T {
  return values.find((candidate) => candidate === value) ?? fallback;
}

/**
 * A layout read back from storage: unknown or damaged values fall back to the defaults one by one. The customizer
 * switch is not a user setting (configuration turns it on), so it never comes from storage.
 */
export function restoreLayout(stored: unknown, customizer: boolean): LayoutConfig {
  const value = (typeof stored === 'object' && stored !== null ? stored : {}) as Partial<
    Record<string, unknown>
  >;
  const menu = (value.menu ?? {}) as Partial<Record<string, unknown>>;
  const navbar = (value.navbar ?? {}) as Partial<Record<string, unknown>>;
  const footer = (value.footer ?? {}) as Partial<Record<string, unknown>>;
  const type = value.type === 'horizontal' ? 'horizontal' : 'vertical';
  const skin = oneOf(SKINS, value.skin, DEFAULT_LAYOUT.skin);
  return {
    ...DEFAULT_LAYOUT,
    type,
    skin: type === 'horizontal' && skin === 'semi-dark' ? 'default' : skin,
    animation: oneOf(ANIMATIONS, value.animation, DEFAULT_LAYOUT.animation),
    menu: { hidden: menu.hidden === true, collapsed: menu.collapsed === true },
    navbar: {
      ...DEFAULT_LAYOUT.navbar,
      type: oneOf(NAVBAR_TYPES, navbar.type, DEFAULT_LAYOUT.navbar.type),
      hidden: navbar.hidden === true,
      background: oneOf(BAR_BACKGROUNDS, navbar.background, ''),
    },
    footer: {
      ...DEFAULT_LAYOUT.footer,
      type: oneOf(FOOTER_TYPES, footer.type, DEFAULT_LAYOUT.footer.type),
      hidden: footer.hidden === true,
    },
    customizer,
  };
}

/** Whether the menu is drawn dark: the dark skin, and semi-dark (vertical only). */
export function isMenuDark(config: LayoutConfig): boolean {
  return config.skin === 'dark' || (config.skin === 'semi-dark' && config.type === 'vertical');
}
