/**
 * The site search's index: after prerender, every page that marks its content with
 * `data-pagefind-body` (site/search/IndexMarks.tsx) is read for search, and Pagefind's index
 * and its browser API go to dist/pagefind/, which the search box loads when a visitor first
 * focuses it.
 *
 * Pagefind cannot update an index, and reading 10,000 pages takes it over ten seconds. So what it
 * makes of each page is kept (search/analysis-store.ts) by the page's key (its file and <main>),
 * only pages with a new key are read, and the index is assembled from every page's analysis as
 * Pagefind lays it out (search/pagefind-format.ts). A page is read by this build's own reader
 * (search/page-analyser.ts, which makes what Pagefind makes, in a tenth of the time, on the
 * build's thread and past a few thousand pages a worker's: search/analyse-pages.ts), or by
 * Pagefind when that reader declines it. Pagefind's binary comes with its npm package and runs as
 * a service in a thread of this step's (search/pagefind-worker.mjs); it also makes the index's
 * browser files, and on a first build reads a few pages to check the two readers agree.
 *
 * Each page is handed over as its <main> alone: the header and footer are most of a page's HTML
 * and none of its index, and parsing them cost about a third of the time at 10,000 pages. Within
 * the main, what search ignores is emptied too (search/indexed-main.ts).
 */
import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { mkdir, readdir, readFile, rm, stat } from 'node:fs/promises';
import { join, sep } from 'node:path';
import { availableParallelism } from 'node:os';
import { fingerprint } from '../cache/index.ts';
import { SEARCH_FOLDER } from '../hosting/rules.ts';
import { threadsFrom } from '../workers/compiled-workers.ts';
import { startWorker, type StartedWorker } from '../workers/pool.ts';
import { createQueue } from '../workers/queue.ts';
import type { CarriedFiles } from './site-folder.ts';
import { AnalysisStore } from './search/analysis-store.ts';
import { indexedMain } from './search/indexed-main.ts';
import { mainKeyOf as pageKeyOf, pagefindUrlOf } from './search/page-key.ts';
import { analysePages, assembleIndex, fragmentNamesOf, type AssembledIndex, type AssemblyProgress, type PageAnalysis } from './search/pagefind-format.ts';
import { analyseAll } from './search/analyse-pages.ts';
import { analysisDifference, Declined } from './search/page-analyser.ts';
import { TermTable } from './search/term-table.ts';
import { defaultCacheDir, EncodedCache, sha256 } from '../images/cache.ts';
import { grouped } from '../diagnostics/format/grouped.ts';
import type { StepSink } from '../progress.ts';

export { indexedMain, pagefindUrlOf };

/** dist/pagefind/: the folder the site's search box loads from (site/search/pagefind.ts). */
export const SEARCH_INDEX_DIR = SEARCH_FOLDER;

/** Pagefind's ready-made interfaces: the site has its own results list, so they are not published. */
const UNUSED = /^pagefind-(ui|modular-ui|component-ui|highlight)\.(js|css)$/;

export interface SearchIndexResult {
  /** Pages in the index. */
  pages: number;
  /** Bytes of everything under dist/pagefind/ (compressed index chunks, wasm and the browser API). */
  bytes: number;
  ms: number;
  /** A hash of what the index was made from: every indexed page's path and <main>, and Pagefind's version. */
  key: string;
  /** True when the previous build's index was linked, unchanged, instead of built. */
  reused: boolean;
  /** Pages read this time, by this build's reader or Pagefind (the rest were as an earlier build had read them). */
  analysed: number;
  /** Of those, the pages Pagefind read: those this build's reader leaves to it (page-analyser.ts). */
  pagefindRead: number;
  /** Each indexed page's key (its path and <main>), by HTML file: the next build's `previous.mains`. */
  mains: Record<string, string>;
}

/** The previous build: its site's files, its index's key and its pages' keys, and which pages are its files unchanged. */
export interface PreviousIndex {
  /** The previous site's files, carried into this one where they are unchanged (site-folder.ts). */
  site: CarriedFiles;
  key: string;
  /** Each indexed page's key in that build, by HTML file. */
  mains?: Record<string, string>;
  /** Its bytes (`SearchIndexResult.bytes`): an index linked whole is that size. */
  bytes?: number;
  /** HTML files this build took from the previous one as they were (prerender.ts links them). */
  unchanged?: ReadonlySet<string>;
}

