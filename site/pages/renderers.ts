/**
 * Which renderer draws each kind of page, and what a kind adds to the page's structured data.
 * One entry per kind in contract/kinds: typecheck fails while a kind has none.
 */
import type { ComponentType } from 'react';
// The quote form's styles stay in the one stylesheet every page links, though its code is
// fetched on demand: the prerendered form is styled before any script runs, and a second small
// file would cost every page more than the rules do.
import '../components/QuoteForm/QuoteForm.css.ts';
import { loadQuoteForm } from '../components/QuoteForm/DeferredQuoteForm.tsx';
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
  /** Set for a renderer with code fetched only for its own pages: fetches it, so a page reached by a client navigation renders complete. */
  preload?: () => Promise<void>;
}

/**
 * The contact page's quote form is the one large piece of code no other page uses: it is fetched
 * on its own, when a visitor starts to fill it in, or with the page's records when a visitor
 * moves to /contact from another page (DeferredQuoteForm.tsx).
 */
export const renderers = {
  home: { Page: Home },
  contact: { Page: Contact, preload: loadQuoteForm },
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
