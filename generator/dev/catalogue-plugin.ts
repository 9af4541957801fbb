/**
 * `npm run dev`: Vite's dev server with the catalogue's generated content. It checks the whole
 * catalogue on start and again after every change under catalogue/ (YAML or images, debounced),
 * then reloads the open page. Between saves it keeps the catalogue in memory and reads again only
 * the files that changed (live-catalogue.ts); page data and pictures are served from memory and
 * built when asked for (live-site.ts), so a save costs about the same at ten thousand products as
 * at a hundred. A change with errors leaves the last good pages in place, so the page underneath
 * stays usable, and shows the CLI's diagnostics in Vite's error overlay and in the terminal; the
 * next good save clears them.
 *
 * Pages are rendered on request by the same entry the build prerenders with, so what staff
 * see in dev is the page the static site will serve.
 */
import { readdirSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import type { Connect, Plugin, ViteDevServer } from 'vite';
import { normaliseAddress, pageUrlOf } from '../../contract/addresses.ts';
import { notFound, type LayoutData } from '../../contract/page-data.ts';
import type { PrerenderEntry } from '../../contract/render.ts';
import { diskFullAdvice, isDiskFull } from '../disk-full.ts';
import { refreshPagesSchema } from '../editor/pages-schema.ts';
import { hasErrors, type CheckResult } from '../pipeline.ts';
import { formatResult } from '../print.ts';
import { contentTypeOf } from './content-types.ts';
import { devWatchRules, unwatchedWarnings } from './watch-rules.ts';
import { requestedPath, serveFiles } from './generated-files.ts';
import { LiveCatalogue } from './live-catalogue.ts';
import { LiveSite } from './live-site.ts';
import { overlayError, type OverlayError } from './overlay.ts';
import { StepLines, type StepSink } from '../progress.ts';

export interface CataloguePluginOptions {
  /** The catalogue folder; default 'catalogue'. */
  catalogueDir?: string;
  /** Where the generated modules the site imports (layout.ts, manifest.ts) go; default 'site/generated', as for the build. */
  outDir?: string;
  /** Quiet time after the last change before regenerating, so a save that touches several files runs once. */
  debounceMs?: number;
  /** Called after each run, for tests and timing. */
  onGenerated?: (result: DevRun) => void;
  /** The module pages are rendered with, from the project's root; default the site's own (SSR_ENTRY). Tests give another. */
  ssrEntry?: string;
  /**
   * How long the site's code may take to load before a page asked for is answered with why it is
   * not served (default LOAD_LIMIT_MS): code whose top-level await never settles never loads.
   */
  loadLimitMs?: number;
}

export interface DevRun {
  ok: boolean;
  errors: number;
  warnings: number;
  ms: number;
  /** What the run found: every diagnostic, with the files and pages it read (for checks such as npm run check:dev). */
  result: CheckResult;
}

const SSR_ENTRY = '/site/entry-prerender.tsx';
/** Far more than the site's code takes to load, its packages' first optimisation included (a few seconds here). */
const LOAD_LIMIT_MS = 30_000;
const CLIENT_ENTRY = '/site/entry-client.tsx';
const FAVICON = path.resolve('site/assets/favicon.svg');

type Next = (error?: unknown) => void;

function isInside(dir: string, file: string): boolean {
  return file === dir || file.startsWith(`${dir}${path.sep}`);
}

export function cataloguePlugin(options: CataloguePluginOptions = {}): Plugin {
  const catalogueDir = path.resolve(options.catalogueDir ?? 'catalogue');
  const outDir = path.resolve(options.outDir ?? 'site/generated');
  const root = path.relative(process.cwd(), catalogueDir).split(path.sep).join('/') || '.';
  const debounceMs = options.debounceMs ?? 50;
  const ssrEntry = options.ssrEntry ?? SSR_ENTRY;
  const loadLimitMs = options.loadLimitMs ?? LOAD_LIMIT_MS;
  const catalogue = new LiveCatalogue(catalogueDir);
  const site = new LiveSite(catalogueDir, outDir);
  let server: ViteDevServer;
  let shownError: OverlayError | undefined;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let again = false;
  /** Set when the watcher missed a change: the next run has it look at the whole catalogue afresh. */
  let watchAfresh = false;
  /** Set once the server has closed: a look or read still due then is not made. */
  let closed = false;

  const log = (text: string) => server.config.logger.info(text, { timestamp: true });

  function report(result: CheckResult, ms: number): DevRun {
    const errors = result.diagnostics.filter((d) => d.severity === 'error').length;
    const warnings = result.diagnostics.filter((d) => d.severity === 'warning').length;
    const problems = result.diagnostics.filter((d) => d.severity !== 'info');
    if (problems.length > 0) {
      const text = formatResult({ ...result, diagnostics: problems }, { format: 'stylish', catalogueDir, color: Boolean(process.stdout.isTTY) && !process.env.NO_COLOR });
      server.config.logger[errors > 0 ? 'error' : 'warn'](text.trimEnd());
    }
    return { ok: errors === 0, errors, warnings, ms, result };
  }

  /** `progress`: told each step of the check (the first run's, which reads every file). */
  async function regenerate(progress?: StepSink): Promise<void> {
    if (watchAfresh) {
      watchAfresh = false;
      server.watcher.unwatch(catalogueDir);
      server.watcher.add(catalogueDir);
      // The watcher looks the folders over in the background: a file saved before it is watching
      // that file again is not told of. Every file is read once more when the look is surely done.
      setTimeout(() => {
        if (closed) return;
        catalogue.forget();
        schedule();
      }, REWATCHED_READ_MS).unref();
    }
    const started = performance.now();
    const result = await catalogue.check(progress);
    progress?.step(() => 'generate: making the pages');
    const clean = !hasErrors(result);
    // The editors' page list first, so nothing is awaited between the new pages becoming servable
    // (LiveSite.update) and the reload below.
    if (clean) await refreshPagesSchema(catalogueDir, result.pages);
    const rewritten = clean ? await site.update(result.files, result.pages) : undefined;
    const run = report(result, performance.now() - started);
    if (rewritten) {
      // Vite does not watch the output, so the modules rewritten are invalidated here before the
      // page reloads: at once, with nothing awaited since the new pages became servable
      // (LiveSite.update), so no page can load the new data with the old modules.
      for (const file of rewritten) {
        for (const mod of server.moduleGraph.getModulesByFile(file) ?? []) server.moduleGraph.invalidateModule(mod);
      }
      shownError = undefined;
      log(`catalogue: ${result.pages.size} pages ready in ${Math.round(run.ms)} ms${run.warnings ? `, ${run.warnings} warnings` : ''}; reloading`);
      server.ws.send({ type: 'full-reload', path: '*' });
    } else {
      const sources = new Map(result.files.map((file) => [file.path, file.text]));
      shownError = overlayError(result.diagnostics, { root, catalogueDir, sources });
      log(`catalogue: ${run.errors} ${run.errors === 1 ? 'error' : 'errors'}; the pages keep their last good version`);
      if (shownError) server.ws.send({ type: 'error', err: shownError });
    }
    options.onGenerated?.(run);
  }

  /**
   * A fault in the generator itself (not in the catalogue) is shown the same way, with its stack;
   * a full disk is the machine's, and is told as such.
   */
  function showFailure(error: unknown): void {
    const full = isDiskFull(error) ? diskFullAdvice(error) : undefined;
    const message = full ?? (error instanceof Error ? error.message : String(error));
    const stack = full === undefined && error instanceof Error ? (error.stack ?? '') : '';
    server.config.logger.error(`catalogue: ${stack || message}`);
    shownError = { message: `catalogue: the site could not be generated: ${message}`, stack, plugin: 'catalogue' };
    server.ws.send({ type: 'error', err: shownError });
  }

  /** One run at a time; changes during a run start one more run after it. */
  function schedule(): void {
    clearTimeout(timer);
    timer = setTimeout(() => {
      if (running) {
        again = true;
        return;
      }
      running = regenerate()
        .catch(showFailure)
        .finally(() => {
          running = undefined;
          if (again) {
            again = false;
            schedule();
          }
        });
    }, debounceMs);
  }

  async function renderPage(req: Connect.IncomingMessage, res: ServerResponse, next: Next): Promise<void> {
    // A browser asks for text/html; curl, wget and link checkers for anything (*/*, or say nothing).
    const accept = req.headers.accept ?? '*/*';
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !(accept.includes('text/html') || accept.includes('*/*'))) return next();
    const url = new URL(req.originalUrl ?? req.url ?? '/', 'http://localhost');
    if (path.posix.extname(url.pathname) !== '' || url.pathname.startsWith('/@')) return next();
    // An old address (a page's aliases:) leads to the page, as on the built site; for a moment
    // only (302, not 301), since staff may yet take the alias back or give it to another page.
    // No page lives at an old address: validation refuses one, and this site takes in only a clean catalogue.
    const movedTo = site.movedTo(normaliseAddress(url.pathname));
    if (movedTo !== undefined) {
      res.statusCode = 302;
      res.setHeader('Location', `${pageUrlOf(movedTo)}${url.search}`);
      res.setHeader('Cache-Control', 'no-store');
      res.end();
      return;
    }
    try {
      const page = site.ready ? await pageHtml(url.pathname) : { html: notYetHtml(), found: false };
      const html = await server.transformIndexHtml(url.pathname, page.html, req.originalUrl);
      res.statusCode = page.found ? 200 : 404;
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      res.setHeader('Cache-Control', 'no-store');
      res.end(html);
    } catch (error) {
      if (error instanceof Error) server.ssrFixStacktrace(error);
      next(error);
    }
  }

  async function pageHtml(pathname: string): Promise<{ html: string; found: boolean }> {
    const address = normaliseAddress(pathname);
    const found = site.pageData(address);
    const data = found ?? notFound;
    const { layoutData } = (await server.ssrLoadModule(path.join(outDir, 'layout.ts'))) as { layoutData: LayoutData };
    const entry = (await loadedWithin(server.ssrLoadModule(ssrEntry), loadLimitMs, ssrEntry)) as PrerenderEntry;
    return { html: entry.renderDocument(address, data, { script: CLIENT_ENTRY, styles: [], preload: [] }, layoutData), found: found !== undefined };
  }

  /** Page data under /_data/ (from memory) and pictures under /images/ (from the picture cache). */
  async function servePublic(req: IncomingMessage, res: ServerResponse, next: Next): Promise<void> {
    const pathname = requestedPath(req);
    if (pathname === undefined) return next();
    let body: string | Uint8Array | undefined;
    try {
      body = pathname.startsWith('/_data/') ? site.pageJson(pathname) : pathname.startsWith('/images/') ? await site.image(pathname) : undefined;
    } catch (error) {
      return next(error);
    }
    if (body === undefined) return next();
    res.statusCode = 200;
    res.setHeader('Content-Type', contentTypeOf(pathname));
    res.setHeader('Content-Length', typeof body === 'string' ? Buffer.byteLength(body) : body.byteLength);
    // Changed at any moment, so never cached.
    res.setHeader('Cache-Control', 'no-store');
    res.end(req.method === 'HEAD' ? undefined : body);
  }

  return {
    name: 'catalogue-dev',
    apply: 'serve',
    config: () => ({
      // Every page is rendered here; Vite's own index.html handling and public folder stand aside.
      appType: 'custom',
      publicDir: false,
      // With no index.html Vite would find the client's dependencies only on the first visit,
      // then reload the page once they were bundled.
      optimizeDeps: { entries: [CLIENT_ENTRY.slice(1)] },
    }),
    configResolved(config) {
      // The generated folder this server writes, wherever it is, left out; and nothing in the
      // catalogue left out by vite.config.ts's rules (build output, caches, benchmark sandboxes),
      // a catalogue kept in a benchmark's .bench/ copy, say. Read when the watcher is made, after this.
      const watch = (config.server.watch ??= {});
      watch.ignored = devWatchRules([watch.ignored ?? []].flat(), catalogueDir, outDir) as typeof watch.ignored;
    },
    async configureServer(devServer) {
      server = devServer;
      const started = performance.now();
      // The first run reads every file: on a large catalogue it says how far it has got.
      const progress = new StepLines((line) => log(`catalogue: ${line}`));
      await regenerate(progress)
        .catch(showFailure)
        .finally(() => progress.stop());
      log(`catalogue: watching ${root}/ (first run ${Math.round(performance.now() - started)} ms)`);
      for (const warning of unwatchedWarnings(catalogueDir, devServer.config.root)) devServer.config.logger.warn(`catalogue: ${warning}`, { timestamp: true });
      server.watcher.add(catalogueDir);
      let namesThen = namesIn(catalogueDir);
      server.watcher.on('all', (event, file) => {
        const changed = path.resolve(file);
        if (!isInside(catalogueDir, changed)) return;
        if (isInside(path.join(catalogueDir, 'images'), changed)) site.forgetImages();
        // Told of a change to the catalogue folder's own names: the look below has nothing to add.
        if (path.dirname(changed) === catalogueDir) namesThen = namesIn(catalogueDir);
        // A folder added, removed or renamed may hold any number of files: read them all again.
        if (event === 'addDir' || event === 'unlinkDir') catalogue.forget();
        else catalogue.touch(changed, event);
        schedule();
      });
      // The watcher's own look at the catalogue folder ends when the folder is deleted, and is not
      // taken up again when a folder of that name is made (the catalogue restored from a copy, say):
      // what is added to it or removed from it then goes unseen, a folder moved away and back
      // included, and the pages keep their errors until the server restarts. Its names are looked
      // at every second (one small listing); a change no event told of has every file read again
      // and the watcher look at the whole catalogue afresh.
      const lookAtNames = setInterval(() => {
        const names = namesIn(catalogueDir);
        if (names === namesThen) return;
        namesThen = names;
        catalogue.forget();
        watchAfresh = true;
        schedule();
      }, ROOT_LOOK_MS);
      lookAtNames.unref();
      server.httpServer?.once('close', () => {
        closed = true;
        clearInterval(lookAtNames);
      });
      // A page opened or reloaded while the catalogue is broken still shows why.
      server.ws.on('connection', () => {
        if (shownError) setTimeout(() => shownError && server.ws.send({ type: 'error', err: shownError }), 100);
      });
      const favicon = serveFiles((pathname) => (pathname === '/favicon.svg' ? FAVICON : undefined));
      server.middlewares.use((req, res, next) => void favicon(req, res, next).catch(next));
      server.middlewares.use((req, res, next) => void servePublic(req, res, next).catch(next));
      return () => server.middlewares.use((req, res, next) => void renderPage(req, res, next));
    },
  };
}