/**
 * What prerender's threads worked out for the index as they rendered pages (prerender.ts,
 * `search`). Pages keyed so are not read again, nor are those read there (unless the index leaves
 * every page to Pagefind), nor those it names as not indexed.
 */
export interface RenderedForSearch {
  /** Each rendered page's key, by HTML file. */
  keys: ReadonlyMap<string, string>;
  /** The pages read as they were rendered, each with its analysis or why Pagefind is to read it. */
  analyses: ReadonlyMap<string, PageAnalysis | Declined>;
  /** The pages rendered that search does not find (the home page, /search: 1.8 MB at 10,000 products, 404), which need not be read to find that out. */
  unindexed: ReadonlySet<string>;
}

export interface SearchIndexOptions {
  previous?: PreviousIndex;
  /** The site's HTML files ('timber/plywood/index.html'), when the caller knows them; otherwise the folder is listed. */
  files?: readonly string[];
  /**
   * The <main> of pages just written, by HTML file (prerender keeps them), so they are not read
   * back. Emptied as it is read: a share of pages goes to Pagefind with its mains and they are let
   * go, so a clean build at 50,000 pages never holds every page's main at once.
   */
  mains?: Map<string, string>;
  /** What prerender worked out for the index as it rendered pages (prerender.ts, `search`). */
  rendered?: RenderedForSearch;
  /** Reuse what Pagefind made of pages in earlier builds (default true); what it makes now is kept either way. */
  cache?: boolean;
  /** Where analyses are kept (tests); default node_modules/.cache/catalogue/search. */
  store?: AnalysisStore;
  /** A Pagefind service started ahead of need (`startSearchService`), for the first share of pages to read. */
  service?: SearchService;
  /** Where the index's fragments are kept to be linked (tests); default the picture cache, node_modules/.cache/catalogue/images. */
  fragmentCache?: EncodedCache;
  /** False to have Pagefind read every page, as after a store's reader disagreed with it (tests); default true: this build's reader reads what it can. */
  ownReader?: boolean;
  /** Fragments to write from which a thread of their own writes them (tests); default FRAGMENT_WRITER_FROM. */
  fragmentThreadFrom?: number;
  /**
   * Told each step as it starts, described as it stands when asked, and given a look now and then
   * from the long stretches that keep the thread busy (for a progress line: generator/progress.ts,
   * `StepLines`).
   */
  progress?: Pick<StepSink, 'step' | 'look'>;
}

type PagefindWorker = StartedWorker<{ files: [string, Uint8Array][] }>;
const PAGEFIND_WORKER = new URL('./search/pagefind-worker.mjs', import.meta.url);

/**
 * A Pagefind service started before its pages are known: its thread and process start (about a
 * tenth of a second) while the build generates and renders, not after. Taken by the search index
 * for its first share of pages, or closed unused.
 */
export interface SearchService {
  /** The service, handed over once; undefined when it was taken or closed. */
  take(): PagefindWorker | undefined;
  /** Closes the service if it was never taken. */
  close(): void;
}

export function startSearchService(): SearchService {
  let worker: PagefindWorker | undefined = startWorker(PAGEFIND_WORKER, { name: 'A Pagefind thread' });
  const handOver = () => {
    const taken = worker;
    worker = undefined;
    return taken;
  };
  return {
    take: handOver,
    close: () => handOver()?.post({}),
  };
}

/** Pagefind's version and this step's code: a new version of either reads every page afresh. */
export const INDEXER = fingerprint({
  files: [
    './search-index.ts',
    './search/pagefind-format.ts',
    './search/term-table.ts',
    './search/cbor.ts',
    './search/pagefind-worker.mjs',
    './search/page-analyser.ts',
    './search/stem.ts',
    './search/analyse-pages.ts',
    './search/analyser-worker.mjs',
    './search/page-key.ts',
  ].map(
    (file) => new URL(file, import.meta.url),
  ),
  packages: ['pagefind'],
});

/**
 * Reads the search index's store (its pages' analyses) ahead, once `fetched` (its files read by
 * `store.fetch()`, if that was started) and at the next turn of the event loop: the build calls it
 * as it starts to wait for the pages to render, so the read costs no time of its own.
 * buildSearchIndex then takes what was read.
 */
