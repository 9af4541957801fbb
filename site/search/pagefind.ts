/**
 * Pagefind's browser API, loaded only when a visitor first opens or focuses a search box: the
 * build writes it to /pagefind/ after prerender (generator/build/search-index.ts), outside the
 * app's bundle, so no page downloads any of it before then.
 */

/** Where the build writes Pagefind's files. */
export const PAGEFIND_URL = '/pagefind/pagefind.js';

/** What a result's data() gives (the parts this site reads). */
export interface PagefindResultData {
  url: string;
  /** Text around the matched words, HTML-escaped, with each match in <mark>. */
  excerpt: string;
  meta: Record<string, string | undefined>;
}

export interface PagefindResult {
  id: string;
  data(): Promise<PagefindResultData>;
}

export interface Pagefind {
  options(options: { excerptLength?: number; ranking?: Record<string, number> }): Promise<void>;
  init(): Promise<void>;
  search(term: string): Promise<{ results: PagefindResult[] } | null>;
  preload(term: string): Promise<void>;
}

let loading: Promise<Pagefind> | undefined;

/**
 * Pagefind, loaded and ready; the same promise for every caller. A failed load (no index in the
 * dev server, a dropped connection) is forgotten, so the next focus tries again.
 */
export function loadPagefind(url: string = PAGEFIND_URL): Promise<Pagefind> {
  loading ??= (async () => {
    const pagefind = (await import(/* @vite-ignore */ url)) as Pagefind;
    await pagefind.options({ excerptLength: 18 });
    await pagefind.init();
    return pagefind;
  })().catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}
