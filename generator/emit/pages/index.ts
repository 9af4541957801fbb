/**
 * How each kind of page's records become the data its renderer needs. One builder per kind of
 * page: typecheck fails while a kind in contract/kinds has none.
 */
import type { PageData, PageKind } from '../../../contract/kinds/index.ts';
import type { PageInfo } from '../../links/index.ts';
import { brand } from './brand.ts';
import { contact } from './contact.ts';
import type { PageBuilder, PageContext } from './context.ts';
import { detail } from './detail.ts';
import { home } from './home.ts';
import { info } from './info.ts';
import { listing } from './listing.ts';
import { search } from './search.ts';
import { service } from './service.ts';

export { PageContext } from './context.ts';

const builders = { home, contact, search, listing, detail, brand, info, service } satisfies { [K in PageKind]: PageBuilder<K> };

export function buildPage(page: PageInfo, context: PageContext): PageData {
  return (builders[page.kind] as PageBuilder<PageKind>)(withoutAliases(page), context);
}

/** A page's old addresses become redirects (manifest.json), not part of what its renderer gets. */
function withoutAliases(page: PageInfo): PageInfo {
  const data = page.file.data;
  if (typeof data !== 'object' || data === null || !('aliases' in data)) return page;
  const { aliases: _aliases, ...rest } = data as Record<string, unknown>;
  return { ...page, file: { ...page.file, data: rest } };
}
