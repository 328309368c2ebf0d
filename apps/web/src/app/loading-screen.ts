import { useEffect } from 'react';
import { LAYOUT_CONSTANTS } from '../layout/theme-config';

/** Fades the loading screen of index.html out (250 ms) once the first page has drawn; later calls do nothing. */
export function hideLoadingScreen(): void {
  const screen = document.getElementById('loading-bg');
  if (!screen || screen.classList.contains('is-hiding')) return;
  screen.classList.add('is-hiding');
  window.setTimeout(() => screen.remove(), LAYOUT_CONSTANTS.loadingFadeMs);
}

export function useHideLoadingScreen(): void {
  useEffect(hideLoadingScreen, []);
}