export function readStoreAhead(store: AnalysisStore, fetched: Promise<void> = Promise.resolve()): void {
  void fetched.then(() => setImmediate(() => store.readAhead(INDEXER)));
}

/**
 * Builds the index from what Pagefind makes of each page: a page whose <main> an earlier build
 * handed to Pagefind is not handed over again, and the index is assembled from every page's
 * analysis as Pagefind lays it out (search/pagefind-format.ts). When every page is as it was
 * (an edit to the header, footer or menus, or none) the previous index is linked whole.
 */
export async function buildSearchIndex(distDir: string, options: SearchIndexOptions = {}): Promise<SearchIndexResult> {
  const started = performance.now();
  const { previous } = options;
  const reuse = options.cache ?? true;
  const outputPath = join(distDir, SEARCH_INDEX_DIR);
  // Where a file of the site being built is: written here, or carried from the previous site.
  const locate = (file: string) => previous?.site.pathOf(file) ?? join(distDir, file);
  // Pages go into the index in address order, so it is the same whatever order the folder
  // lists them in: an incremental build's index is byte for byte a clean build's.
  const files = [...(options.files ?? (await pageFiles(distDir)))].sort();
  // A page taken unchanged from the previous build has the <main> it had then; the others are read.
  const known = (file: string): string | undefined => (previous?.unchanged?.has(file) ? previous.mains?.[file] : undefined);
  const given = options.mains ?? new Map<string, string>();
  const keyed = options.rendered?.keys ?? new Map<string, string>();
  const unindexed = options.rendered?.unindexed ?? new Set<string>();
  const toRead = files.filter((file) => known(file) === undefined && !given.has(file) && !keyed.has(file) && !unindexed.has(file));
  const read = new Map<string, string>(given);
  const mainOf = new Map<string, string>([...given].map(([file, main]) => [file, mainKeyOf(file, main)]));
  for (const [file, key] of keyed) mainOf.set(file, key);
  given.clear();
  const step = (describe: () => string) => options.progress?.step(describe);
  const look = () => options.progress?.look();
  let keptChars = 0;
  let lookedOver = 0;
  if (toRead.length > 0) step(() => `search index: ${grouped(lookedOver)} of ${grouped(toRead.length)} pages read back from the site`);
  for await (const { file, main } of indexedPages(locate, toRead)) {
    lookedOver += 1;
    mainOf.set(file, mainKeyOf(file, main));
    if ((keptChars += main.length) <= KEPT_CHARS) read.set(file, main);
  }
  const mains: Record<string, string> = {};
  const key = createHash('sha256').update(INDEXER);
  for (const file of files) {
    const main = known(file) ?? mainOf.get(file);
    if (main === undefined) continue;
    mains[file] = main;
    key.update(`${file}\0${main}\0`);
  }
  const made = key.digest('base64url');
  const result = async (reused: boolean, analysed: number, pagefindRead: number, bytes: number): Promise<SearchIndexResult> => ({
    pages: await pageCountOf(locate(`${SEARCH_INDEX_DIR}/pagefind-entry.json`)),
    bytes,
    ms: performance.now() - started,
    key: made,
    reused,
    analysed,
    pagefindRead,
    mains,
  });
  // Linked whole only when none of its files has gone from dist/ since (else it is assembled again).
  if (reuse && previous?.key === made && previous.site.hadFile(`${SEARCH_INDEX_DIR}/pagefind-entry.json`) && previous.site.hasWhole(SEARCH_INDEX_DIR)) {
    const carried = previous.site.carryFolder(SEARCH_INDEX_DIR);
    options.service?.close();
    // Its size as that build made it: looking at its ten thousand files one by one took 0.45 s.
    return result(true, 0, 0, previous.bytes ?? (await sizeOf(carried.map(locate))));
  }

  const store = options.store ?? new AnalysisStore(distDir);
  const stored = reuse ? store.read(INDEXER) : undefined;
  const analyses = new Map<string, PageAnalysis>();
  const wanted = Object.entries(mains);
  const missing = wanted.filter(([, main]) => !stored?.analyses.has(main)).map(([file]) => file);
  let shell = stored?.shell;
  // A store made after this reader and Pagefind disagreed: Pagefind reads every page for it.
  let ownReader = (options.ownReader ?? true) && (stored?.ownReader ?? true);
  let pagefindRead = 0;
  // Fragments the previous index wrote under the same name and hash are carried from it; the
  // rest are written. Many to write (pages read, or a site built into a new folder): their thread
  // starts now, to be ready by then.
  const carriable = stored && previous && stored.key === previous.key ? { site: previous.site, fragments: stored.fragments } : undefined;
  const threadFrom = options.fragmentThreadFrom ?? threadsFrom(FRAGMENT_WRITER_FROM);
  const writer = (carriable ? missing.length : wanted.length) >= threadFrom ? startFragmentWriter() : undefined;
  if (missing.length > 0 || !shell) {
    // The <main>s of some pages: those read for their keys (let go as they are taken), the rest read again.
    const mainsOf = async (share: readonly string[]): Promise<{ file: string; main: string }[]> => {
      const pages = new Map<string, string>();
      for await (const { file, main } of indexedPages(locate, share.filter((file) => !read.has(file)))) pages.set(file, main);
      return share.map((file) => {
        const main = read.get(file) ?? pages.get(file)!;
        read.delete(file);
        return { file, main };
      });
    };
    const ours = new Map<string, PageAnalysis>();
    const declined: string[] = [];
    if (ownReader) {
      // Those read as they were rendered are taken as they are; the rest are read here.
      const readBefore = options.rendered?.analyses ?? new Map<string, PageAnalysis | Declined>();
      const toAnalyse = missing.filter((file) => !readBefore.has(file));
      let analysed = missing.length - toAnalyse.length;
      step(() => `search index: ${grouped(analysed)} of ${grouped(missing.length)} pages indexed`);
      const results = await analyseAll(
        toAnalyse.length,
        async (start, end) => (await mainsOf(toAnalyse.slice(start, end))).map(({ file, main }) => ({ url: pagefindUrlOf(file), main })),
        { onRead: (pages) => (analysed += pages) },
      );
      const readNow = new Map(toAnalyse.map((file, at) => [file, results[at]!]));
      for (const file of missing) {
        const result = readBefore.get(file) ?? readNow.get(file)!;
        if (result instanceof Declined) declined.push(file);
        else ours.set(file, result);
      }
    } else declined.push(...missing);
    read.clear();
    // With no index kept to go by (a first build, or a new Pagefind), a few of the pages read
    // here are read by Pagefind as well, and must come out the same.
    const checked = shell ? [] : sampleOf([...ours.keys()], CHECKED_PAGES);
    if (declined.length > 0 || !shell) {
      step(() => `search index: Pagefind is reading ${grouped(declined.length + checked.length)} pages`);
      const run = await runPagefind([...declined, ...checked], options.service, mainsOf);
      shell = run.shell;
      declined.forEach((file, at) => analyses.set(mains[file]!, run.pages[at]!));
      pagefindRead += declined.length;
      const differing = checked
        .map((file, at) => ({ file, difference: analysisDifference(ours.get(file)!, run.pages[declined.length + at]!) }))
        .find(({ difference }) => difference !== undefined);
      if (differing) {
        console.warn(
          `Search: Pagefind reads ${pagefindUrlOf(differing.file)} otherwise than the build's own reader does (${differing.difference}). ` +
            "The site's search index is made with Pagefind alone instead, which is slower; please tell the site's developers.",
        );
        ownReader = false;
        step(() => `search index: Pagefind is reading ${grouped(ours.size)} pages`);
        const again = await runPagefind([...ours.keys()], undefined, mainsOf);
        [...ours.keys()].forEach((file, at) => analyses.set(mains[file]!, again.pages[at]!));
        pagefindRead += ours.size;
        ours.clear();
      }
    } else options.service?.close();
    for (const [file, analysis] of ours) analyses.set(mains[file]!, analysis);
  } else options.service?.close();
  for (const [, main] of wanted) if (!analyses.has(main)) analyses.set(main, stored!.analyses.get(main)!);
  const pages = wanted.map(([, main]) => analyses.get(main)!);
  // At 50,000 pages the assembly keeps the thread busy for some seconds: its line says how far it has got.
  let assembled: AssemblyProgress | undefined;
  step(() => `search index: writing the index of ${grouped(pages.length)} pages${assembled ? `: ${assemblyLine(assembled)}` : ''}`);
  // Each page's fragment is written while the index is assembled and stored, by a thread of its
  // own when there are many.
  await rm(outputPath, { recursive: true, force: true });
  await Promise.all(['fragment', 'index'].map((folder) => mkdir(join(outputPath, folder), { recursive: true })));
  const fragmentsWritten = writeFragments(outputPath, pages, fragmentNamesOf(pages, shell.language).names, carriable, options.fragmentCache ?? new EncodedCache(defaultCacheDir()), writer && { writer, from: threadFrom });
  fragmentsWritten.catch(() => undefined);
  // Chunks no edit touched keep their compressed bytes; only those this index uses are kept.
  // Stored pages' terms are numbered already; a new page's are numbered now, by the same table.
  const packed = new Map<string, Uint8Array>();
  const terms = new TermTable(stored?.terms);
  // The previous assembly's counts, with the pages it had, let only the changed chunks be made again.
  const index = assembleIndex(
    pages,
    shell,
    { get: (hash) => stored?.packed.get(hash), set: (hash, bytes) => packed.set(hash, bytes) },
    terms,
    {
      keys: wanted.map(([, main]) => main),
      look: (progress) => {
        assembled = progress;
        look();
      },
      ...(stored?.assembly ? { previous: stored.assembly, earlier: (key: string) => stored.analyses.get(key) } : {}),
    },
  );
  writeIndexFiles(outputPath, index);
  // Kept even by a build that reused nothing (--no-cache): the next build starts from it.
  step(() => `search index: keeping what was read of ${grouped(pages.length)} pages for the next build`);
  store.write({ indexer: INDEXER, key: made, shell, ownReader, analyses, packed, fragments: index.fragments, terms: terms.toStored(), ...(index.state ? { assembly: index.state } : {}) });
  step(() => `search index: writing the pages' fragments`);
  await fragmentsWritten;
  let bytes = 0;
  for (const content of index.files.values()) bytes += content.length;
  return result(false, missing.length, pagefindRead, bytes);
}

