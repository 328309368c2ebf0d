// Bookmarks (spec §2): the pages the user starred, the first six in the bar, and a searchable list of pages.
import type { MenuItem } from '@bluemanager/protocol';
import { matchesQuery } from '../search/search-rules';

export const BOOKMARK_BAR_SIZE = 6;
export const BOOKMARK_SEARCH_LIMIT = 8;

export interface BookmarkPage {
  id: string;
  title: string;
  link: string;
  icon: MenuItem['icon'];
  isBookmarked: boolean;
}

export function bookmarkPages(
  items: readonly MenuItem[],
  starred: readonly string[],
  translate: (key: string) => string,
): BookmarkPage[] {
  return items.map((item) => ({
    id: item.id,
    title: translate(item.title),
    link: `/${item.url}`,
    icon: item.icon,
    isBookmarked: starred.includes(item.id),
  }));
}

/** The bar: starred pages in menu order, at most six. */
export function barPages(pages: readonly BookmarkPage[]): BookmarkPage[] {
  return pages.filter((page) => page.isBookmarked).slice(0, BOOKMARK_BAR_SIZE);
}

export function searchPages(
  pages: readonly BookmarkPage[],
  query: string,
  limit = BOOKMARK_SEARCH_LIMIT,
): BookmarkPage[] {
  return pages.filter((page) => matchesQuery(page.title, query)).slice(0, limit);
}

export function toggleStar(starred: readonly string[], id: string): string[] {
  return starred.includes(id) ? starred.filter((entry) => entry !== id) : [...starred, id];
}
