import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-bs-theme'] });
  return () => observer.disconnect();
}

/** The skin's colour mode ('light' or 'dark') as <html data-bs-theme> says, updated when the user switches it. */
export function useBootstrapTheme(): string {
  return useSyncExternalStore(subscribe, () => document.documentElement.dataset.bsTheme ?? 'light');
}
