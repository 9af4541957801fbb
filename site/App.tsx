import type { ReactNode } from 'react';
import { ErrorBoundary } from './components/ErrorBoundary/ErrorBoundary.tsx';
import { Shell } from './components/Shell/Shell.tsx';
import { NotFound } from './pages/NotFound.tsx';
import { PageRoute } from './pages/PageRoute.tsx';
import { useLocation } from './router.tsx';

/**
 * The paths a page of the catalogue can be at: the home page, or one or two folders deep
 * ('/contact/', '/timber/', '/timber/plywood/'), with or without a '/' at the end. Generic only:
 * the client never holds a list of pages, so its JavaScript does not grow with the catalogue, and
 * which renderer a page gets follows from its records' kind, not its path. Any other path shows
 * the 404 page.
 *
 * These are the paths react-router's patterns '/', ':category' and ':category/:slug' match, as
 * `<Routes>` had them (App.test.tsx); one test of our own instead, because `<Routes>` flattens,
 * ranks and compiles its patterns afresh on every render (about a twentieth of a page's
 * prerender at 10,000 pages).
 */
export const PAGE_PATH = /^\/(?:[^/]+(?:\/[^/]+)?)?\/*$/;

export function App() {
  return (
    <ErrorBoundary>
      <Shell>
        <Routed />
      </Shell>
    </ErrorBoundary>
  );
}

function Routed(): ReactNode {
  return PAGE_PATH.test(useLocation().pathname) ? <PageRoute /> : <NotFound />;
}
