import type { RecentLink } from '@ontobench/sdk';

/** The recent-link type this plugin contributes; bookmarks are recent links of this type, pinned. */
export const BOOKMARK_TYPE = 'bookmark';
/** The command the main-menu entry runs. */
export const BOOKMARK_COMMAND = 'bookmarks.bookmarkPage';

/** Where the user is: the path with its query, as the router shows it. */
export interface PageLocation {
  pathname: string;
  search: string;
}

/**
 * The recent link that bookmarks a page: the link is path + query (the hash is the page's own
 * business), the name is the page title, or a text naming the path when the page has none.
 */
export function bookmarkFor(
  location: PageLocation,
  pageTitle: string | null,
  untitled: (path: string) => string,
): Omit<RecentLink, 'dt' | 'pinned'> {
  const link = `${location.pathname}${location.search}`;
  const name = pageTitle?.trim();
  return { link, objectName: name ? name : untitled(link), businessEntity: BOOKMARK_TYPE, icon: 'document' };
}
