// The skin lives on <html> so Bootstrap's own dark mode (data-bs-theme) and our skin classes reach every element,
// the login page included.
import { STORAGE_KEYS } from '../session/storage-keys';
import { restoreLayout } from './layout-rules';
import type { LayoutConfig } from './theme-config';

const SKIN_CLASSES = ['dark-layout', 'bordered-layout', 'semi-dark-layout'];

export function applySkin(
  config: Pick<LayoutConfig, 'skin' | 'type'>,
  root: HTMLElement = document.documentElement,
): void {
  root.classList.remove(...SKIN_CLASSES);
  root.dataset.bsTheme = config.skin === 'dark' ? 'dark' : 'light';
  if (config.skin === 'dark') root.classList.add('dark-layout');
  if (config.skin === 'bordered') root.classList.add('bordered-layout');
  if (config.skin === 'semi-dark' && config.type === 'vertical') root.classList.add('semi-dark-layout');
}

export function readStoredLayout(customizer: boolean): LayoutConfig {
  let stored: unknown;
  try {
    stored = JSON.parse(localStorage.getItem(STORAGE_KEYS.layout) ?? 'null');
  } catch {
    stored = null;
  }
  return restoreLayout(stored, customizer);
}

export function applyStoredSkin(): void {
  applySkin(readStoredLayout(false));
}
