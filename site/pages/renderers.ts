/**
 * Which renderer draws each kind of page, and what a kind adds to the page's structured data.
 * One entry per kind in contract/kinds: typecheck fails while a kind has none.
 */
import type { ComponentType } from 'react';
import type { PageDataOf, PageKind } from '../page-types.ts';
import type { Json } from '../seo/jsonld.ts';
import { Brand, brandStructuredData } from './Brand.tsx';
import { Detail } from './Detail.tsx';
import { Home } from './Home.tsx';
import { Info } from './Info.tsx';
import { Contact } from './Contact.tsx';
import { Listing } from './Listing.tsx';
import { Service, serviceStructuredData } from './Service.tsx';
import { Search } from './Search.tsx';

export interface Renderer<K extends PageKind> {
  Page: ComponentType<{ page: PageDataOf<K> }>;
  /** schema.org entities this kind of page describes, beside the business and its breadcrumb. */
  structuredData?: (page: PageDataOf<K>, siteUrl: string) => Json[];
  /** Set for a renderer whose code is fetched only for its own pages: fetches it. */
  preload?: () => Promise<void>;
}

/**
 * The contact page's renderer is bundled with the rest for now. Fetching it only for /contact
 * (lazyPage in lazy-page.tsx) saves other pages 2.3 KB gzipped but costs /contact 1.5 KB more
 * than that, which takes it past the 100 KB budget (npm run check:budget).
 */
export const renderers = {
  home: { Page: Home },
  contact: { Page: Contact },
  search: { Page: Search },
  listing: { Page: Listing },
  detail: { Page: Detail },
  brand: { Page: Brand, structuredData: brandStructuredData },
  info: { Page: Info },
  service: { Page: Service, structuredData: serviceStructuredData },
} satisfies { [K in PageKind]: Renderer<K> };

export function rendererOf<K extends PageKind>(kind: K): Renderer<K> {
  return renderers[kind] as unknown as Renderer<K>;
}

/** Makes sure a page of this kind renders at once: before hydrating it, and with its records on navigation. */
export function preloadRenderer(kind: PageKind | 'not-found'): Promise<void> {
  if (kind === 'not-found') return Promise.resolve();
  return (renderers[kind] as Renderer<PageKind>).preload?.() ?? Promise.resolve();
}

/** Every renderer's code, for the prerender, which renders pages of every kind. */
export async function preloadAllRenderers(): Promise<void> {
  await Promise.all((Object.keys(renderers) as PageKind[]).map((kind) => preloadRenderer(kind)));
}
