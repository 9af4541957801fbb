import { DraftBanner } from '../components/DraftBanner/DraftBanner.tsx';
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
  const page = (
    <IndexMarks page={data}>
      <Page page={data} />
    </IndexMarks>
  );
  // Only npm run dev has drafts: the production bundle folds this test to false and drops the banner.
  if (process.env.NODE_ENV !== 'production' && data.draft) {
    return (
      <>
        <DraftBanner />
        {page}
      </>
    );
  }
  return page;
}
