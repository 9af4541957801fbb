import { useEffect } from 'react';
import { usePrefetch } from '../../page-store.tsx';
import { useNavigate } from '../../router.tsx';

/** Paths of pages (not files such as /sitemap.xml or /images/x.svg, which have an extension). */
const PAGE_PATH = /^\/([a-z0-9-]+(\/[a-z0-9-]+)*)?\/?$/;

/** The internal page link a click or press landed on, if the router should handle it. */
export function routableLink(event: MouseEvent | PointerEvent): URL | undefined {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return undefined;
  const anchor = (event.target as Element | null)?.closest?.('a');
  if (!anchor || (anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return undefined;
  // In-page fragments such as the skip link are the browser's job.
  if ((anchor.getAttribute('href') ?? '').startsWith('#')) return undefined;
  const url = new URL(anchor.href, window.location.href);
  if (url.origin !== window.location.origin || !PAGE_PATH.test(url.pathname)) return undefined;
  return url;
}

/**
 * One document listener makes every internal link a client-side navigation (and starts fetching
 * the page's records as the button goes down), instead of a router hook inside every link.
 */
export function useClientNavigation(): void {
  const navigate = useNavigate();
  const prefetch = usePrefetch();
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const url = routableLink(event);
      if (!url) return;
      event.preventDefault();
      void navigate(url.pathname + url.search + url.hash);
    };
    const onPointerDown = (event: PointerEvent) => {
      const url = routableLink(event);
      if (url) prefetch(url.pathname);
    };
    document.addEventListener('click', onClick);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('click', onClick);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [navigate, prefetch]);
}
