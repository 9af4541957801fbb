/**
 * What a prerendered page tells Pagefind: whether it is in the index at all, the category its
 * result shows, its picture, and the extra words staff gave it in search.yaml.
 */
import type { PageData, PageKind, ResolvedImage } from '../page-types.ts';

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

/**
 * The picture beside a page's result, drawn 56 px wide: the page's own picture at its smallest
 * (a drawing's SVG, a photo's narrowest WebP), not the 1200 x 630 link preview, which would
 * make a list of ten results download over half a megabyte.
 */
export function searchImageOf(page: PageData): string | undefined {
  const image: ResolvedImage | undefined = 'record' in page && 'image' in page.record ? page.record.image : undefined;
  if (!image) return page.preview?.src;
  const narrowest = image.variants?.widths[0];
  return image.variants && narrowest !== undefined ? `${image.variants.stem}.${narrowest}.webp` : image.src;
}
