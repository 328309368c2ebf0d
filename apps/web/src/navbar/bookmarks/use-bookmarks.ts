import { useCallback, useState } from 'react';
import { z } from 'zod';
import { toggleStar } from '../../bookmarks/bookmark-rules';
import { STORAGE_KEYS } from '../../session/storage-keys';

function readStarred(): string[] {
  try {
    const parsed = z
      .array(z.string())
      .safeParse(JSON.parse(localStorage.getItem(STORAGE_KEYS.bookmarks) ?? '[]'));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}

/** The starred page ids, kept in local storage. */
export function useBookmarks() {
  const [starred, setStarred] = useState(readStarred);
  const toggle = useCallback((id: string) => {
    setStarred((current) => {
      const next = toggleStar(current, id);
      localStorage.setItem(STORAGE_KEYS.bookmarks, JSON.stringify(next));
      return next;
    });
  }, []);
  return { starred, toggle };
}
