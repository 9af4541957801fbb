import type { ReactNode } from 'react';
import type { PageData } from '../page-types.ts';
import { isIndexed, searchCategoryOf, searchImageOf } from './index-marks.ts';

/**
 * Wraps a page's content for Pagefind: `data-pagefind-body` puts the page in the index (pages
 * without it, and the header and footer, are left out); hidden marks give its result's category
 * and picture, and staff's extra search words, which weigh nearly as much as the title.
 */
export function IndexMarks({ page, children }: { page: PageData; children: ReactNode }) {
  if (!isIndexed(page.kind)) return children;
  const image = searchImageOf(page);
  return (
    <div data-pagefind-body="">
      <div hidden data-pagefind-ignore="">
        <span data-pagefind-meta="category">{searchCategoryOf(page)}</span>
        {image ? <span data-pagefind-meta="image">{image}</span> : null}
      </div>
      {page.searchTerms?.length ? (
        <p hidden data-pagefind-weight="7">
          {page.searchTerms.join(', ')}
        </p>
      ) : null}
      {children}
    </div>
  );
}
