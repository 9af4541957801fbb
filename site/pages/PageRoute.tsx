import { useLayout } from '../layout-context.tsx';
import { usePage } from '../page-store.tsx';
import type { PageData, RouteData } from '../page-types.ts';
import { useLocation } from '../router.tsx';
import { IndexMarks } from '../search/IndexMarks.tsx';
import { useDocumentHead } from '../seo/useDocumentHead.ts';
import { NotFound } from './NotFound.tsx';
import { rendererOf } from './renderers.ts';

/** One generic route element: the page's kind picks the renderer, its records fill it. */
export function PageRoute() {
  const { data } = usePage(useLocation().pathname);
  const layout = useLayout();
  useDocumentHead(data, layout);
  return <PageView data={data} />;
}

export function PageView({ data }: { data: RouteData }) {
  if (data.kind === 'not-found') return <NotFound />;
  const { Page } = rendererOf<PageData['kind']>(data.kind);
  return (
    <IndexMarks page={data}>
      <Page page={data} />
    </IndexMarks>
  );
}
