import { useEffect } from 'react';
import type { LayoutData, RouteData } from '../page-types.ts';
import { pageMeta } from './meta.ts';

/** After client-side navigation, brings <head> in line with what the prerendered page would have. */
export function useDocumentHead(data: RouteData, layout: LayoutData): void {
  useEffect(() => {
    const meta = pageMeta(data, layout);
    document.title = meta.title;
    setAttribute('meta[name="description"]', 'content', meta.description);
    setAttribute('meta[property="og:title"]', 'content', meta.title);
    setAttribute('meta[property="og:description"]', 'content', meta.description);
    if (meta.canonical) {
      setAttribute('link[rel="canonical"]', 'href', meta.canonical);
      setAttribute('meta[property="og:url"]', 'content', meta.canonical);
    }
    setAttribute('meta[name="robots"]', 'content', meta.noindex ? 'noindex' : 'index, follow');
  }, [data, layout]);
}

function setAttribute(selector: string, name: string, value: string): void {
  document.head.querySelector(selector)?.setAttribute(name, value);
}
