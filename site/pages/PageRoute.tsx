import { useLayout } from '../layout-context.tsx';
import { usePage } from '../page-store.tsx';
import type { RouteData } from '../page-types.ts';
import { useLocation } from '../router.tsx';
import { useDocumentHead } from '../seo/useDocumentHead.ts';
import { Contact } from './Contact.tsx';
import { Detail } from './Detail.tsx';
import { Home } from './Home.tsx';
import { Listing } from './Listing.tsx';
import { NotFound } from './NotFound.tsx';

/** One generic route element: the page's kind picks the renderer, its records fill it. */
export function PageRoute() {
  const { data } = usePage(useLocation().pathname);
  const layout = useLayout();
  useDocumentHead(data, layout);
  return <PageView data={data} />;
}

export function PageView({ data }: { data: RouteData }) {
  switch (data.kind) {
    case 'home':
      return <Home page={data} />;
    case 'listing':
      return <Listing page={data} />;
    case 'detail':
      return <Detail page={data} />;
    case 'contact':
      return <Contact page={data} />;
    case 'not-found':
      return <NotFound />;
  }
}
