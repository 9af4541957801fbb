/**
 * The prerender step: every address in site/generated/manifest.json becomes a static HTML file
 * in dist/ ('/' -> index.html, '/timber' -> timber/index.html, published as '/timber/'), plus
 * 404.html (noindex), sitemap.xml (each page at its published URL), robots.txt and the favicon.
 * Pages are shared between worker threads, one per core, each loading the SSR bundle once. Given
 * the previous build's page keys (build-record.ts), a page whose key is unchanged is carried
 * from the previous site (site-folder.ts) instead of rendered; given the page cache (`keptPages`),
 * a page an earlier build rendered from the same bundle and data is linked from there.
 */
import { availableParallelism } from 'node:os';
import { copyFile, readFile, rm, writeFile } from 'node:fs/promises';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { htmlFileOf, NOT_FOUND_ADDRESS, NOT_FOUND_FILE, pageUrlOf } from '../../contract/addresses.ts';
import type { Manifest, ManifestPage } from '../../contract/manifest.ts';
import type { BuiltAssets } from '../../contract/render.ts';
import type { LayoutData } from '../../contract/page-data.ts';
import { layoutDataOfModule } from '../emit/manifest.ts';
import { inSeconds, isOutOfMemory, moreMemory, startWorker, type StartedWorker } from '../workers/pool.ts';
import { hashOf, hashOfPlanned } from '../emit/write.ts';
import { sha256 } from '../images/cache.ts';
import { RenderedPages } from './rendered-pages.ts';
import { pageKeyOf } from './build-record.ts';
import { readClientAssets } from './client-assets.ts';
import { Declined } from './search/page-analyser.ts';
import type { RenderedForSearch } from './search-index.ts';
import { largestOf, LOADING, renderShard, type Doing, type LargePage } from './prerender-shard.ts';
import type { CarriedFiles } from './site-folder.ts';
import type { RenderTask, ShardJob, ShardResult, WarmPage, WarmUp } from './prerender-shard.ts';

/** Fewer pages than this are rendered by one worker thread. */
const FEW_PAGES = 64;
/**
 * With a worker warm already (started while generate ran), fewer pages than this are all its: a
 * second thread took some 0.3 s to start and load the bundle, in which the warm one renders about
 * 70 pages, and then renders slower while cold. The shipped catalogue's 82 pages after a layout
 * edit took 0.39 s after generate on the warm one alone, 0.67 s split between two (medians of four).
 */
const FEW_PAGES_WARM = 256;
/**
 * How long the prerender workers may go without finishing a page before the build stops them:
 * site code that loops for ever (as it loads, or as it renders one page) would otherwise keep a
 * build, and a CI job, running until something else ends it. The slowest page of 50,000 products
 * (the A-Z page) takes a few seconds.
 */
export const STALL_MS = 60_000;

