// Media queries as React state. Spec §9: media changes are debounced by 500 ms, so dragging a window across a
// breakpoint re-lays the page out once, when it settles, not at every pixel. One store per query holds the value
// every component reads; it changes only when the debounce fires.
import { useSyncExternalStore } from 'react';

export const MEDIA_DEBOUNCE_MS = 500;

interface MediaStore {
  subscribe: (onChange: () => void) => () => void;
  read: () => boolean;
}

const stores = new Map<string, MediaStore>();

function createStore(query: string): MediaStore {
  const list = window.matchMedia(query);
  let value = list.matches;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const listeners = new Set<() => void>();
  const settle = () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      value = window.matchMedia(query).matches;
      for (const listener of listeners) listener();
    }, MEDIA_DEBOUNCE_MS);
  };
  return {
    subscribe(onChange) {
      if (listeners.size === 0) {
        // The page may have changed size while nobody listened.
        value = window.matchMedia(query).matches;
        list.addEventListener('change', settle);
      }
      listeners.add(onChange);
      return () => {
        listeners.delete(onChange);
        if (listeners.size === 0) {
          clearTimeout(timer);
          list.removeEventListener('change', settle);
        }
      };
    },
    read: () => value,
  };
}

function storeOf(query: string): MediaStore {
  let store = stores.get(query);
  if (!store) {
    store = createStore(query);
    stores.set(query, store);
  }
  return store;
}

export function useMediaQuery(query: string): boolean {
  const store = storeOf(query);
  return useSyncExternalStore(store.subscribe, store.read);
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