/** How far the index's assembly has got, for its progress line: 'words of 12,288 of 50,501 pages numbered', '3 of 212 word chunks written'. */
function assemblyLine({ stage, done, of }: AssemblyProgress): string {
  const count = `${grouped(done)} of ${grouped(of)}`;
  if (stage === 'numbered') return `words of ${count} pages numbered`;
  return stage === 'counted' ? `words of ${count} pages counted` : `${count} word chunks written`;
}

/**
 * Pages read by this build's reader that Pagefind reads too when there is no index kept to go by
 * (a first build, a new Pagefind), to check that the two agree: spread through the site, so
 * pages of every kind are among them. About a millisecond each.
 */
const CHECKED_PAGES = 24;

/** Up to `count` of `items`, evenly spread. */
function sampleOf<T>(items: readonly T[], count: number): T[] {
  if (items.length <= count) return [...items];
  return Array.from({ length: count }, (_, at) => items[Math.floor((at * items.length) / count)]!);
}

/** A page's key: its file, its <main> and the indexer, hashed (search/page-key.ts). */
function mainKeyOf(file: string, main: string): string {
  return pageKeyOf(INDEXER, file, main);
}

/**
 * Pages per Pagefind service at most; a larger site is read in shares of about this many, two at
 * a time. Fewer, larger shares read faster (each round starts services and ends in a step the
 * build's thread takes alone): at 10,101 pages two shares made a cold build's search step 11.37 s
 * against 12.69 s for four (medians of six, in turn, with a limit of 5,000).
 */
