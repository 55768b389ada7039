import type { TMenuItem } from '@portal/contract';

/** A path without query, hash or trailing slash, for comparing a menu's URL with the address. */
function normalise(path: string): string {
  const bare = path.split(/[?#]/)[0] ?? '';
  return bare.length > 1 ? bare.replace(/\/+$/, '') : bare;
}

/**
 * The menu entry of a page: the one whose internal URL is exactly the path (a detail page under a
 * menu is not a menu entry); the deepest one when a parent repeats its first child's URL.
 */
export function menuEntryOf(menus: readonly TMenuItem[], pathname: string): TMenuItem | undefined {
  const path = normalise(pathname);
  let found: TMenuItem | undefined;
  for (const menu of menus) {
    const url = menu.menuUrl?.trim() ?? '';
    if (!url.startsWith('/') || url.startsWith('//') || url.startsWith('/\\')) continue;
    if (normalise(url) === path && (!found || menu.level > found.level)) found = menu;
  }
  return found;
}
