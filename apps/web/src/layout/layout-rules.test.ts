import { describe, expect, it } from 'vitest';
import { changeLayoutType, isMenuDark, restoreLayout, toggleDarkSkin } from './layout-rules';
import { DEFAULT_LAYOUT, type LayoutConfig } from './theme-config';

describe('layout rules (spec §4)', () => {
  it('resets animation, menu, navbar and footer when the layout type changes', () => {
    const custom: LayoutConfig = {
      ...DEFAULT_LAYOUT,
      skin: 'semi-dark',
      animation: 'zoomIn',
      menu: { hidden: true, collapsed: true },
      navbar: { ...DEFAULT_LAYOUT.navbar, type: 'navbar-static-top', background: 'bg-primary' },
      footer: { ...DEFAULT_LAYOUT.footer, type: 'footer-sticky', background: 'bg-dark' },
    };
    const horizontal = changeLayoutType(custom, 'horizontal');
    expect(horizontal).toMatchObject({
      type: 'horizontal',
      skin: 'default',
      animation: 'fadeIn',
      menu: { hidden: false, collapsed: false },
      navbar: { type: 'floating-nav', background: '' },
      footer: { type: 'footer-static', background: '' },
    });
    expect(changeLayoutType(custom, 'vertical')).toBe(custom);
  });

  it('toggles to dark and back to the remembered skin', () => {
    expect(toggleDarkSkin('bordered', null)).toEqual({ skin: 'dark', previous: 'bordered' });
    expect(toggleDarkSkin('dark', 'bordered')).toEqual({ skin: 'bordered', previous: 'bordered' });
    expect(toggleDarkSkin('dark', null).skin).toBe('default');
  });

  it('restores a stored layout value by value, never the customizer switch', () => {
    const restored = restoreLayout(
      {
        type: 'horizontal',
        skin: 'semi-dark',
        animation: 'spin',
        customizer: true,
        navbar: { type: 'fixed-top' },
      },
      false,
    );
    expect(restored).toMatchObject({
      type: 'horizontal',
      skin: 'default',
      animation: DEFAULT_LAYOUT.animation,
      customizer: false,
      navbar: { type: 'fixed-top' },
    });
    expect(restoreLayout('garbage', true)).toEqual({ ...DEFAULT_LAYOUT, customizer: true });
  });

  it('draws the menu dark for dark, and for semi-dark in vertical only', () => {
    expect(isMenuDark({ ...DEFAULT_LAYOUT, skin: 'semi-dark' })).toBe(true);
    expect(isMenuDark({ ...DEFAULT_LAYOUT, skin: 'semi-dark', type: 'horizontal' })).toBe(false);
    expect(isMenuDark({ ...DEFAULT_LAYOUT, skin: 'bordered' })).toBe(false);
  });
});