const SHARE = 5_500;
/**
 * Pages from which the site is shared between services: below it, one reads them about as fast
 * as two start. At 1,000 pages two were faster: a cold build's search step took 0.82 / 0.69 s
 * against 1.13 / 0.94 s with one service (2,000 before).
 */
const SHARED_FROM = 500;
/** Services reading at once: one per core, up to two (each holds its share's index in memory). */
const SERVICES = Math.max(1, Math.min(2, availableParallelism()));

/**
 * `files` cut into shares for the services: one share below SHARED_FROM pages, otherwise shares of
 * at most SHARE pages in rounds of one per service (a share left over would be read by one
 * service while the other core idles: at 10,101 pages, with shares of at most 5,000, three took a
 * third longer than four). At 50,000 pages that is ten shares of 5,000.
 */
export function sharesOf<T>(files: readonly T[], services = SERVICES): T[][] {
  const shares = files.length < SHARED_FROM ? 1 : Math.ceil(Math.ceil(files.length / SHARE) / services) * services;
  const size = Math.ceil(files.length / shares);
  return Array.from({ length: shares }, (_, at) => files.slice(at * size, (at + 1) * size));
}

/**
 * What Pagefind makes of the pages `files`, one analysis each in their order, and the browser
 * files it writes. A page's analysis does not depend on the pages read beside it, so the pages are
 * shared between services, each in a thread of its own, and their analyses put back in order.
 * Each share's mains are had from `mainsOf` when its turn comes, and let go once its thread has them.
 */
