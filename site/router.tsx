/**
 * The only module that imports react-router-dom (eslint enforces it), so moving to v8's
 * 'react-router' package is a one-file change. Declarative routing only: the data router
 * (createBrowserRouter) adds about 16 KB gzipped, which would push a page's JavaScript past its
 * 100 KB budget; page data loading is ours instead (page-store.tsx).
 */
export {
  BrowserRouter,
  Outlet,
  Route,
  Routes,
  StaticRouter,
  useLocation,
  useNavigate,
  useNavigationType,
} from 'react-router-dom';