export interface PrerenderOptions {
  distDir: string;
  generatedDir: string;
  /** The built SSR bundle (or, in tests, site/entry-prerender.tsx itself). */
  ssrEntry: string;
  /** How long the workers may go without finishing a page before they are stopped and the prerender fails, naming the page (default 60 s; tests). */
  stallMs?: number;
  /** The heap limit of the workers it starts, in MB (tests: a small one runs out in a moment); by default the process's. */
  heapLimitMb?: number;
  /**
   * Worker threads; 0 renders in this thread (tests). Defaults to one per core. The site's code is
   * otherwise loaded by worker threads alone: one whose loading never ends (a top-level await that
   * never settles) ends its thread, which says so (workers/pool.ts), where it would hang this one.
   */
  workers?: number;
  siteUrl: string;
  /**
   * The site's facts, header and footer every page is rendered with, as generate planned them
   * (the SSR bundle holds none); default the generated folder's layout.ts.
   */
  layout?: LayoutData;
  /** The client's files; by default read from Vite's manifest in distDir (which is then removed). */
  assets?: BuiltAssets;
  /** Each page's data by its URL ('/_data/timber.json') as generate planned it (the planned file); read from `dataDir` when absent. */
  pageData?: ReadonlyMap<string, { content: string | Uint8Array }>;
  /** Where the page data files are (the generated public folder); default distDir. */
  dataDir?: string;
  /** True when the data files may not be written yet: each page to render is handed its data from `pageData`. */
  dataInTasks?: boolean;
  /** The site's pages as generate planned them; read from generatedDir/manifest.json when absent. */
  manifest?: Manifest;
  /** A worker started ahead of need (startRenderer); used when it loaded this `ssrEntry`, and stopped either way. */
  renderer?: Renderer;
  /**
   * Where rendered pages are kept to be linked (the picture cache; build.ts): a page kept there as
   * rendered from the same bundle, assets, address and data is hard-linked from there instead of
   * rendered, and a page rendered is kept there. Without it, each is rendered and written.
   */
  keptPages?: string;
  /** The previous build, made with the same bundles: its page keys by HTML file, and its files to carry unchanged pages from. */
  previous?: { pages: Readonly<Record<string, string>>; site: Pick<CarriedFiles, 'carry'> };
  /** The largest pages an earlier build rendered (its result's `largest`): those not rendered now, if still pages, stay among the largest. */
  largest?: readonly LargePage[];
  /** Counts the pages as they are done, for a progress line. */
  tally?: PageTally;
  /**
   * Key each page for the search index as it is rendered, and read those whose keys are not
   * `known` (ShardSearch): the result's `search`, which the index then uses
   * instead of the pages' mains. `most`: pages read so, at most (default ANALYSED_AT_MOST).
   */
  search?: { indexer: string; known: readonly string[]; most?: number };
}

/** How many of a prerender's pages are done: counted by its threads as they go, read at any time. */
export class PageTally {
  /** Shared with the threads that render (ShardJob's `counted`). */
  readonly counts = new Int32Array(new SharedArrayBuffer(Int32Array.BYTES_PER_ELEMENT));
  /** The pages to render or take from the page cache, once prerender knows them (0 until then). */
  of = 0;

  get done(): number {
    return Atomics.load(this.counts, 0);
  }
}

export interface PrerenderResult {
  /** HTML files in the site, 404.html included. */
  pages: number;
  /** Pages rendered. */
  rendered: number;
  /** Pages taken from the picture cache, as an earlier build rendered them, instead of rendered. */
  fromCache: number;
  /** Carried unchanged from the previous build. */
  reused: number;
  /** Each HTML file's page key, for the next build. */
  keys: Record<string, string>;
  /** The HTML files carried unchanged from the previous build. */
  linked: Set<string>;
  /** The <main> of rendered pages search finds, by HTML file (up to a bound), so the search index need not read them back; with `search`, only of those neither known nor read. */
  mains: Map<string, string>;
  /** The largest pages (by their HTML), of those rendered now and `largest` given: the next build's renderer warms up on them (startRenderer). */
  largest: LargePage[];
  /** With `search`: each rendered page's key, the pages read, and those search does not find. */
  search?: RenderedForSearch;
}

/** Characters of rendered pages' <main> kept for the search index: about 60 MB; a larger site's rest are read back. */
const KEPT_MAIN_CHARS = 32_000_000;
/**
 * Pages read for the search index as they are rendered (`search`), at most: some 4 KB of analysis
 * each, about 80 MB held until the index is made; a larger site's rest are read by the index.
 */
const ANALYSED_AT_MOST = 20_000;

export function prerender(options: PrerenderOptions): Promise<PrerenderResult> {
  const { pageData, ...rest } = options;
  // The planned data is held by `planned` alone from here, and let go once the tasks are made.
  return renderSite(rest, { pageData });
}

/**
 * `prerender`'s work. The planned page data keys the pages and is handed to the tasks that take
 * it; then it is let go, so a large site's (about 160 MB at 50,000 pages) is not held while its
 * pages render, when a first build's memory peaks.
 */
