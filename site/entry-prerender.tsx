import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { layoutData } from '@generated/layout';
import { App } from './App.tsx';
import { LayoutContext } from './layout-context.tsx';
import { PageStoreProvider } from './page-store.tsx';
import type { LayoutData, RouteData } from './page-types.ts';
import { StaticRouter } from './router.tsx';
import { headHtml } from './seo/head.ts';
import type { BuiltAssets } from './seo/head.ts';
import { scriptJson } from './seo/jsonld.ts';
import './theme/global.css.ts';

export { layoutData };
export type { BuiltAssets };

/** The address 404.html is rendered at: like any unknown path, it matches the generic routes. */
export const NOT_FOUND_ADDRESS = '/404';

const neverFetch = () => Promise.reject(new Error('The prerender has every page it renders.'));

/** The page's body markup, exactly as the client's first render will produce it. */
export function renderBody(address: string, data: RouteData, layout: LayoutData = layoutData): string {
  return renderToString(
    <StrictMode>
      <LayoutContext value={layout}>
        <PageStoreProvider initial={{ address, data }} load={neverFetch}>
          <StaticRouter location={address}>
            <App />
          </StaticRouter>
        </PageStoreProvider>
      </LayoutContext>
    </StrictMode>,
  );
}

/** One whole HTML document: head, prerendered body and the page's records for hydration. */
export function renderDocument(address: string, data: RouteData, assets: BuiltAssets, layout: LayoutData = layoutData): string {
  return [
    '<!doctype html>',
    '<html lang="en-GB">',
    '<head>',
    headHtml(data, layout, assets),
    '</head>',
    '<body>',
    `<div id="root">${renderBody(address, data, layout)}</div>`,
    `<script type="application/json" id="page-data">${scriptJson(data)}</script>`,
    '</body>',
    '</html>',
    '',
  ].join('\n');
}
