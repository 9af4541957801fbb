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
  return categoryMark(normalisedEntry(entry), normaliseAddress(pathname));
}

/** 'page' for the menu link to the page the visitor is on (either may end in '/'). */
export function currentLink(href: string, pathname: string): 'page' | undefined {
  return normaliseAddress(href) === normaliseAddress(pathname) ? 'page' : undefined;
}

/**
 * What a menu marks on the page at `pathname`: each entry's `currentCategory`, and whether any
 * entry or item links to the page itself (`currentLink`). Prerender asks this of every page, so
 * the menu's addresses are normalised once per menu, not once per entry per page.
 */
export function menuMarks(menu: readonly MenuEntry[], pathname: string): { categories: ('page' | 'true' | undefined)[]; linked: boolean } {
  let entries = normalisedMenus.get(menu);
  if (!entries) normalisedMenus.set(menu, (entries = menu.map(normalisedEntry)));
  const path = normaliseAddress(pathname);
  return {
    categories: entries.map((entry) => categoryMark(entry, path)),
    linked: entries.some((entry) => entry.href === path || entry.items.includes(path)),
  };
}

/** A menu entry's address and its items' addresses, normalised. */
interface NormalisedEntry {
  href: string;
  /** `href` with a '/' after it: what the addresses of the pages under it start with. */
  under: string | undefined;
  items: string[];
}

const normalisedMenus = new WeakMap<readonly MenuEntry[], NormalisedEntry[]>();

function normalisedEntry(entry: MenuEntry): NormalisedEntry {
  const href = normaliseAddress(entry.href);
  return { href, under: href === '/' ? undefined : `${href}/`, items: (entry.items ?? []).map((item) => normaliseAddress(item.href)) };
}

function categoryMark(entry: NormalisedEntry, path: string): 'page' | 'true' | undefined {
  if (path === entry.href) return 'page';
  if (entry.under !== undefined && path.startsWith(entry.under)) return 'true';
  return entry.items.includes(path) ? 'true' : undefined;
}
