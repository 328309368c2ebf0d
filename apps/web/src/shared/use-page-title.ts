import { useEffect } from 'react';

/** Names the browser tab after the page: "{title} - BlueManager", following the language as the title does. */
export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = `${title} - BlueManager`;
  }, [title]);
}