async function renderSite(options: Omit<PrerenderOptions, 'pageData'>, planned: { pageData: PrerenderOptions['pageData'] }): Promise<PrerenderResult> {
  const distDir = resolve(options.distDir);
  const dataDir = resolve(options.dataDir ?? distDir);
  const { pages } = options.manifest ?? (JSON.parse(await readFile(join(options.generatedDir, 'manifest.json'), 'utf8')) as Manifest);
  const assets = options.assets ?? (await readBuiltAssets(distDir));
  const layout = options.layout ?? (layoutDataOfModule(await readFile(join(options.generatedDir, 'layout.ts'), 'utf8')) as LayoutData);
  const all: RenderTask[] = [
    { address: NOT_FOUND_ADDRESS, out: NOT_FOUND_FILE },
    ...pages.map((page) => ({ address: page.address, data: page.data, out: htmlFileOf(page.address) })),
  ];
  const keys: Record<string, string> = {};
  for (const task of all) {
    const data = task.data === undefined ? undefined : planned.pageData?.get(task.data);
    const dataHash = task.data === undefined ? undefined : data ? hashOfPlanned(data) : hashOf(readFileSync(join(dataDir, task.data)));
    keys[task.out] = pageKeyOf(task.address, dataHash);
  }
  const previous = options.previous;
  // Counted by the threads as they go: for the build's progress line, and to tell a thread that never finishes a page.
  const tally = options.tally ?? new PageTally();
  const chosen = previous ? all.filter((task) => previous.pages[task.out] !== keys[task.out] || !previous.site.carry(task.out)) : all;
  const base = {
    ssrEntry: resolve(options.ssrEntry),
    distDir,
    dataDir,
    assets,
    layout,
    ...(options.keptPages === undefined ? {} : { keepIn: options.keptPages }),
    counted: tally.counts,
  };
  // A page is kept by what it is rendered from (the SSR bundle, the client's files, the layout, its address and data).
  const renderedWith = `page-html\n${base.ssrEntry}\n${JSON.stringify(assets)}\n${sha256(JSON.stringify(layout))}\n`;
  const keptKeyOf = (task: RenderTask) => sha256(renderedWith + keys[task.out]);
  const index = options.keptPages === undefined || chosen.length === 0 ? undefined : new RenderedPages(options.keptPages);
  const keptKeys = index ? chosen.map(keptKeyOf) : [];
  const keptEntries = index?.entriesOf(keptKeys) ?? [];
  const tasks = chosen.map((chosenTask, at) => {
    const task = options.dataInTasks ? withData(chosenTask, planned.pageData) : chosenTask;
    const kept = keptEntries[at];
    return kept === undefined ? task : { ...task, kept };
  });
  planned.pageData = undefined;
  tally.of = tasks.length;
  // A worker that has the bundle loaded already renders a handful of pages sooner than a new one.
  const ready = options.workers !== 0 && options.renderer?.ssrEntry === base.ssrEntry ? options.renderer : undefined;
  if (!ready) await options.renderer?.stop();
  const workers = options.workers === 0 ? 0 : Math.min(options.workers ?? availableParallelism(), tasks.length);
  const { search } = options;
  /** Each of `shares` shares' part of the search index's reading. */
  const searchOf = (shares: number): Pick<ShardJob, 'search'> => (search ? { search: { indexer: search.indexer, known: search.known, most: Math.floor((search.most ?? ANALYSED_AT_MOST) / shares) } } : {});
  let results: ShardResult[] = [];
  if (tasks.length === 0) {
    // Every page is the previous build's.
  } else if (workers <= 0) {
    results = [await renderShard({ ...base, tasks, keepMainChars: KEPT_MAIN_CHARS, ...searchOf(1) })];
  } else {
    // Interleaved shares keep each thread's mix of page kinds (and so its work) even; the ready worker takes the first.
    const count = tasks.length < (ready ? FEW_PAGES_WARM : FEW_PAGES) ? 1 : workers;
    const shares = Array.from({ length: count }, (_, w) => tasks.filter((_, i) => i % count === w));
    const shard = shardModuleFor(base.ssrEntry);
    // Each share's thread says here which of its pages it is on.
    const doing = new Int32Array(new SharedArrayBuffer(Int32Array.BYTES_PER_ELEMENT * shares.length));
    const jobOf = (share: RenderTask[], slot: number): ShardJob => ({
      ...base,
      tasks: share,
      keepMainChars: Math.floor(KEPT_MAIN_CHARS / shares.length),
      ...searchOf(shares.length),
      doing: { at: doing, slot },
    });
    const runs = shares.map((share, at): WatchedRun<ShardResult> => {
      const named = share.map((task) => task.address);
      if (at === 0 && ready) {
        // Not begun: still warming up, on its own pages.
        const doingNow = (trouble?: Trouble) => (Atomics.load(doing, at) === 0 ? ready.warming(trouble) : doingIn(Atomics.load(doing, at), named, '', trouble));
        return { result: ready.render(jobOf(share, at)), stop: () => ready.stop(), doing: doingNow };
      }
      const limits = options.heapLimitMb === undefined ? {} : { resourceLimits: { maxOldGenerationSizeMb: options.heapLimitMb } };
      const worker = startWorker<ShardResult>(WORKER, { name: 'A prerender worker', workerData: { shard, job: jobOf(share, at) }, env: PRODUCTION, ...limits });
      return { result: worker.result, stop: () => worker.stop(), doing: (trouble) => doingIn(Atomics.load(doing, at), named, '', trouble) };
    });
    results = await watched(runs, tally, options.stallMs ?? STALL_MS, options.heapLimitMb);
  }
  const mains = new Map(results.flatMap((result) => result.mains));
  const searched: RenderedForSearch | undefined = search && {
    keys: new Map(results.flatMap((result) => result.searchKeys)),
    analyses: new Map(results.flatMap((result) => result.analyses.map(([file, sent]) => [file, 'declined' in sent ? new Declined(sent.declined) : sent] as const))),
    unindexed: new Set(results.flatMap((result) => result.unindexed)),
  };
  if (index) {
    const keyOfFile = new Map(chosen.map((task, at) => [task.out, keptKeys[at]!]));
    const rendered = new Map(results.flatMap((result) => result.keptAs.map(([out, hash]) => [keyOfFile.get(out)!, hash] as const)));
    index.note(rendered, { size: all.length, keys: () => all.map((task) => keyOfFile.get(task.out) ?? keptKeyOf(task)) });
  }
  await writeFile(join(distDir, 'sitemap.xml'), sitemapXml(options.siteUrl, pages));
  await writeFile(join(distDir, 'robots.txt'), robotsTxt(options.siteUrl));
  await copyFile(resolve('site/assets/favicon.svg'), join(distDir, 'favicon.svg'));
  const rendered = new Set(tasks.map((task) => task.out));
  const pageAt = new Map(all.map((task) => [task.address, task]));
  const before = (options.largest ?? []).filter(([address, data]) => {
    const page = pageAt.get(address);
    return page?.data === data && !rendered.has(page.out);
  });
  const largest = largestOf([...before, ...results.flatMap((result) => result.largest)]);
  const linked = new Set(all.filter((task) => !rendered.has(task.out)).map((task) => task.out));
  const fromCache = results.reduce((sum, result) => sum + result.fromCache, 0);
  return { pages: all.length, rendered: tasks.length - fromCache, fromCache, reused: linked.size, keys, linked, mains, largest, ...(searched ? { search: searched } : {}) };
}