async function runPagefind(
  files: readonly string[],
  service: SearchService | undefined,
  mainsOf: (share: readonly string[]) => Promise<{ file: string; main: string }[]>,
): Promise<Omit<ReturnType<typeof analysePages>, 'urls'>> {
  const parts = sharesOf(files);
  const queued = createQueue(SERVICES);
  const results = await Promise.all(
    parts.map(async (part) => {
      // A service's turn ends when it has made its files: the next share starts while they are taken apart here.
      const files = await queued(async () => {
        // The worker has its own copy of the mains from here.
        const pages = await mainsOf(part);
        const started = service?.take();
        started?.post({ pages });
        const worker = started ?? startWorker<{ files: [string, Uint8Array][] }>(PAGEFIND_WORKER, { name: 'A Pagefind thread', workerData: { pages } });
        const { files } = await worker.result;
        await worker.ended;
        return files;
      });
      // The next share's service is started (its mains are most often at hand) before this thread is busy here.
      await new Promise((resolve) => setImmediate(resolve));
      const run = analysePages(new Map(files.filter(([path]) => !UNUSED.test(path)).map(([path, content]) => [path.split(sep).join('/'), content])));
      if (run.pages.length !== part.length) throw new Error(`Pagefind indexed ${run.pages.length} of the ${part.length} pages it was given`);
      return { ...run, pages: inOrderOf(part, run.pages, run.urls) };
    }),
  );
  return { pages: results.flatMap((run) => run.pages), shell: results[0]!.shell };
}

/** The URL Pagefind gives a page's file: 'timber/plywood/index.html' -> '/timber/plywood/'. */
/**
 * `pages` (with the URLs Pagefind gave them) in the order of `files`. Pagefind numbers pages in
 * the order it reads them, which has always been the order they were sent; were it not, each is
 * put back by its URL, and a page that is not one of `files` is an error.
 */
export function inOrderOf(files: readonly string[], pages: PageAnalysis[], urls: readonly string[]): PageAnalysis[] {
  const wanted = files.map(pagefindUrlOf);
  if (wanted.every((url, at) => urls[at] === url)) return pages;
  const byUrl = new Map(urls.map((url, at) => [url, pages[at]!]));
  return wanted.map((url) => {
    const page = byUrl.get(url);
    if (!page) throw new Error(`Pagefind did not index ${url} (it indexed ${urls.find((other) => !wanted.includes(other)) ?? 'a page twice'} instead)`);
    return page;
  });
}

/**
 * The assembled index's files but its fragments (written by `writeFragments`), into its folder
 * made ready. Written one after another on this thread, which has nothing else to do until they
 * are there: some 100 files at 10,000 pages took 3 ms so, and 15-25 ms of a rebuild as writes in
 * flight on the thread pool (a promise and three round trips a file).
 */
function writeIndexFiles(outputPath: string, index: AssembledIndex): void {
  for (const [path, bytes] of index.files) if (!FRAGMENT.test(path)) writeFileSync(join(outputPath, path), bytes);
}

/**
 * Writes each page's fragment (`names` in the order of `pages`), linked from the picture cache by
 * its contents' hash: on this disk creating a file costs ten to twenty times what a link does, so
 * a site built again into an empty folder links them. One the previous build's index wrote under
 * the same name from the same contents is carried from there instead. With a writer thread
 * (many fragments), they are written there while this thread goes on.
 */
