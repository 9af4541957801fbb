/**
 * The only module that imports react-router-dom (eslint enforces it), so moving to v8's
 * 'react-router' package is a one-file change. The router keeps the location and navigates;
 * which page a path shows is App.tsx's one test, not react-router's patterns (whose matching
 * App.test.tsx holds it to, with `matchRoutes`). No data router either: createBrowserRouter adds
 * about 16 KB gzipped, which would push a page's JavaScript past its 100 KB budget; page data
 * loading is ours instead (page-store.tsx).
 */
export {
  BrowserRouter,
  matchRoutes,
  StaticRouter,
  useLocation,
  useNavigate,
  useNavigationType,
} from 'react-router-dom';