/** The task with its page's data as text, when generate planned it. */
function withData(task: RenderTask, pageData: PrerenderOptions['pageData']): RenderTask {
  const data = task.data === undefined ? undefined : pageData?.get(task.data)?.content;
  return data === undefined ? task : { ...task, json: typeof data === 'string' ? data : Buffer.from(data).toString('utf8') };
}

/** The shard renderer the SSR build bundled beside its entry (plain JavaScript), else its source. */
function shardModuleFor(ssrEntry: string): string {
  const bundled = join(dirname(ssrEntry), 'prerender-shard.js');
  return existsSync(bundled) ? bundled : fileURLToPath(new URL('./prerender-shard.ts', import.meta.url));
}

/** A thread's share of the pages, watched (`watched`): its result, how to stop it, and what it is doing, in words. */
interface WatchedRun<Result> {
  result: Promise<Result>;
  stop: () => Promise<void>;
  doing: (trouble?: Trouble) => string;
}

/** What went wrong in a thread, for what `doingIn` says may be wrong: it never ended, or it ran out of memory. */
export type Trouble = 'loop' | 'memory';

/**
 * The runs' results, unless `limitMs` pass with no page done (by `tally`) while some are still
 * running: then every run is stopped and this rejects, saying what the first of those was doing.
 * A run whose thread ran out of memory (Node ends it) rejects saying what it was doing then.
 */
