import type { PageData } from './kinds/index.ts';
import type { LayoutData, NotFoundData } from './page-data.ts';

/** What a route renders: a page of the catalogue, or the not-found screen. */
export type RouteData = PageData | NotFoundData;

/** The built client's files a page names in its <head>. */
export interface BuiltAssets {
  /** Hashed module script of the client entry, such as '/assets/entry-client.3f2a1b9c.js'. */
  script: string;
  /** The stylesheet of a page whose kind has no styles of its own: the app's. */
  styles: string[];
  /** Chunks the entry imports, preloaded so they download alongside it. */
  preload: string[];
  /**
   * A page's stylesheet by the module that renders its kind, as the bundler names it
   * ('site/pages/Brand.tsx'): the app's styles and that module's, composed into one file.
   */
  kindStyles?: Record<string, string[]>;
  /** The built stylesheets each composed one holds: the app does not fetch those again. */
  composedOf?: Record<string, string[]>;
}

/**
 * What the site's prerender entry exports and the build and the dev server call: one whole HTML
 * document for a page, with the site's facts and its header and footer (`layout`, as generate
 * made them). The entry is bundled without a layout, so one bundle renders any.
 */
export type RenderDocument = (address: string, data: RouteData, assets: BuiltAssets, layout: LayoutData) => string;

/**
 * RenderDocument's document as UTF-8 bytes (the build writes pages so), the header and footer
 * rendered once for the pages that share them. `json`: the page's data as generate wrote it
 * (JSON.stringify's text, a line break after it allowed), put in the page as it is instead of
 * stringified again.
 */
export type RenderDocumentBytes = (address: string, data: RouteData, assets: BuiltAssets, layout: LayoutData, json?: string) => Uint8Array;

export interface PrerenderEntry {
  renderDocument: RenderDocument;
  /** Absent from an entry that only renders text (a test's): the build then encodes renderDocument's. */
  renderDocumentBytes?: RenderDocumentBytes;
}
