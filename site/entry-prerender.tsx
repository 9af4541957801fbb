import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { layoutData } from '@generated/layout';
import { App } from './App.tsx';
import { currentCategory, currentLink } from './components/Navigation/current.ts';
import { FOOTER_SLOT, HEADER_SLOT, PrerenderSlots } from './components/Shell/prerender-slots.ts';
import { loadNewsletter } from './components/Newsletter/DeferredNewsletter.tsx';
import { LayoutContext } from './layout-context.tsx';
import { PageStoreProvider } from './page-store.tsx';
import { preloadAllRenderers } from './pages/renderers.ts';
import type { LayoutData, RouteData } from './page-types.ts';
import { StaticRouter } from './router.tsx';
import { headHtml } from './seo/head.ts';
import type { BuiltAssets, RenderDocument } from '../contract/render.ts';
import { scriptJson } from './seo/jsonld.ts';
import './theme/global.css.ts';

export { layoutData };
export type { BuiltAssets };

// Code fetched on demand in the browser (the contact page's quote form, the footer's sign-up box)
// is all here before any page renders.
await Promise.all([preloadAllRenderers(), loadNewsletter()]);

const neverFetch = () => Promise.reject(new Error('The prerender has every page it renders.'));

/** The page's body markup, exactly as the client's first render will produce it. */
export function renderBody(address: string, data: RouteData, layout: LayoutData = layoutData, slots = false): string {
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
}

/** The header and footer markup: what a full render has where the slotted render has its markers. */
function chromeOf(full: string, slotted: string): Chrome | undefined {
  const [before, between, after, ...extra] = slotted.split(new RegExp(`${HEADER_SLOT}|${FOOTER_SLOT}`));
  if (before === undefined || between === undefined || after === undefined || extra.length > 0) return undefined;
  if (!full.startsWith(before) || !full.endsWith(after)) return undefined;
  const middle = full.slice(before.length, full.length - after.length);
  const at = middle.indexOf(between);
  if (at < 0) return undefined;
  return { header: middle.slice(0, at), footer: middle.slice(at + between.length) };
}

/**
 * Renders bodies for many pages with the same layout, splicing in the header and footer rendered
 * once. The first page of each kind is also rendered in full and compared, byte for byte; any
 * difference turns splicing off, so the output is always what a full render gives.
 */
export function createBodyRenderer(layout: LayoutData = layoutData): (address: string, data: RouteData) => string {
  // The menus mark where the visitor is, so the header differs by category (and on a page the
  // menu links to): one header and footer per such place, each taken from a full render.
  const chromes = new Map<string, Chrome>();
  let splicing = true;
  const checked = new Set<string>();
  return (address, data) => {
    if (!splicing) return renderBody(address, data, layout);
    const slotted = renderBody(address, data, layout, true);
    const key = menuPlaceOf(address, layout);
    let chrome = chromes.get(key);
    if (!chrome || !checked.has(data.kind)) {
      const full = renderBody(address, data, layout);
      if (!chrome) {
        chrome = chromeOf(full, slotted);
        if (chrome) chromes.set(key, chrome);
      }
      const spliced = chrome && splice(slotted, chrome);
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

function splice(slotted: string, chrome: Chrome): string {
  return slotted.replace(HEADER_SLOT, () => chrome.header).replace(FOOTER_SLOT, () => chrome.footer);
}

/** What the menus mark on this page: the current category of each entry, and the menu link to the page itself if there is one. */
export function menuPlaceOf(address: string, layout: LayoutData): string {
  const { navigation } = layout.layout;
  const categories = navigation.map((entry) => currentCategory(entry, address) ?? '-').join(',');
  const linked = navigation.some((entry) => currentLink(entry.href, address) || entry.items?.some((item) => currentLink(item.href, address)));
  return linked ? `${categories}|${address}` : categories;
}

const renderDefaultBody = createBodyRenderer();

/** One whole HTML document: head, prerendered body and the page's records for hydration. */
export const renderDocument: RenderDocument = (address, data, assets, layout) => {
  const body = layout ? renderBody(address, data, layout) : renderDefaultBody(address, data);
  return [
    '<!doctype html>',
    '<html lang="en-GB">',
    '<head>',
    headHtml(data, layout ?? layoutData, assets),
    '</head>',
    '<body>',
    `<div id="root">${body}</div>`,
    `<script type="application/json" id="page-data">${scriptJson(data)}</script>`,
    '</body>',
    '</html>',
    '',
  ].join('\n');
};