function watched<Result>(runs: readonly WatchedRun<Result>[], tally: PageTally, limitMs: number, heapLimitMb?: number): Promise<Result[]> {
  const running = new Set(runs);
  for (const run of runs) void run.result.then(() => running.delete(run), () => running.delete(run));
  return new Promise((resolve, reject) => {
    let stalled = false;
    let seen = tally.done;
    let since = performance.now();
    const timer = setInterval(() => {
      if (tally.done !== seen) {
        seen = tally.done;
        since = performance.now();
        return;
      }
      if (performance.now() - since < limitMs) return;
      stalled = true;
      clearInterval(timer);
      const stuck = [...running][0];
      const error = new Error(`A prerender worker was stopped after ${inSeconds(limitMs)} without finishing a page: it was ${stuck?.doing() ?? doingIn(LOADING, [])}.`);
      void Promise.all(runs.map((run) => run.stop())).finally(() => reject(error));
    }, Math.min(limitMs / 4, 5_000));
    Promise.all(runs.map((run) => run.result.catch((error: unknown) => Promise.reject(isOutOfMemory(error) ? new Error(`A prerender worker ran out of memory: it was ${run.doing('memory')}. ${moreMemory(heapLimitMb)}`) : error)))).then(
      (results) => {
        clearInterval(timer);
        resolve(results);
      },
      (error: unknown) => {
        clearInterval(timer);
        // Stopped for stalling: that is the reason, not the stop.
        if (!stalled) reject(error);
      },
    );
  });
}

/**
 * A Doing's value (prerender-shard.ts) in words, with what may be wrong (`trouble`): given the
 * addresses of the pages it counts from 1, and why it renders them.
 */
function doingIn(value: number, addresses: readonly string[], why = '', trouble: Trouble = 'loop'): string {
  const address = value > 0 ? addresses[value - 1] : undefined;
  const wrong = trouble === 'loop' ? 'loop for ever' : 'keep data without end (a list that only grows, say)';
  if (address === undefined) {
    return `loading the site's code (the SSR bundle made from site/entry-prerender.tsx and the modules it imports). Code that runs as a module of site/ loads may ${wrong}: mend it and build again`;
  }
  const onItsData = trouble === 'loop' ? ' on its data' : '';
  return `rendering ${address}${why}. The site's code that renders that page (its kind's component in site/pages/, or code it calls) may ${wrong}${onItsData}: mend it and build again`;
}

const WORKER = new URL('./prerender-worker.mjs', import.meta.url);
// React's development build renders several times slower; pages are always production output.
const PRODUCTION = { ...process.env, NODE_ENV: 'production' };

/** A prerender worker started before its pages are known, with an SSR bundle loaded. */
export interface Renderer {
  readonly ssrEntry: string;
  /** What it is doing while it warms up, in words: loading the SSR bundle, or rendering a page to warm up on; with what may be wrong (`doingIn`). */
  warming(trouble?: Trouble): string;
  /** Renders one share of pages (once). */
  render(job: ShardJob): Promise<ShardResult>;
  stop(): Promise<void>;
}

/** When a renderer starts, and whom it tells once it is warm. */
export interface RendererStart {
  /** The pages it warms up on (prerender-shard.ts, `warmUp`). */
  warmPages?: readonly WarmPage[];
  /** The layout those pages are rendered with: the last build's (LAYOUT_DATA_URL in its site). */
  warmLayout?: string;
  /** Started once this settles (default at once). */
  after?: Promise<unknown>;
  /** Called once: when the worker is warm, or when it has failed or been stopped before. */
  whenWarm?: () => void;
  /** A flag the worker raises itself once warm (disk-check.ts, `Go`), which `whenWarm` hears later: when the build's thread is next free. */
  warmFlag?: Int32Array;
  /** Its heap limit, in MB (tests, as PrerenderOptions' `heapLimitMb`); by default the process's. */
  heapLimitMb?: number;
}

