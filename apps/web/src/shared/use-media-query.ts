import { useSyncExternalStore } from 'react';

export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
  );
}

/** Spec §9: at 1200 px and up the menu is a collapsible side menu; below it is an overlay drawer. */
export function useWideScreen(): boolean {
  return useMediaQuery('(min-width: 1200px)');
}

/** The customizer shows on medium screens (768 px) and up. */
export function useMediumScreen(): boolean {
  return useMediaQuery('(min-width: 768px)');
}

/** Phones (below Bootstrap's sm, 576 px): lists show cards and fold their filters into a drawer. */
export function usePhone(): boolean {
  return useMediaQuery('(max-width: 575.98px)');
}
