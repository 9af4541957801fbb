/**
 * Where the visitor is, for the menus: a category is current on its own page and on every page
 * under it (and on a page its menu lists elsewhere, such as a product filed in another folder).
 */
interface MenuEntry {
  href: string;
  items?: readonly { href: string }[] | null;
}

/** 'page' on the category's own page, 'true' on a page under it or listed in it, else undefined. */
export function currentCategory(entry: MenuEntry, pathname: string): 'page' | 'true' | undefined {
  const path = withoutTrailingSlash(pathname);
  if (path === entry.href) return 'page';
  if (entry.href !== '/' && path.startsWith(`${entry.href}/`)) return 'true';
  return entry.items?.some((item) => item.href === path) ? 'true' : undefined;
}

/** 'page' for the menu link to the page the visitor is on. */
export function currentLink(href: string, pathname: string): 'page' | undefined {
  return href === withoutTrailingSlash(pathname) ? 'page' : undefined;
}

function withoutTrailingSlash(pathname: string): string {
  return pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
}
