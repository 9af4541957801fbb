import { ErrorBoundary } from './components/ErrorBoundary/ErrorBoundary.tsx';
import { Shell } from './components/Shell/Shell.tsx';
import { NotFound } from './pages/NotFound.tsx';
import { PageRoute } from './pages/PageRoute.tsx';
import { Route, Routes } from './router.tsx';

/**
 * Generic patterns only: the client never holds a list of pages, so its JavaScript does not grow
 * with the catalogue. Which renderer a page gets follows from its records' kind, not its route.
 */
export function App() {
  return (
    <ErrorBoundary>
      <Routes>
        <Route element={<Shell />}>
          <Route index element={<PageRoute />} />
          <Route path="contact" element={<PageRoute />} />
          <Route path=":category" element={<PageRoute />} />
          <Route path=":category/:slug" element={<PageRoute />} />
          <Route path="*" element={<NotFound />} />
        </Route>
      </Routes>
    </ErrorBoundary>
  );
}
