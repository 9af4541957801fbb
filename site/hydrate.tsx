import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { App } from './App.tsx';
import { LayoutContext } from './layout-context.tsx';
import { fetchPage } from './data.ts';
import { PageStoreProvider } from './page-store.tsx';
import { loadRenderer, preloadRenderer } from './pages/renderers.ts';
import { notFound, type LayoutData, type RouteData } from './page-types.ts';
import { BrowserRouter } from './router.tsx';
import './theme/global.css.ts';

/** The prerendered page's own records travel in a non-executable JSON block (CSP allows it). */
function readPageData(): RouteData {
  const text = document.getElementById('page-data')?.textContent;
  return text ? (JSON.parse(text) as RouteData) : notFound;
}

/** A page's records, with its renderer's code that is fetched on demand (the contact page's quote form), so it renders complete. */
async function loadPage(address: string): Promise<RouteData> {
  const data = await fetchPage(address);
  await preloadRenderer(data.kind);
  return data;
}

/**
 * Hydrates from the very records the server rendered with, so the first render matches it exactly.
 * As a transition, React hydrates in slices and yields to the visitor's taps and scrolls between them.
 * `layout` is the shared header, footer and site facts (LAYOUT_DATA_URL), fetched beside this code.
 */
export async function hydrate(layout: Promise<unknown>): Promise<void> {
  const initial = { address: window.location.pathname, data: readPageData() };
  // The page's own kind of renderer, fetched beside the layout; without the code it fetches on
  // first use: the contact page's quote form waits, as prerendered, for the visitor (DeferredQuoteForm.tsx).
  const [layoutData] = await Promise.all([layout as Promise<LayoutData>, initial.data.kind === 'not-found' ? undefined : loadRenderer(initial.data.kind)]);
  // From here on the app handles the menus, so the no-script fallbacks in the css step aside.
  document.documentElement.dataset.js = '';
  startTransition(() => {
    hydrateRoot(
      document.getElementById('root')!,
      <StrictMode>
        <LayoutContext value={layoutData}>
          <PageStoreProvider initial={initial} load={loadPage}>
            <BrowserRouter>
              <App />
            </BrowserRouter>
          </PageStoreProvider>
        </LayoutContext>
      </StrictMode>,
    );
  });
}
