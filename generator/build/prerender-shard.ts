/**
 * Renders one share of the pages: each page kept in the picture cache as rendered from the same
 * bundle and data is linked from there; the others are rendered (the SSR bundle loaded once, for
 * the first of them), written and kept. Runs inside a worker thread (prerender-worker.mjs) or,
 * for tests, in the calling thread.
 * File access is synchronous on purpose: a worker has nothing else to do meanwhile, and at ten
 * thousand small files the promise and thread-pool round trips cost more than the writes.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { NOT_FOUND_ADDRESS } from '../../contract/addresses.ts';
import { notFound, type LayoutData } from '../../contract/page-data.ts';
import type { BuiltAssets, PrerenderEntry } from '../../contract/render.ts';
import { keepPageSync, takeKeptPageSync } from '../images/cache.ts';
import { indexedMain } from './search/indexed-main.ts';
import { analysePage, analyserCaches, Declined } from './search/page-analyser.ts';
import type { PageAnalysis } from './search/pagefind-format.ts';
import { mainKeyOf, pagefindUrlOf } from './search/page-key.ts';

export interface RenderTask {
  address: string;
  /** The page's records, relative to the dist folder ('/_data/timber.json'); absent for the 404 page. */
  data?: string;
  /** Where the HTML goes, relative to the dist folder. */
  out: string;
  /** The page's data as text, when it is handed over rather than read from `data`'s file. */
  json?: string;
  /**
   * The picture cache's entry of this page as an earlier build rendered it from the same bundle,
   * assets and data (rendered-pages.ts): linked instead of rendered when it still holds those bytes.
   */
  kept?: string;
}

export interface ShardJob {
  ssrEntry: string;
  distDir: string;
  /** Where the page data files are ('/_data/...' under it); default distDir. */
  dataDir?: string;
  assets: BuiltAssets;
  /** The site's facts, header and footer every page is rendered with (the bundle holds none). */
  layout: LayoutData;
  tasks: RenderTask[];
  /** Characters of pages' <main> to send back for the search index (beyond it, the index reads the files). */
  keepMainChars?: number;
  /** The picture cache, where each page rendered is kept by its bytes' hash (images/cache.ts, `keepPageSync`). */
  keepIn?: string;
  /** Shared by every share of a prerender: one is added as each page is done (prerender.ts, `PageTally`). */
  counted?: Int32Array;
  /** The search index's key of each page (and its analysis when new), worked out here (`ShardSearch`). */
  search?: ShardSearch;
  /** Where this share says what it is doing (`Doing`), so the build can name a page whose rendering never ends (prerender.ts). */
  doing?: Doing;
}

/**
 * A slot shared with the build's thread, in which a thread renders what it is doing: LOADING
 * while it loads the SSR bundle, then 1 + the index of the page it is on (of its tasks, or of
 * its warm-up's pages: the 404 page, then `warmPages`); 0 before it has begun. A thread caught
 * in a loop that never ends cannot say so itself, but what it last wrote here names the page.
 */
export interface Doing {
  at: Int32Array;
  slot: number;
}

/** A Doing's value while the thread loads the SSR bundle. */
export const LOADING = -1;

function tell(doing: Doing | undefined, value: number): void {
  if (doing) Atomics.store(doing.at, doing.slot, value);
}

/**
 * Each page search finds is keyed here as it is rendered, and read for the index when its key is
 * new (search/page-analyser.ts): on this thread, beside the rendering, rather than by the build's
 * thread once every page is rendered, with its <main> sent over to be keyed and read there.
 */
export interface ShardSearch {
  /** The search indexer's fingerprint (search-index.ts, `INDEXER`): part of each key. */
  indexer: string;
  /** Keys whose analyses the index has kept (the last build's pages): pages with these are keyed only. */
  known: readonly string[];
  /** Pages read here at most (an analysis is a few kilobytes); past them, pages' mains are sent as without `search`. */
  most: number;
}

/** A page's analysis as a thread sends it: the analysis, or why it is left to Pagefind (a Declined's reason). */
export type SentAnalysis = PageAnalysis | { declined: string };