/** How often the catalogue folder's names are looked at, for what its watcher may miss. */
const ROOT_LOOK_MS = 1_000;
/** How long after the watcher is told to look at the catalogue afresh every file is read again. */
const REWATCHED_READ_MS = 3_000;

/**
 * The names in `dir` that can be the catalogue's (its folders and YAML files, not an editor's
 * hidden or backup files), as one string; '' when it is not there.
 */
function namesIn(dir: string): string {
  try {
    return readdirSync(dir, { withFileTypes: true })
      .filter((entry) => !entry.name.startsWith('.') && (entry.isDirectory() || /\.ya?ml$/i.test(entry.name)))
      .map((entry) => `${entry.isDirectory() ? 'd' : 'f'} ${entry.name}`)
      .sort()
      .join('\n');
  } catch {
    return '';
  }
}

/** Shown before the catalogue has ever generated: the overlay on top says what is wrong. */
function notYetHtml(): string {
  return [
    '<!doctype html>',
    '<html lang="en-GB">',
    '<head><meta charset="utf-8"><title>The catalogue has errors</title></head>',
    '<body><main><h1>The catalogue has errors</h1><p>The site appears here once the catalogue validates. The problems are listed above and in the terminal.</p></main></body>',
    '</html>',
  ].join('\n');
}

/**
 * The site's code once loaded; an error, when it has not loaded within `limitMs`, that says why a
 * page is not served: as a build does (workers/pool.ts), rather than leaving the page loading for
 * ever. The load goes on: once the code is mended, Vite loads it afresh and pages are served.
 */
export async function loadedWithin<T>(loading: Promise<T>, limitMs: number, entry: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () =>
        reject(
          new Error(
            `The site's code (${entry.replace(/^\//, '')} and the modules it imports) has not finished loading after ${limitMs / 1000} s: a top-level 'await' in it may wait for something that never happens. Mend it and save; the page is served once the code loads.`,
          ),
        ),
      limitMs,
    );
  });
  try {
    return await Promise.race([loading, late]);
  } finally {
    clearTimeout(timer);
  }
}
