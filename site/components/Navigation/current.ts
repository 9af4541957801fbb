/**
 * Where the visitor is, for the menus: a category is current on its own page and on every page
 * under it (and on a page its menu lists elsewhere, such as a product filed in another folder).
 */
import { normaliseAddress } from '../../../contract/addresses.ts';

interface MenuEntry {
  href: string;
  items?: readonly { href: string }[] | null;
}

/** 'page' on the category's own page, 'true' on a page under it or listed in it, else undefined. */
export function currentCategory(entry: MenuEntry, pathname: string): 'page' | 'true' | undefined {
  const path = normaliseAddress(pathname);
  const href = normaliseAddress(entry.href);
  if (path === href) return 'page';
  if (href !== '/' && path.startsWith(`${href}/`)) return 'true';
  return entry.items?.some((item) => normaliseAddress(item.href) === path) ? 'true' : undefined;
}

/** 'page' for the menu link to the page the visitor is on (either may end in '/'). */
export function currentLink(href: string, pathname: string): 'page' | undefined {
  return normaliseAddress(href) === normaliseAddress(pathname) ? 'page' : undefined;
}
