import { normaliseAddress, pageUrlOf } from '../../contract/addresses.ts';
import { excerptParts, type ExcerptPart } from './excerpt.ts';
import type { PagefindResultData } from './pagefind.ts';

/** One search result as the results list shows it. */
export interface SearchHit {
  href: string;
  title: string;
  /** What sort of page it is ('Timber', 'Services', 'Brand'), from the page's index marks. */
  category?: string;
  image?: string;
  excerpt: ExcerptPart[];
}

/** Pagefind's result ('/timber/plywood/index.html' or '/timber/plywood/') as a hit at the page's published address ('/timber/plywood/'). */
export function hitOf(data: PagefindResultData): SearchHit {
  const url = new URL(data.url, 'http://site.invalid');
  const { title, category, image } = data.meta;
  return {
    href: pageUrlOf(normaliseAddress(url.pathname.replace(/\/index\.html$/, '/'))) + url.hash,
    title: title ?? normaliseAddress(url.pathname),
    ...(category ? { category } : {}),
    ...(image ? { image } : {}),
    excerpt: excerptParts(data.excerpt),
  };
}