async function writeFragments(
  outputPath: string,
  pages: readonly PageAnalysis[],
  names: readonly string[],
  earlier: { site: CarriedFiles; fragments: ReadonlyMap<string, string> } | undefined,
  cache: EncodedCache,
  thread: { writer: FragmentWriter; from: number } | undefined,
): Promise<void> {
  const toWrite = pages.flatMap((page, at) => {
    const path = `fragment/${names[at]}.pf_fragment`;
    const carried = earlier?.fragments.get(names[at]!) === page.hash && earlier.site.carry(`${SEARCH_INDEX_DIR}/${path}`);
    return carried ? [] : [{ target: join(outputPath, path), bytes: page.fragment, key: sha256(`search-fragment\n${page.hash}`) }];
  });
  if (thread && toWrite.length >= thread.from) {
    const written = await thread.writer.write(toWrite.map(({ target, bytes, key }) => [cache.file(key), bytes, target] as const)).then(
      () => true,
      () => false,
    );
    // A writer that failed leaves the rest to be written here, as below (each write replaces what it finds).
    if (written) return;
  } else thread?.writer.close();
  const queued = createQueue(WRITES_AT_ONCE);
  await Promise.all(toWrite.map(({ target, bytes, key }) => queued(() => cache.linkInto(key, bytes, target))));
}

/**
 * Fragments to write, from which they are written by a thread of their own (fragment-writer.mjs):
 * run from source it takes about 0.3 s to start, about what this thread takes to write 2,000 of
 * them; loading the compiled CLI's workers' module, about 90 ms (workers/compiled-workers.ts).
 */
const FRAGMENT_WRITER_FROM = { fromSource: 3000, compiled: 800 };
const FRAGMENT_WRITER = new URL('./search/fragment-writer.mjs', import.meta.url);

interface FragmentWriter {
  /** Writes the fragments ([cache entry, bytes, file]); rejects when the thread fails. Once only. */
  write(fragments: (readonly [string, Uint8Array, string])[]): Promise<void>;
  /** Lets the thread go unused. */
  close(): void;
}

function startFragmentWriter(): FragmentWriter {
  let written = () => {};
  const worker = startWorker<'ready'>(FRAGMENT_WRITER, {
    name: 'The search fragment writer',
    unref: true,
    onMessage: (message) => {
      if ((message as { written?: number }).written !== undefined) written();
    },
  });
  let finished = false;
  const finish = () => {
    finished = true;
    void worker.stop();
  };
  return {
    write: (fragments) =>
      new Promise<void>((resolve, reject) => {
        if (finished) return reject(new Error('The search fragment writer was closed'));
        written = () => {
          finish();
          resolve();
        };
        void worker.ended.then(() => {
          if (!finished) reject(new Error('The search fragment writer stopped before it finished'));
        });
        worker.post({ fragments });
      }),
    close: () => {
      if (!finished) finish();
    },
  };
}

/** Links and writes in flight at once. */
const WRITES_AT_ONCE = 32;
const FRAGMENT = /^fragment\/(.+)\.pf_fragment$/;

/** Characters of pages' <main> kept between finding the index's key and building it (past it they are read again). */
const KEPT_CHARS = 64_000_000;

/** Each page search finds, with its <main>, in the order of `files`; reading runs ahead in batches. */
async function* indexedPages(locate: (file: string) => string, files: readonly string[]): AsyncGenerator<{ file: string; main: string }> {
  for (const batch of batches(files, 64)) {
    const mains = await Promise.all(batch.map(async (file) => indexedMain(await readFile(locate(file)))));
    for (const [at, main] of mains.entries()) if (main !== undefined) yield { file: batch[at]!, main };
  }
}

/** Every prerendered page, '/'-separated and relative to the site folder ('timber/plywood/index.html'). */
async function pageFiles(distDir: string): Promise<string[]> {
  const files = await readdir(distDir, { recursive: true });
  return files.map((file) => file.split(sep).join('/')).filter((file) => file.endsWith('.html') && !file.startsWith(`${SEARCH_INDEX_DIR}/`));
}

function batches<T>(items: readonly T[], size: number): T[][] {
  return Array.from({ length: Math.ceil(items.length / size) }, (_, at) => items.slice(at * size, (at + 1) * size));
}

/** Pages in the index, from Pagefind's entry file. */
async function pageCountOf(entryFile: string): Promise<number> {
  const entry = JSON.parse(await readFile(entryFile, 'utf8')) as { languages: Record<string, { page_count: number }> };
  return Object.values(entry.languages).reduce((sum, language) => sum + language.page_count, 0);
}

async function sizeOf(files: readonly string[]): Promise<number> {
  let total = 0;
  for (const file of files) total += (await stat(file)).size;
  return total;
}
