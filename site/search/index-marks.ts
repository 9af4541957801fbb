/**
 * What a prerendered page tells Pagefind: whether it is in the index at all, the category its
 * result shows, its picture, and the extra words staff gave it in search.yaml.
 */
import type { PageData, PageKind } from '../page-types.ts';

/** Pages a search does not find: the home page (a summary of everything) and /search itself. Every other kind is found. */
const NOT_INDEXED: ReadonlySet<PageKind> = new Set<PageKind>(['home', 'search']);

export function isIndexed(kind: PageKind): boolean {
  return !NOT_INDEXED.has(kind);
}

/** The small label beside a result's title: a product's category, or what sort of page it is. */
export function searchCategoryOf(page: PageData): string {
  switch (page.kind) {
    case 'detail':
    case 'service':
      return page.category.title;
    case 'brand':
      return 'Brand';
    case 'listing':
      return 'Department';
    case 'contact':
      return 'Contact';
    default:
      return 'Information';
  }
}
