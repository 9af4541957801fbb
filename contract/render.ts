import type { PageData } from './kinds/index.ts';
import type { LayoutData, NotFoundData } from './page-data.ts';

/** What a route renders: a page of the catalogue, or the not-found screen. */
export type RouteData = PageData | NotFoundData;

/** The built client's files a page names in its <head>. */
export interface BuiltAssets {
  /** Hashed module script of the client entry, such as '/assets/entry-client.3f2a1b9c.js'. */
  script: string;
  styles: string[];
  /** Chunks the entry imports, preloaded so they download alongside it. */
  preload: string[];
}

/**
 * What the site's prerender entry exports and the build and the dev server call: one whole HTML
 * document for a page. `layout` defaults to the generated layout the entry was bundled with.
 */
export type RenderDocument = (address: string, data: RouteData, assets: BuiltAssets, layout?: LayoutData) => string;

export interface PrerenderEntry {
  renderDocument: RenderDocument;
  layoutData: LayoutData;
}