export interface ShardResult {
  /** Pages rendered. */
  rendered: number;
  /** Pages taken from the picture cache, as rendered by an earlier build from the same bundle and data, instead of rendered. */
  fromCache: number;
  /** With `keepIn`: each page rendered and kept, as [HTML file, the hash of its bytes]. */
  keptAs: [string, string][];
  /** Each rendered page search finds, with its <main>: [HTML file, main]. */
  mains: [string, string][];
  /** The largest pages of this share that have data (WARM_PAGES at most, largest first). */
  largest: LargePage[];
  /** With `search`: each page search finds, with its key: [HTML file, key]. */
  searchKeys: [string, string][];
  /** With `search`: the pages read here, each with its analysis: [HTML file, analysis]. */
  analyses: [string, SentAnalysis][];
  /** With `search`: the pages search does not find (no <main> it indexes: the home page, /search, 404), by HTML file. */
  unindexed: string[];
}

/** A page by the bytes of its HTML: [address, its data's file relative to the site folder, bytes]. */
export type LargePage = [address: string, data: string, bytes: number];

/** Pages a build notes as its largest, for the next build's renderer to warm up on (the A–Z page, the longest listings). */
export const WARM_PAGES = 3;

/** The WARM_PAGES largest of `pages`, largest first (by address when as large). */
export function largestOf(pages: readonly LargePage[]): LargePage[] {
  return [...pages].sort((a, b) => b[2] - a[2] || (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0)).slice(0, WARM_PAGES);
}

/** A page a worker renders while it waits, to warm up: its address and its data's file (absolute). */
export interface WarmPage {
  address: string;
  file: string;
}

/** What a worker warms up on: pages, and the layout file (absolute) they are rendered with. */
export interface WarmUp {
  pages: readonly WarmPage[];
  /** The last build's layout (LAYOUT_DATA_URL in its site); without it, the worker only loads the bundle. */
  layoutFile?: string;
}

/** Items of each list a warm-up page keeps: enough for V8 to compile the renderer's hot paths, at a tenth of the cost. */
const WARM_ITEMS = 200;

/**
 * Loads the SSR bundle and renders, unwritten (with no client files named), the 404 page and then
 * `pages` with every list cut to WARM_ITEMS items, so that a worker started before the build knows
 * its pages renders its first as fast as its hundredth. The build passes the previous build's
 * largest pages: at 10,000 products the A–Z page took about 0.5 s to render cold and 0.19 s
 * after a warm-up on its first 200 entries (which took 33 ms). A failure here is left for the
 * real render to meet and report.
 *
 * `jobWaiting` is asked before each page: once it says the build has handed over its pages, the
 * rest of the warm-up is left out, as those pages are what the build waits for. A small site's
 * rebuild hands them over before the worker has loaded the bundle, and its warm-up (the 404 page
 * and three whole pages, some 0.19 s of the shipped catalogue's) came between them and the build.
 */
export async function warmUp(ssrEntry: string, warm: WarmUp = { pages: [] }, jobWaiting: () => boolean = () => false, doing?: Doing): Promise<void> {
  const none = { script: '', styles: [], preload: [], kindStyles: {} };
  try {
    tell(doing, LOADING);
    const ssr = (await import(pathToFileURL(ssrEntry).href)) as PrerenderEntry;
    if (jobWaiting() || warm.layoutFile === undefined) return;
    const layout = JSON.parse(readFileSync(warm.layoutFile, 'utf8')) as LayoutData;
    tell(doing, 1);
    ssr.renderDocument(NOT_FOUND_ADDRESS, notFound, none, layout);
    for (const [at, page] of warm.pages.entries()) {
      if (jobWaiting()) return;
      tell(doing, at + 2);
      const data = cutLists(JSON.parse(readFileSync(page.file, 'utf8')), WARM_ITEMS) as Parameters<PrerenderEntry['renderDocument']>[1];
      if (ssr.renderDocumentBytes) ssr.renderDocumentBytes(page.address, data, none, layout);
      else ssr.renderDocument(page.address, data, none, layout);
    }
  } catch {
    // Reported by renderShard, with the page it was rendering.
  }
}

