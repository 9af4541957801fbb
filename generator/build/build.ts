/**
 * `catalogue build` (and `npm run build`): generate on the main thread while a worker thread
 * builds the client and SSR bundles from the site's code (bundle-worker.mjs); then the generated
 * public files are linked in, every page is prerendered with the layout generate planned, the hosting headers
 * are written (_headers, _redirects, _nginx.conf and a page at each old address: generator/hosting/),
 * the search index is built, and the result goes into dist/ (site-folder.ts). Nothing is built or
 * changed when the catalogue has errors.
 *
 * It works in proportion to the change: bundles built from the same sources are taken from the
 * bundle cache without loading Vite (bundle-cache.ts), a page whose data, layout and bundles are
 * what the last build of this folder used is carried over instead of rendered (build-record.ts),
 * a page an earlier build of any folder rendered from the same bundles, layout and data is
 * linked from the page cache instead of rendered (rendered-pages.ts, prerender-shard.ts), and
 * with the same bundles and layout only the new and changed files are moved into dist/. With kept
 * bundles, a worker that loaded them while generate planned renders the pages while
 * generate writes its files, and Pagefind's service starts for the search index. The output is
 * byte for byte what a clean build makes.
 */
import { readFile, rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { contentOf, type StampCheck } from '../emit/write.ts';
import { diskCheckWorthIt, Go, siteChangesSince, startDiskCheck } from './disk-check.ts';
import { foldersOf, startFolderMaker, type FolderMaker } from './page-folders.ts';
import { stampsFileFor } from '../load/cache.ts';
import { collectForLargeBuild } from '../load/heap.ts';
import { hasErrors, planGenerate, writeGenerate, type CheckResult, type GeneratePlan, type GenerateResult } from '../pipeline.ts';
import { startWorker } from '../workers/pool.ts';
import { BuildRecords, type BuildRecord } from './build-record.ts';
import { BundleCache, pairIn, renderKeyOf, siteFactsIn, sourceKeyOf, type BundlePair, type SiteFacts } from './bundle-cache.ts';
import { clearAbandonedSsr, clearAbandonedWork, clearOnInterrupt, siteFolderOf, workDirFor } from './output.ts';
import { SiteFolder } from './site-folder.ts';
import { finishInterrupted, generationOf, lockFolder } from '../emit/move-in.ts';
import type { Manifest } from '../../contract/manifest.ts';
import type { BuiltAssets } from '../../contract/render.ts';
import { redirectsOf, writeAliasPages } from '../hosting/redirects.ts';
import { layoutDataOfModule, manifestOfPlanned } from '../emit/manifest.ts';
import { LAYOUT_DATA_URL } from '../../contract/addresses.ts';
import type { LayoutData } from '../../contract/page-data.ts';
import { writeHostingFiles } from '../hosting/write.ts';
import { readClientAssets } from './client-assets.ts';
import { PageTally, prerender, STALL_MS, startRenderer, type PrerenderResult } from './prerender.ts';
import { KEPT_STYLES_ENV } from './styles-plugin.ts';
import { buildSearchIndex, INDEXER as SEARCH_INDEXER, readStoreAhead, startSearchService, type PreviousIndex, type SearchIndexResult } from './search-index.ts';
import { AnalysisStore } from './search/analysis-store.ts';
import { prunePictureCache, UNUSED_KEPT_BYTES, type PrunedPictures } from '../images/prune.ts';
import { defaultCacheDir } from '../images/cache.ts';
import { grouped, megabytes } from '../diagnostics/format/grouped.ts';
import { StepLines } from '../progress.ts';

export interface BuildOptions {
  catalogueDir: string;
  /** Where generate writes (site/generated). */
  generatedDir: string;
  /** The finished site (dist). */
  outDir: string;
  /** False to build from the generated files already there. */
  generate: boolean;
  /** Reuse parse results of unchanged files, cached bundles and the previous build's unchanged pages (default true). */
  cache?: boolean;
  /** Told the catalogue's check as soon as it is known, before generate plans and writes (planGenerate's `onChecked`). */
  onChecked?: (checked: CheckResult) => void;
  /** Told when another build of the same folder is under way and this one waits for it (its process id). */
  onWaiting?: (pid: number, lockFile: string) => void;
  /**
   * Where the lines go that say what the build is doing when it has said nothing for a few seconds
   * ('checking: 30,000 of 50,505 files read', 'pages: 31,000 of 50,001 done'; default stderr), the
   * link previews' and pictures' progress lines among them.
   */
  progress?: (line: string) => void;
  /** Replaced in tests: the clock those lines go by. */
  clock?: () => number;
}

export interface BuildResult {
  /**
   * What generate found when it stopped the build (errors); absent otherwise. A build that goes on
   * has handed it to `onGenerated` and lets it go: with the parsed catalogue and every planned
   * file it is over a gigabyte at 50,000 pages, and prerender and the search index need the room.
   */
  generated?: GenerateResult;
  /** Absent when the catalogue had errors (then nothing was built or changed). */
  built?: BuildTimings;
}

export interface BuildTimings {
  pages: number;
  /** Pages rendered, and pages carried unchanged from the previous build. */
  rendered: number;
  reused: number;
  /** Pages an earlier build had rendered from the same bundles and data, taken from the picture cache instead of rendered. */
  fromCache?: number;
  /** True when the bundles came from the bundle cache (Vite was not loaded). */
  bundlesReused: boolean;
  ms: number;
  /** Milliseconds per step, so a slow build says where its time went. */
  steps: { generate: number; bundles: number; prerender: number; search: number; swap: number };
  /** Files moved into dist/ and deleted from it when the changes were made in place; absent when the new folder was swapped in. */
  inPlace?: { moved: number; removed: number };
  /** The site search's index in dist/pagefind/. */
  search: SearchIndexResult;
  /** Files removed from the picture cache (pictures, and the pages, page data and search index fragments kept there) because no page had used them for a week (images/prune.ts); absent when it was not looked over. */
  pictures?: PrunedPictures;
}

/**
 * Sites of more pages than this render their pages once generate has written its files, not while
 * link previews are drawn (buildLocked), and so does a rebuild drawing more previews than this.
 * CATALOGUE_RENDER_AHEAD_PAGES sets it (tests take the later way with a small site).
 */
const RENDER_AHEAD_PAGES = Number(process.env.CATALOGUE_RENDER_AHEAD_PAGES ?? 20_000);

/**
 * Whether a build's pages render while its link previews are still drawn (on the core the drawing
 * leaves partly idle), rather than once generate has written its files. With new bundles or a new
 * layout (every page is rendered), not for a site of more pages than `limit`: the pages' data
 * handed to the renderers would be hundreds of megabytes beside the cards' peak. With the last
 * build's bundles and layout (`sameBundles`: a rebuild renders the pages an edit changed), not
 * when it draws more previews than `limit`: a change to the cards' code at 50,000 pages draws
 * every card and renders every page, and took the build to 1.65 GiB that way.
 */
export function renderWhileDrawing(build: { pages: number; previewsMaking: number; sameBundles: boolean }, limit = RENDER_AHEAD_PAGES): boolean {
  return build.sameBundles ? build.previewsMaking <= limit : build.pages <= limit;
}

/**
 * How long the bundling thread may be kept busy without a break (its longest steps take well
 * under a second), and the prerender workers go without finishing a page, before the build stops
 * them and fails, saying why: the site's code, or code the bundler runs, loops for ever. A CI job
 * would otherwise run until its own limit. CATALOGUE_STALL_SECONDS sets it (default 60; tests).
 */
const STALL_LIMIT_MS = Number(process.env.CATALOGUE_STALL_SECONDS) > 0 ? Number(process.env.CATALOGUE_STALL_SECONDS) * 1000 : STALL_MS;
/** The code the bundler runs beside its own: where a loop that never ends, or data kept without end, may be. */
const BUNDLED_CODE = "a style module (a .css.ts file in site/, which vanilla-extract runs to make the CSS), vite.config.ts or a plugin it adds. Mend it and build again.";
const BUNDLE_STUCK = `Code the bundler runs may loop for ever: ${BUNDLED_CODE}`;
const BUNDLE_OUT_OF_MEMORY = `Code the bundler runs may keep data without end: ${BUNDLED_CODE}`;

interface Bundling {
  done: Promise<void>;
  stop(): Promise<void>;
}

/** `fresh` (--no-cache): every style compiled afresh too, none taken as an earlier bundling kept it (styles-plugin.ts). */
function startBundles({ fresh, ...options }: { clientOutDir: string; ssrOutDir: string; fresh: boolean }): Bundling {
  const worker = startWorker<unknown>(new URL('./bundle-worker.mjs', import.meta.url), {
    name: 'The bundling worker',
    workerData: { configFile: resolve('vite.config.ts'), ...options },
    heartbeat: { limitMs: STALL_LIMIT_MS, stuck: BUNDLE_STUCK },
    outOfMemory: BUNDLE_OUT_OF_MEMORY,
    ...(fresh ? { env: { ...process.env, [KEPT_STYLES_ENV]: 'off' } } : {}),
  });
  // Handled here too: a failure the build never waits for (it stopped for catalogue errors) is not news.
  const done = worker.result.then(() => undefined);
  done.catch(() => undefined);
  return { done, stop: () => worker.stop() };
}

/** The data of the generated layout module at `file` (its source), or an error naming the file. */
function layoutIn(source: string, file: string): LayoutData {
  try {
    return layoutDataOfModule(source) as LayoutData;
  } catch (error) {
    throw new Error(`${file}: ${(error as Error).message}`, { cause: error });
  }
}

/** Of paths in the generated folder, those in its public folder, relative to it ('public/_data/timber.json' -> '_data/timber.json'). */
function underPublic(paths: Iterable<string>): string[] {
  return [...paths].flatMap((file) => (file.startsWith('public/') ? [file.slice('public/'.length)] : []));
}

/** The files served as they are (each page's data among them) by URL, as generate planned them, so prerender need not read them back (nor wait for them). */
function publicFilesOf(plan: GeneratePlan | undefined): Map<string, { content: string | Uint8Array }> | undefined {
  if (!plan?.outputs) return undefined;
  return new Map(plan.outputs.flatMap((file) => (file.path.startsWith('public/') && 'content' in file ? [[file.path.slice('public'.length), file] as const] : [])));
}

/** The site's pages and old addresses as generate planned them (undefined without a plan). */
function plannedManifest(plan: GeneratePlan | undefined): Manifest | undefined {
  const planned = plan?.outputs?.find((file) => file.path === 'manifest.json');
  return planned ? (manifestOfPlanned(planned) ?? (JSON.parse(String(contentOf(planned))) as Manifest)) : undefined;
}

/**
 * Builds the site; `onGenerated` sees generate's result as soon as it is known (to print it).
 * Builds of one folder take turns: a second waits for the first (site-folder.ts).
 */
export async function buildSite(options: BuildOptions, onGenerated: (result: GenerateResult) => void = () => {}): Promise<BuildResult> {
  // Where a link leads, when the site folder is one.
  const finalDir = siteFolderOf(options.outDir);
  const release = await lockFolder(finalDir, options.onWaiting);
  try {
    // A build killed while moving its changes into dist/ is finished first; its record is gone, so this one builds afresh.
    finishInterrupted(finalDir);
    return await buildLocked(options, finalDir, onGenerated);
  } finally {
    release();
  }
}

async function buildLocked(options: BuildOptions, finalDir: string, onGenerated: (result: GenerateResult) => void): Promise<BuildResult> {
  // Set before React loads (in the workers this thread starts): its development build is far slower.
  process.env.NODE_ENV = 'production';
  const started = performance.now();
  const reuse = options.cache ?? true;
  const generatedDir = resolve(options.generatedDir);
  const workDir = workDirFor(finalDir);
  const layoutModule = join(generatedDir, 'layout.ts');
  // The disk as the records say: looked at by a worker while this thread generates. It starts
  // first, on the catalogue's stamps (load waits for them), and is told the last build's files
  // once the records are read. A small site's is looked at on this thread (disk-check.ts).
  const catalogueRoot = resolve(options.catalogueDir);
  const stampsFile = stampsFileFor(catalogueRoot);
  // Raised once the prerender worker is warm (by that worker itself), or at once without one.
  const diskGo = new Go();
  const checks =
    reuse && diskCheckWorthIt(stampsFile)
      ? startDiskCheck({
          ...(options.generate ? { catalogue: { root: catalogueRoot, stampsFile } } : {}),
          generatedDir,
          distDir: finalDir,
          lastBuild: 'later',
          after: diskGo,
        })
      : undefined;
  const cache = new BundleCache();
  const records = new BuildRecords();
  const staging = cache.staging();
  cache.clearAbandoned();
  await Promise.all([clearAbandonedWork(finalDir), clearAbandonedSsr(), rm(workDir, { recursive: true, force: true }), rm(staging, { recursive: true, force: true })]);
  const sourceKey = sourceKeyOf(process.cwd(), generatedDir);
  const last = reuse ? records.last(finalDir) : undefined;
  const previous = last?.trusted ? last.record : undefined;
  // The pages the search index's store has read: the renderer reads only pages with other keys.
  const searchKnown = Object.values(last?.record.searchMains ?? {});
  // A rebuild's search index starts from the store of the last one's: its files are read now, off this thread.
  const store = new AnalysisStore(finalDir);
  const storeFetched = previous ? store.fetch() : undefined;
  // The bundles of these sources, when kept: a worker loads their SSR entry while generate runs,
  // and warms up on the last build's largest pages, with its layout (read from dist/ as that build
  // left them). Otherwise bundling starts at once, beside generate: the layout is not bundled.
  // Beside this thread, one at a time: the disk check's look at the catalogue, the renderer's
  // start, then the disk check's look at the generated folder and dist/ (a small site has no
  // disk check, and the renderer starts at once).
  const cached = reuse ? cache.find(sourceKey) : undefined;
  const likely = previous ? cached : undefined;
  const lastBuild = previous?.files ? { files: previous.files, since: previous.since, ...(previous.own ? { own: previous.own } : {}) } : undefined;
  checks?.lastBuild(lastBuild);
  const warmPages = (previous?.largest ?? []).map(([address, data]) => ({ address, file: join(finalDir, data) }));
  const letDiskCheckGo = () => diskGo.raise();
  const renderer = likely
    ? startRenderer(join(likely.ssr, 'entry-prerender.js'), { warmPages, warmLayout: join(finalDir, LAYOUT_DATA_URL), ...(checks ? { after: checks.catalogue } : {}), whenWarm: letDiskCheckGo, warmFlag: diskGo.flag })
    : undefined;
  if (!renderer) letDiskCheckGo();
  // A first build has Pagefind make the index's browser files and check a few pages against this
  // build's own reader (search-index.ts): its thread and service start now, not when the pages are
  // ready. A rebuild has those files kept, and reads the pages an edit changed itself.
  const searchService = previous ? undefined : startSearchService();
  let bundles: Bundling | undefined;
  const startBundling = (): Bundling => {
    const { client, ssr } = pairIn(staging);
    return (bundles ??= startBundles({ clientOutDir: client, ssrOutDir: ssr, fresh: !reuse }));
  };
  if (!cached) startBundling();
  const stopBundling = async () => {
    await bundles?.stop();
    await rm(staging, { recursive: true, force: true });
  };
  let moving = false;
  // Until dist/ starts to change: after that the work folder is what the next build needs.
  const releaseInterrupt = clearOnInterrupt([workDir, staging]);
  let written: GenerateResult['written'];
  let rendering: Promise<PrerenderResult> | undefined;
  let folderMaker: FolderMaker | undefined;
  // The pages rendered so far, whichever call below renders them.
  const tally = new PageTally();
  // What the build is doing, whenever it has been quiet a while.
  const steps = new StepLines(options.progress ?? ((line) => process.stderr.write(`${line}\n`)), options.clock);
  try {
    let plan: GeneratePlan | undefined;
    let layoutSource: string | undefined;
    if (options.generate) {
      // The heap of a large catalogue's build is kept near what is live (load/heap.ts): a first
      // build makes every page, and so may a rebuild (a layout edit, new card code), the most
      // memory a build takes. Returned once every page is planned: the new link previews are
      // drawn while pages render.
      plan = await planGenerate(options.catalogueDir, generatedDir, {
        cache: reuse,
        boundHeap: true,
        ahead: true,
        ...(checks ? { stampsAhead: checks.catalogue } : {}),
        ...(options.onChecked ? { onChecked: options.onChecked } : {}),
        progress: steps,
      });
      const layout = plan.outputs?.find((file) => file.path === 'layout.ts');
      if (layout) layoutSource = String(contentOf(layout));
    } else {
      // Without generate, the layout on disk is the one pages are rendered with.
      layoutSource = await readFile(layoutModule, 'utf8');
    }
    const key = layoutSource === undefined ? undefined : renderKeyOf(sourceKey, layoutSource);
    // What every page is rendered with beside its data: the site's facts, header and footer.
    const layout = layoutSource === undefined ? undefined : layoutIn(layoutSource, layoutModule);
    // With the same bundles, what is unchanged stays in dist/ and only the changes are moved in;
    // otherwise the new site is made whole in the work folder and swapped in.
    const same = previous && previous.bundleKey === key;
    const folder = new SiteFolder({ finalDir, workDir, ...(previous?.files ? { previous: new Set(previous.files) } : {}), inPlace: Boolean(same) });
    const checked = await checks?.disk;
    // What was done to dist/ since the last build (a small site's looked at here): what was changed
    // or deleted there is made again, and what was added is removed.
    const changes = checked?.site ?? (lastBuild ? siteChangesSince(finalDir, lastBuild) : undefined);
    if (changes) folder.knowChanges(changes);
    const publicDir = join(generatedDir, 'public');
    // Without generate, read from the generated folder once the bundles are made.
    let manifest = plannedManifest(plan);
    // A site made whole in the work folder: its pages' folders are made on the core generate
    // leaves idle, before the pages are rendered (page-folders.ts).
    const folders = same || !manifest ? undefined : foldersOf(manifest.pages.map((page) => page.address));
    if (folders) folderMaker = startFolderMaker(workDir, folders);
    /**
     * Renders the pages from generate's planned data (when it ran); `dataWritten`: the data files
     * are in publicDir already. Called with everything read, prerender hands the worker its pages
     * before it first waits, so they render while this thread goes on.
     */
    const renderPages = (pair: BundlePair, site: SiteFacts, assets: BuiltAssets, pageList: Manifest, pageData: Map<string, { content: string | Uint8Array }> | undefined, dataWritten: boolean): Promise<PrerenderResult> =>
      prerender({
        distDir: workDir,
        generatedDir,
        ssrEntry: join(pair.ssr, 'entry-prerender.js'),
        siteUrl: site.url,
        ...(layout ? { layout } : {}),
        assets,
        dataDir: publicDir,
        manifest: pageList,
        ...(pageData ? { pageData } : {}),
        ...(dataWritten ? {} : { dataInTasks: true }),
        ...(renderer ? { renderer } : {}),
        ...(reuse ? { keptPages: defaultCacheDir() } : {}),
        ...(same ? { previous: { pages: previous.pages, site: folder } } : {}),
        ...(previous?.largest ? { largest: previous.largest } : {}),
        search: { indexer: SEARCH_INDEXER, known: searchKnown },
        tally,
        stallMs: STALL_LIMIT_MS,
      });
    // With kept bundles, the pages are rendered (by the worker that has them loaded, from the data
    // generate planned) while generate writes its files: with the last build's bundles and layout,
    // the pages an edit changed, unless it draws many link previews; with another layout, every
    // page, unless the site is large (renderWhileDrawing). Otherwise once generate has written them.
    let site = cached && manifest && layoutSource !== undefined ? siteFactsIn(layoutSource) : undefined;
    if (site && cached && manifest && renderWhileDrawing({ pages: manifest.pages.length, previewsMaking: plan?.previewsMaking ?? 0, sameBundles: Boolean(same) })) {
      rendering = renderPages(cached, site, await readClientAssets(cached.client, workDir), manifest, publicFilesOf(plan), false);
      rendering.catch(() => undefined);
    }
    // The bundles built for this build, taken into the bundle cache once (when they are needed first).
    let fresh: Promise<BundlePair> | undefined;
    const freshPair = () => (fresh ??= startBundling().done.then(() => cache.keep(staging, sourceKey)));
    // New bundles, and link previews still being drawn: the pages render, from the data generate
    // planned, as soon as the bundles are built, beside the drawing (which leaves a core partly
    // idle). Not for the largest sites (renderWhileDrawing).
    if (!rendering && !cached && key !== undefined && manifest && plan?.previews && renderWhileDrawing({ pages: manifest.pages.length, previewsMaking: plan.previewsMaking ?? 0, sameBundles: false })) {
      const pageList = manifest;
      const pageData = publicFilesOf(plan);
      const facts = siteFactsIn(layoutSource!);
      rendering = freshPair().then(async (pair) => {
        site ??= facts;
        return renderPages(pair, site, await readClientAssets(pair.client, workDir), pageList, pageData, false);
      });
      rendering.catch(() => undefined);
    }
    if (plan) {
      const outcome = await writeAndReport(plan, onGenerated, key !== undefined, checked?.generated, steps);
      written = outcome.written;
      if (outcome.stopped) {
        await rendering?.catch(() => undefined);
        await folderMaker?.stop();
        await stopBundling();
        await rm(workDir, { recursive: true, force: true });
        return { generated: outcome.stopped };
      }
    }
    const afterGenerate = performance.now();
    if (!cached) steps.step(() => 'bundles: still being built');
    const pair: BundlePair = cached ?? (await freshPair());
    steps.step(() => 'linking the generated files and bundles into the site');
    // The generated public files (each page's JSON and the hashed images, served as they are):
    // when generate has written the folder only once since the last build linked them, the ones
    // it did not change are those dist/ holds and stay; otherwise each is compared with dist/'s by inode.
    const current = options.generate ? undefined : generationOf(generatedDir);
    const generation = written?.generation ?? (current ? { before: current, after: current } : undefined);
    const changedSince = same && written?.changed && generation?.before && previous.generation === generation.before ? written.changed.paths : undefined;
    if (changedSince && plan?.outputs) {
      const previewFiles = (await plan.previews) ?? [];
      folder.linkKnown(publicDir, underPublic([...plan.outputs, ...previewFiles].map((file) => file.path)), new Set(underPublic(changedSince)));
    } else folder.linkTree(publicDir);
    folder.linkTree(pair.client);
    await rm(join(workDir, '.vite'), { recursive: true, force: true });
    const bundled = performance.now();
    site ??= siteFactsIn(layoutSource!);
    manifest ??= JSON.parse(await readFile(join(generatedDir, 'manifest.json'), 'utf8')) as Manifest;
    rendering ??= renderPages(pair, site, await readClientAssets(pair.client, workDir), manifest, publicFilesOf(plan), true);
    const cardsDrawn = plan?.previewsMaking ?? 0;
    plan = undefined;
    // Unless generate changed nothing (then no page is rendered, and the index is carried whole:
    // the store's bytes fetched for it are let go).
    if (reuse && changedSince?.size !== 0) readStoreAhead(store, storeFetched);
    else store.letGo();
    // Old addresses: a page at each for hosts without redirects, written while the worker renders
    // (they need the page list, not the pages), then the rules for hosts with redirects, once the
    // site's top level is complete.
    await writeAliasPages(workDir, manifest, site.url);
    // Generate's plan is let go by now, and this thread waits while the pages render.
    collectForLargeBuild();
    steps.step(() => (tally.of === 0 ? 'pages: starting to render' : `pages: ${grouped(tally.done)} of ${grouped(tally.of)} done`));
    const prerendered = await rendering;
    rendering = undefined;
    // Every page has its folder now; none is made after the work folder moves.
    await folderMaker?.stop();
    await writeHostingFiles(workDir, site.forms, redirectsOf(manifest), folder.topLevel());
    const afterPrerender = performance.now();
    const search = await buildSearchIndex(workDir, {
      cache: reuse,
      store,
      files: Object.keys(prerendered.keys),
      mains: prerendered.mains,
      ...(prerendered.search ? { rendered: prerendered.search } : {}),
      ...(searchService ? { service: searchService } : {}),
      ...(previous?.searchKey ? { previous: previousIndex(previous, previous.searchKey, folder, prerendered.linked) } : {}),
      progress: steps,
    });
    const indexed = performance.now();
    // From here dist/ changes; its record goes first, so a build that stops half way is not trusted.
    moving = true;
    releaseInterrupt();
    records.forget(finalDir);
    steps.step(() => 'putting the new site in place');
    const finished = await folder.finish();
    records.write(finalDir, {
      bundleKey: key!,
      pages: prerendered.keys,
      searchKey: search.key,
      searchMains: search.mains,
      searchBytes: search.bytes,
      files: finished.files,
      since: finished.since,
      ...(finished.own ? { own: finished.own } : {}),
      ...(generation ? { generation: generation.after } : {}),
      largest: prerendered.largest,
    });
    const done = performance.now();
    // After the build, so every picture its pages use is linked into them (and not counted in its
    // time). A build that rendered or drew many has made as many cache entries, and left as many unused.
    const pictures = prunePictureCache({ made: prerendered.rendered + cardsDrawn });
    return {
      built: {
        pages: prerendered.pages,
        rendered: prerendered.rendered,
        reused: prerendered.reused,
        ...(prerendered.fromCache ? { fromCache: prerendered.fromCache } : {}),
        bundlesReused: Boolean(cached),
        ms: done - started,
        steps: {
          generate: afterGenerate - started,
          bundles: bundled - started,
          prerender: afterPrerender - bundled,
          search: indexed - afterPrerender,
          swap: done - indexed,
        },
        ...(finished.moved !== undefined ? { inPlace: { moved: finished.moved, removed: finished.removed ?? 0 } } : {}),
        search,
        ...(pictures ? { pictures } : {}),
      },
    };
  } catch (error) {
    await stopBundling();
    // Pages still rendering into the work folder finish (or fail) before it goes.
    await rendering?.catch(() => undefined);
    await folderMaker?.stop();
    // Before the move, dist/ is untouched and the half-built folder goes (the next build would
    // clear it anyway); during it, the folder is what the next build needs to finish the move.
    if (!moving) await rm(workDir, { recursive: true, force: true });
    throw error;
  } finally {
    steps.stop();
    releaseInterrupt();
    // Its work done, or not needed (other bundles, or a catalogue with errors).
    await renderer?.stop();
    searchService?.close();
  }
}

/**
 * Writes what generate planned and hands the result to `onGenerated`; the result goes back only
 * when the build stops there (errors, or nothing to bundle). Its own function so the result, which
 * holds the whole parsed catalogue (about 400 MB at 50,000 pages), is not kept alive by the
 * build's suspended frame while pages render and the search index is built.
 */
async function writeAndReport(
  plan: GeneratePlan,
  onGenerated: (result: GenerateResult) => void,
  goesOn: boolean,
  stamps: StampCheck | undefined,
  progress: StepLines,
): Promise<{ written: GenerateResult['written']; stopped?: GenerateResult }> {
  const generated = await writeGenerate(plan, { ...(stamps ? { stamps } : {}), progress });
  onGenerated(generated);
  progress.heard();
  return hasErrors(generated) || !goesOn ? { written: generated.written, stopped: generated } : { written: generated.written };
}

/** The last build's search index, as its record gives it, for this build to carry or start from. */
function previousIndex(record: BuildRecord, key: string, site: SiteFolder, unchanged: ReadonlySet<string>): PreviousIndex {
  const { searchMains, searchBytes } = record;
  return { site, key, unchanged, ...(searchMains ? { mains: searchMains } : {}), ...(searchBytes === undefined ? {} : { bytes: searchBytes }) };
}

/** What the picture cache's look-over removed, or is removing in a process of its own (images/prune.ts). */
function picturesLine({ files, bytes, overLimit = 0, letGo = 0, inBackground }: PrunedPictures): string {
  const removed = `${inBackground === undefined ? 'Removed' : 'Removing'} ${grouped(files)} cached files (${megabytes(bytes)})`;
  const what = '(pictures, pages, page data and search index fragments) from node_modules/.cache/catalogue/images';
  const background = inBackground === undefined ? '' : `, in a process of its own (${inBackground}) this build does not wait for`;
  if (overLimit === 0 && letGo === 0) return `${removed} no page had used for a week ${what}${background}\n`;
  const limit = `past the ${UNUSED_KEPT_BYTES / 1024 ** 3} GB of unused files kept`;
  const weekOld = files - overLimit - letGo;
  const reasons = [...(letGo > 0 ? [`${grouped(letGo)} rendered pages the page cache had let go`] : []), ...(weekOld > 0 ? [`${grouped(weekOld)} unused for a week`] : [])];
  if (overLimit > 0) reasons.push(reasons.length > 0 ? `the oldest ${grouped(overLimit)} of the rest, ${limit}` : `the oldest unused ones, ${limit}`);
  const listed = reasons.length > 1 ? `${reasons.slice(0, -1).join(', ')}, and ${reasons.at(-1)}` : reasons[0];
  return `${removed} no page uses ${what}: ${listed}${background}\n`;
}

/** One line saying what was built and where the time went. */
export function builtLine({ pages, rendered, reused, fromCache, bundlesReused, ms, steps, search, inPlace, pictures }: BuildTimings, outDir: string): string {
  const s = (value: number) => `${(value / 1000).toFixed(2)} s`;
  const kb = `${Math.round(search.bytes / 1024)} KB`;
  const cached = fromCache ? ` and took ${grouped(fromCache)} from the page cache` : '';
  const work = `${bundlesReused ? 'reused the bundles' : 'bundled'}, reused ${grouped(reused)} pages, rendered ${grouped(rendered)}${cached}`;
  return (
    `Built ${grouped(pages)} pages into ${outDir}/ in ${s(ms)}: ${work} (generate ${s(steps.generate)} and bundles ${s(steps.bundles)} side by side, ` +
    `prerender ${s(steps.prerender)}, search index of ${search.pages} pages ${s(steps.search)} and ${kb}${search.reused ? ' (pages unchanged, reused)' : ` (${grouped(search.analysed)} read, ${grouped(search.pagefindRead)} by Pagefind)`}, ` +
    (inPlace ? `${grouped(inPlace.moved)} files moved into ${outDir}/ and ${grouped(inPlace.removed)} removed in ${s(steps.swap)})\n` : `swap ${s(steps.swap)})\n`) +
    (pictures?.files ? picturesLine(pictures) : '')
  );
}
