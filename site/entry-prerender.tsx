import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { App } from './App.tsx';
import { menuMarks } from './components/Navigation/current.ts';
import { FOOTER_SLOT, HEADER_SLOT, PrerenderSlots } from './components/Shell/prerender-slots.ts';
import { loadNewsletter } from './components/Newsletter/DeferredNewsletter.tsx';
import { LayoutContext } from './layout-context.tsx';
import { PageStoreProvider } from './page-store.tsx';
import { preloadAllRenderers } from './pages/renderers.ts';
import type { LayoutData, RouteData } from './page-types.ts';
import { StaticRouter } from './router.tsx';
import { headHtml } from './seo/head.ts';
import type { BuiltAssets, RenderDocument, RenderDocumentBytes } from '../contract/render.ts';
import { scriptJson, scriptSafe } from './seo/jsonld.ts';
import './theme/global.css.ts';

export type { BuiltAssets };

// Code fetched on demand in the browser (the contact page's quote form, the footer's sign-up box)
// is all here before any page renders.
await Promise.all([preloadAllRenderers(), loadNewsletter()]);

const neverFetch = () => Promise.reject(new Error('The prerender has every page it renders.'));

/** The page's body markup, exactly as the client's first render will produce it. */
export function renderBody(address: string, data: RouteData, layout: LayoutData, slots = false): string {
  const app = (
    <StaticRouter location={address}>
      <App />
    </StaticRouter>
  );
  return renderToString(
    <StrictMode>
      <LayoutContext value={layout}>
        <PageStoreProvider initial={{ address, data }} load={neverFetch}>
          {slots ? <PrerenderSlots value>{app}</PrerenderSlots> : app}
        </PageStoreProvider>
      </LayoutContext>
    </StrictMode>,
  );
}

interface Chrome {
  header: string;
  footer: string;
  /** The same as UTF-8, encoded once for every page that shows them (renderDocumentBytes). */
  headerBytes: Uint8Array;
  footerBytes: Uint8Array;
}

/**
 * A page's body: whole, or the slotted render's text around the header and footer it shares
 * with other pages (kept apart, so a page written as bytes does not encode them again).
 */
export type Body = string | { before: string; chrome: Chrome; between: string; after: string };

const utf8 = new TextEncoder();

/** The body's markup. */
export function bodyText(body: Body): string {
  return typeof body === 'string' ? body : body.before + body.chrome.header + body.between + body.chrome.footer + body.after;
}

/** `prefix`, the body and `suffix` as UTF-8: the shared header and footer copied as they were encoded once. */
export function documentBytes(prefix: string, body: Body, suffix: string): Uint8Array {
  if (typeof body === 'string') return utf8.encode(prefix + body + suffix);
  const parts = [utf8.encode(prefix + body.before), body.chrome.headerBytes, utf8.encode(body.between), body.chrome.footerBytes, utf8.encode(body.after + suffix)];
  const bytes = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    bytes.set(part, at);
    at += part.length;
  }
  return bytes;
}

/** The header and footer markup: what a full render has where the slotted render has its markers. */
function chromeOf(full: string, slotted: string): Chrome | undefined {
  const [before, between, after, ...extra] = slotted.split(new RegExp(`${HEADER_SLOT}|${FOOTER_SLOT}`));
  if (before === undefined || between === undefined || after === undefined || extra.length > 0) return undefined;
  if (!full.startsWith(before) || !full.endsWith(after)) return undefined;
  const middle = full.slice(before.length, full.length - after.length);
  const at = middle.indexOf(between);
  if (at < 0) return undefined;
  const [header, footer] = [middle.slice(0, at), middle.slice(at + between.length)];
  return { header, footer, headerBytes: utf8.encode(header), footerBytes: utf8.encode(footer) };
}

/**
 * Renders bodies for many pages with the same layout, splicing in the header and footer rendered
 * once, and kept apart from the rest (Body: bodyText gives the markup). The first page of each
 * kind is also rendered in full and compared, byte for byte; any difference turns splicing off,
 * so the output is always what a full render gives. `render`: how a body is rendered (renderBody;
 * tests give others).
 */