/** `value` with every array, however deep, cut to its first `items` entries. */
export function cutLists(value: unknown, items: number): unknown {
  if (Array.isArray(value)) return value.slice(0, items).map((item) => cutLists(item, items));
  if (value === null || typeof value !== 'object') return value;
  const cut: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) cut[key] = cutLists(item, items);
  return cut;
}

export async function renderShard(job: ShardJob): Promise<ShardResult> {
  let ssr: PrerenderEntry | undefined;
  const made = new Set<string>();
  const mains: [string, string][] = [];
  let room = job.keepMainChars ?? 0;
  let fromCache = 0;
  const keptAs: [string, string][] = [];
  let largest: LargePage[] = [];
  const searchKeys: [string, string][] = [];
  const analyses: [string, SentAnalysis][] = [];
  const unindexed: string[] = [];
  const { search } = job;
  const known = new Set(search?.known);
  const caches = search && analyserCaches();
  /** Keys the page, and reads it when its key is new and there is room: true when its main is needed no more. */
  const keyed = (file: string, main: string, { indexer, most }: ShardSearch): boolean => {
    const key = mainKeyOf(indexer, file, main);
    searchKeys.push([file, key]);
    if (known.has(key)) return true;
    if (analyses.length >= most) return false;
    const analysis = analysePage(pagefindUrlOf(file), main, caches);
    analyses.push([file, analysis instanceof Declined ? { declined: analysis.reason } : analysis]);
    return true;
  };
  for (const [at, task] of job.tasks.entries()) {
    tell(job.doing, at + 1);
    const file = join(job.distDir, task.out);
    const dir = dirname(file);
    if (!made.has(dir)) {
      mkdirSync(dir, { recursive: true });
      made.add(dir);
    }
    let bytes = task.kept ? takeKeptPageSync(task.kept, file) : undefined;
    if (bytes) fromCache += 1;
    else {
      // Loaded when the first page is rendered: a build whose pages are all kept never loads it.
      if (!ssr) {
        tell(job.doing, LOADING);
        ssr = (await import(pathToFileURL(job.ssrEntry).href)) as PrerenderEntry;
        tell(job.doing, at + 1);
      }
      // Encoded once, and the main decoded from the bytes: a slice of the HTML would keep the
      // whole page in memory for as long as its main is kept.
      const page = renderPage(ssr, task, job);
      bytes = typeof page === 'string' ? Buffer.from(page) : Buffer.from(page.buffer, page.byteOffset, page.byteLength);
      // A page kept in the picture cache with these bytes is linked from there, not created.
      if (job.keepIn) keptAs.push([task.out, keepPageSync(job.keepIn, bytes, file)]);
      else writeFileSync(file, bytes);
    }
    if (task.data !== undefined && (largest.length < WARM_PAGES || bytes.length > largest.at(-1)![2])) largest = largestOf([...largest, [task.address, task.data, bytes.length]]);
    const main = search || room > 0 ? indexedMain(bytes) : undefined;
    if (search && main === undefined) unindexed.push(task.out);
    if (main !== undefined && !(search && keyed(task.out, main, search)) && (room -= main.length) >= 0) mains.push([task.out, main]);
    if (job.counted) Atomics.add(job.counted, 0, 1);
  }
  return { rendered: job.tasks.length - fromCache, fromCache, keptAs, mains, largest, searchKeys, analyses, unindexed };
}

function renderPage(ssr: PrerenderEntry, task: RenderTask, job: ShardJob): string | Uint8Array {
  const text = task.json ?? (task.data ? readFileSync(join(job.dataDir ?? job.distDir, task.data), 'utf8') : undefined);
  const data = text === undefined ? notFound : (JSON.parse(text) as Parameters<PrerenderEntry['renderDocument']>[1]);
  try {
    return ssr.renderDocumentBytes ? ssr.renderDocumentBytes(task.address, data, job.assets, job.layout, text) : ssr.renderDocument(task.address, data, job.assets, job.layout);
  } catch (error) {
    throw new Error(`Prerendering ${task.address} failed: ${(error as Error).message}`, { cause: error });
  }
}
