/**
 * Which renderer draws each kind of page, and what a kind adds to the page's structured data.
 * One entry per kind in contract/kinds: typecheck fails while a kind has none.
 */
import type { ComponentType } from 'react';
import type { PageDataOf, PageKind } from '../page-types.ts';
import type { Json } from '../seo/jsonld.ts';
import { Brand, brandStructuredData } from './Brand.tsx';
import { Contact } from './Contact.tsx';
import { Detail } from './Detail.tsx';
import { Home } from './Home.tsx';
import { Info } from './Info.tsx';
import { Listing } from './Listing.tsx';
import { Search } from './Search.tsx';

export interface Renderer<K extends PageKind> {
  Page: ComponentType<{ page: PageDataOf<K> }>;
  /** schema.org entities this kind of page describes, beside the business and its breadcrumb. */
  structuredData?: (page: PageDataOf<K>, siteUrl: string) => Json[];
}

export const renderers = {
  home: { Page: Home },
  contact: { Page: Contact },
  search: { Page: Search },
  listing: { Page: Listing },
  detail: { Page: Detail },
  brand: { Page: Brand, structuredData: brandStructuredData },
  info: { Page: Info },
} satisfies { [K in PageKind]: Renderer<K> };

export function rendererOf<K extends PageKind>(kind: K): Renderer<K> {
  return renderers[kind] as unknown as Renderer<K>;
}