export function createBodyPartsRenderer(layout: LayoutData, render: typeof renderBody = renderBody): (address: string, data: RouteData) => Body {
  // The menus mark where the visitor is, so the header differs by category (and on a page the
  // menu links to): one header and footer per such place, each taken from a full render.
  const chromes = new Map<string, Chrome>();
  let splicing = true;
  const checked = new Set<string>();
  return (address, data) => {
    if (!splicing) return render(address, data, layout);
    const slotted = render(address, data, layout, true);
    const key = menuPlaceOf(address, layout);
    let chrome = chromes.get(key);
    if (!chrome || !checked.has(data.kind)) {
      const full = render(address, data, layout);
      if (!chrome) {
        chrome = chromeOf(full, slotted);
        if (chrome) chromes.set(key, chrome);
      }
      const spliced = chrome && bodyText(splice(slotted, chrome));
      checked.add(data.kind);
      if (spliced !== full) {
        splicing = false;
        console.warn(`Prerender: the header and footer of ${address} differ from other pages', so every page is rendered in full.`);
      }
      return full;
    }
    return splice(slotted, chrome);
  };
}

/** The slotted render with the header and footer in their markers' places (the first of each). */
function splice(slotted: string, chrome: Chrome): Body {
  const header = slotted.indexOf(HEADER_SLOT);
  const footer = slotted.indexOf(FOOTER_SLOT, header + HEADER_SLOT.length);
  if (header < 0 || footer < 0) return slotted.replace(HEADER_SLOT, () => chrome.header).replace(FOOTER_SLOT, () => chrome.footer);
  return { before: slotted.slice(0, header), chrome, between: slotted.slice(header + HEADER_SLOT.length, footer), after: slotted.slice(footer + FOOTER_SLOT.length) };
}

/** What the menus mark on this page: the current category of each entry, and the menu link to the page itself if there is one. */
export function menuPlaceOf(address: string, layout: LayoutData): string {
  const marks = menuMarks(layout.layout.navigation, address);
  const categories = marks.categories.map((mark) => mark ?? '-').join(',');
  return marks.linked ? `${categories}|${address}` : categories;
}

/**
 * The body-parts renderer of the layout pages were last rendered with as bytes: the build renders
 * every page of a site with one layout, given with each page (the bundle holds none of its own, so
 * an edit to the layout or the site's facts is rendered by the same bundles).
 */
let lastBodies: { layout: LayoutData; render: (address: string, data: RouteData) => Body } | undefined;

function splicedBodiesOf(layout: LayoutData): (address: string, data: RouteData) => Body {
  if (lastBodies?.layout !== layout) lastBodies = { layout, render: createBodyPartsRenderer(layout) };
  return lastBodies.render;
}

/**
 * A whole HTML document's parts: what comes before the body, the body, and what comes after.
 * `spliced`: the body from the header and footer rendered once for many pages (createBodyPartsRenderer).
 * `json`: `data` as JSON.stringify's text, when the caller has it (the page's data file): the
 * page-data script is made from it, not from `data` stringified again (some 50 µs a page).
 */
function documentOf(address: string, data: RouteData, assets: BuiltAssets, layout: LayoutData, spliced: boolean, json?: string): { prefix: string; body: Body; suffix: string } {
  const body = spliced ? splicedBodiesOf(layout)(address, data) : renderBody(address, data, layout);
  const prefix = ['<!doctype html>', '<html lang="en-GB">', '<head>', headHtml(data, layout, assets), '</head>', '<body>', '<div id="root">'].join('\n');
  const suffix = ['</div>', `<script type="application/json" id="page-data">${json === undefined ? scriptJson(data) : scriptSafe(json.trimEnd())}</script>`, '</body>', '</html>', ''].join('\n');
  return { prefix, body, suffix };
}

/** One whole HTML document: head, prerendered body and the page's records for hydration. */
export const renderDocument: RenderDocument = (address, data, assets, layout) => {
  const { prefix, body, suffix } = documentOf(address, data, assets, layout, false);
  return prefix + bodyText(body) + suffix;
};

/** renderDocument's document as UTF-8, the header and footer most pages share encoded once (the build writes pages as bytes). */
export const renderDocumentBytes: RenderDocumentBytes = (address, data, assets, layout, json) => {
  const { prefix, body, suffix } = documentOf(address, data, assets, layout, true, json);
  return documentBytes(prefix, body, suffix);
};