/**
 * Starts a prerender worker that loads `ssrEntry` and warms up, rendering unwritten the 404 page
 * and `warmPages` with their lists cut short: a build starts it with the last build's bundles and
 * largest pages while it generates, so the few pages an edit changes are rendered without waiting
 * for the bundle to load or V8 to compile the renderer. It runs on the core generate leaves idle:
 * after the disk check's first answer, before its second (`after`, `whenWarm`; build.ts): with
 * both helpers at work beside it on two cores, the build's thread loaded the catalogue in about
 * 1.0 s at 10,000 products, against about 0.6 s with one at a time.
 */
export function startRenderer(ssrEntry: string, start: RendererStart = {}): Renderer {
  const entry = resolve(ssrEntry);
  let warmNow = start.whenWarm;
  const warmed = () => {
    warmNow?.();
    warmNow = undefined;
  };
  let jobDone: (result: ShardResult) => void = () => {};
  let jobFailed: (error: Error) => void = () => {};
  const job = new Promise<ShardResult>((resolve, reject) => {
    jobDone = resolve;
    jobFailed = reject;
  });
  job.catch(() => undefined);
  let stopped = false;
  let started: StartedWorker<unknown> | undefined;
  const warmDoing: Doing = { at: new Int32Array(new SharedArrayBuffer(Int32Array.BYTES_PER_ELEMENT)), slot: 0 };
  const warmAddresses = [NOT_FOUND_ADDRESS, ...(start.warmPages ?? []).map((page) => page.address)];
  const worker = Promise.resolve(start.after)
    .catch(() => undefined)
    .then(() => {
      if (stopped) return undefined;
      started = startWorker<unknown>(WORKER, {
        name: 'A prerender worker',
        workerData: {
          shard: shardModuleFor(entry),
          warm: entry,
          warmUp: { pages: start.warmPages ?? [], ...(start.warmLayout === undefined ? {} : { layoutFile: start.warmLayout }) } satisfies WarmUp,
          warmDoing,
          ...(start.warmFlag ? { warmFlag: start.warmFlag } : {}),
        },
        env: PRODUCTION,
        ...(start.heapLimitMb === undefined ? {} : { resourceLimits: { maxOldGenerationSizeMb: start.heapLimitMb } }),
        onMessage: (message) => (message === 'warm' ? warmed() : jobDone(message as ShardResult)),
        onError: jobFailed,
      });
      const thread = started;
      void thread.ended.then(async () => {
        warmed();
        // Why it stopped, when it stopped before it was warm (its code never finished loading, say).
        const failure = await thread.result.then(() => undefined, (error: unknown) => error);
        jobFailed(failure instanceof Error ? failure : new Error('A prerender worker stopped before it finished'));
      });
      return started;
    });
  return {
    ssrEntry: entry,
    warming: (trouble) => {
      const value = Atomics.load(warmDoing.at, warmDoing.slot);
      return doingIn(value > 0 ? value : LOADING, warmAddresses, ', to warm up', trouble);
    },
    async render(shard) {
      const running = stopped ? undefined : await worker;
      if (!running) throw new Error('A prerender worker was stopped before it was given its pages');
      running.post(shard);
      return job;
    },
    async stop() {
      // A worker not started yet never will be: `after` is not waited for.
      stopped = true;
      warmed();
      await started?.stop();
    },
  };
}

/** The hashed script and styles of the client entry, from Vite's manifest (then removed from dist). */
export async function readBuiltAssets(distDir: string): Promise<BuiltAssets> {
  const assets = await readClientAssets(distDir, distDir);
  await rm(join(distDir, '.vite'), { recursive: true, force: true });
  return assets;
}

const xmlEscape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export function sitemapXml(siteUrl: string, pages: ManifestPage[]): string {
  const origin = siteUrl.replace(/\/+$/, '');
  const urls = [...pages]
    // By code unit: for addresses (lower-case letters, digits, '-' and '/') the order localeCompare
    // gives, without the collator's start-up and at half the cost (some 9 ms at 10,000 pages).
    .sort((a, b) => (a.address < b.address ? -1 : a.address > b.address ? 1 : 0))
    .map((page) => `  <url><loc>${xmlEscape(origin + pageUrlOf(page.address))}</loc></url>`);
  return ['<?xml version="1.0" encoding="UTF-8"?>', '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">', ...urls, '</urlset>', ''].join('\n');
}

export function robotsTxt(siteUrl: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl.replace(/\/+$/, '')}/sitemap.xml\n`;
}
