import { createContext, useCallback, useContext, useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { normaliseAddress, pageUrlOf } from '../contract/addresses.ts';
import { fetchPage } from './data.ts';
import type { RouteData } from './page-types.ts';

export type LoadPage = (address: string) => Promise<RouteData>;

interface PageStore {
  cache: Map<string, RouteData>;
  /** One request per address even when a hover prefetch and the navigation both ask. */
  request: (address: string) => Promise<RouteData>;
  /** The page on screen while the next one loads, so navigation never blanks the page. */
  shown: { current: { address: string; data: RouteData } | null };
  version: number;
  bump: () => void;
}

const PageStoreContext = createContext<PageStore | null>(null);

interface PageStoreProviderProps {
  /** The prerendered page's address and records: rendered first, never fetched. */
  initial: { address: string; data: RouteData };
  load?: LoadPage;
  children: ReactNode;
}

/** Each page's own records, fetched once per address (from /_data/...) and kept for Back and Forward. */
export function PageStoreProvider({ initial, load = fetchPage, children }: PageStoreProviderProps) {
  const cache = useRef<Map<string, RouteData> | null>(null);
  cache.current ??= new Map([[normaliseAddress(initial.address), initial.data]]);
  const inflight = useRef(new Map<string, Promise<RouteData>>());
  const shown = useRef<{ address: string; data: RouteData } | null>(null);
  const [version, setVersion] = useState(0);
  const bump = useCallback(() => setVersion((v) => v + 1), []);
  const pages = cache.current;
  const request = useCallback(
    (address: string) => {
      const known = pages.get(address);
      if (known) return Promise.resolve(known);
      let pending = inflight.current.get(address);
      if (!pending) {
        pending = load(address).then((data) => {
          pages.set(address, data);
          return data;
        });
        pending.finally(() => inflight.current.delete(address)).catch(() => {});
        inflight.current.set(address, pending);
      }
      return pending;
    },
    [load, pages],
  );
  const store: PageStore = { cache: pages, request, shown, version, bump };
  return <PageStoreContext value={store}>{children}</PageStoreContext>;
}

function useStore(): PageStore {
  const store = useContext(PageStoreContext);
  if (!store) throw new Error('usePage needs a <PageStoreProvider> above it.');
  return store;
}

export interface PageState {
  address: string;
  data: RouteData;
  /** True while the requested page's records are still on their way. */
  pending: boolean;
}

/** The records for `pathname`, or the previous page's while they load. */
export function usePage(pathname: string): PageState {
  const store = useStore();
  const address = normaliseAddress(pathname);
  const cached = store.cache.get(address);

  const loaded = cached !== undefined;
  useEffect(() => {
    // Decided by what this render saw: a prefetch may have finished since, and still needs a re-render.
    if (loaded) return;
    let current = true;
    store.request(address).then(
      () => {
        if (current) store.bump();
      },
      () => {
        // The records could not be fetched (offline, a host error): let the browser load the
        // prerendered page instead, which also shows its own error if the network is down.
        if (current) window.location.assign(pageUrlOf(address));
      },
    );
    return () => {
      current = false;
    };
  }, [address, loaded, store]);

  if (cached) {
    store.shown.current = { address, data: cached };
    return { address, data: cached, pending: false };
  }
  const previous = store.shown.current ?? { address, data: { kind: 'not-found' } as RouteData };
  return { ...previous, pending: true };
}

/** Starts fetching a page's records early (on hover or focus of a link to it). */
export function usePrefetch(): (pathname: string) => void {
  const store = useContext(PageStoreContext);
  return useCallback(
    (pathname: string) => {
      if (!store) return;
      const address = normaliseAddress(pathname);
      if (store.cache.has(address)) return;
      store.request(address).catch(() => {});
    },
    [store],
  );
}
