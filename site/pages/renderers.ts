/**
 * Which renderer draws each kind of page, and what a kind adds to the page's structured data.
 * One entry per kind in contract/kinds: typecheck fails while a kind has none.
 *
 * Each kind's renderer is a module of its own, fetched with the page's records: a page downloads
 * the code and the styles of its own kind only. The prerendered HTML links the kind's stylesheet
 * (BuiltAssets.chunkStyles, keyed by `source`), and the app loads the kind's code before it
 * hydrates or shows a page of that kind, so a page always renders complete.
 */
import type { ComponentType } from 'react';
import type { PageDataOf, PageKind } from '../page-types.ts';
import type { Json } from '../seo/jsonld.ts';

export interface Renderer<K extends PageKind> {
  Page: ComponentType<{ page: PageDataOf<K> }>;
  /** schema.org entities this kind of page describes, beside the business and its breadcrumb. */
  structuredData?: (page: PageDataOf<K>, siteUrl: string) => Json[];
  /** Set for a renderer with more code fetched on first use: fetches it, so a page reached by a client navigation renders complete. */
  preload?: () => Promise<void>;
}

interface KindModule<K extends PageKind> {
  /** The module's path from the project's root, as the bundler's manifest names it (checked by renderers.test.ts). */
  source: string;
  load: () => Promise<Renderer<K>>;
}

/**
 * The contact page's quote form is the one large piece of code no other page uses: it is fetched
 * on its own, when a visitor starts to fill it in, or with the page's records when a visitor
 * moves to /contact from another page (DeferredQuoteForm.tsx).
 */
export const kindModules = {
  home: { source: 'site/pages/Home.tsx', load: () => import('./Home.tsx').then((m) => ({ Page: m.Home })) },
  contact: {
    source: 'site/pages/Contact.tsx',
    load: () => import('./Contact.tsx').then((m) => ({ Page: m.Contact, preload: m.loadQuoteForm })),
  },
  search: { source: 'site/pages/Search.tsx', load: () => import('./Search.tsx').then((m) => ({ Page: m.Search })) },
  listing: { source: 'site/pages/Listing.tsx', load: () => import('./Listing.tsx').then((m) => ({ Page: m.Listing })) },
  detail: { source: 'site/pages/Detail.tsx', load: () => import('./Detail.tsx').then((m) => ({ Page: m.Detail })) },
  brand: {
    source: 'site/pages/Brand.tsx',
    load: () => import('./Brand.tsx').then((m) => ({ Page: m.Brand, structuredData: m.brandStructuredData })),
  },
  info: { source: 'site/pages/Info.tsx', load: () => import('./Info.tsx').then((m) => ({ Page: m.Info })) },
  service: {
    source: 'site/pages/Service.tsx',
    load: () => import('./Service.tsx').then((m) => ({ Page: m.Service, structuredData: m.serviceStructuredData })),
  },
} satisfies { [K in PageKind]: KindModule<K> };

const loaded = new Map<PageKind, Renderer<PageKind>>();
const loading = new Map<PageKind, Promise<Renderer<PageKind>>>();

/** The module that renders pages of this kind, fetched once. */
export function loadRenderer(kind: PageKind): Promise<Renderer<PageKind>> {
  let pending = loading.get(kind);
  if (!pending) {
    pending = (kindModules[kind] as KindModule<PageKind>).load().then((renderer) => {
      loaded.set(kind, renderer);
      return renderer;
    });
    // A failed fetch (the visitor went offline) is tried again next time.
    pending.catch(() => loading.delete(kind));
    loading.set(kind, pending);
  }
  return pending;
}

/** The renderer of a kind whose module has loaded (loadRenderer): every page shown has had its kind loaded first. */
export function rendererOf<K extends PageKind>(kind: K): Renderer<K> {
  const renderer = loaded.get(kind);
  if (!renderer) throw new Error(`The ${kind} page's code is not loaded: call loadRenderer('${kind}') before showing one.`);
  return renderer as unknown as Renderer<K>;
}

/** Makes sure a page of this kind renders at once and complete: its module, and its code fetched on first use. */
export async function preloadRenderer(kind: PageKind | 'not-found'): Promise<void> {
  if (kind === 'not-found') return;
  const renderer = await loadRenderer(kind);
  await renderer.preload?.();
}

/** Where a kind's renderer comes from, as the bundler's manifest names it: the prerender links its styles. */
export function rendererSourceOf(kind: PageKind | 'not-found'): string | undefined {
  return kind === 'not-found' ? undefined : kindModules[kind].source;
}

/** Every renderer's code, for the prerender, which renders pages of every kind. */
export async function preloadAllRenderers(): Promise<void> {
  await Promise.all((Object.keys(kindModules) as PageKind[]).map((kind) => preloadRenderer(kind)));
}
