/**
 * `npm run build`: `catalogue generate` (in this process: one start-up, not two) on the main
 * thread while a worker thread builds the client and SSR bundles from the layout generate has
 * planned (scripts/bundle-worker.mjs); then the generated public files are linked in, every page
 * is prerendered, the hosting headers are written (_headers, _nginx.conf: generator/hosting/),
 * and the finished folder replaces dist/. SITE_GENERATED_DIR, SITE_OUT_DIR and
 * SITE_SSR_DIR point it elsewhere (tests, benchmarks).
 *
 *   tsx scripts/build.ts [--catalogue DIR] [--no-generate]
 */
import { readFile, rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { Worker } from 'node:worker_threads';
import { main as catalogue } from '../generator/cli.ts';
import type { OutputFile } from '../generator/emit/index.ts';
import type { LayoutData } from '../site/page-types.ts';
import { clearAbandonedWork, linkTree, swapIn, workDirFor } from './build-output.ts';
import { prerender } from './prerender.ts';
import { writeHostingFiles } from '../generator/hosting/write.ts';

// Set before React loads (in this thread and the workers): its development build is far slower.
process.env.NODE_ENV = 'production';

export interface BuildTimings {
  pages: number;
  ms: number;
  /** Milliseconds per step, so a slow build says where its time went. */
  steps: { generate: number; bundles: number; prerender: number; swap: number };
}

/**
 * Runs `catalogue generate`, calling `planned` with the text of layout.ts once generate knows it
 * (before it writes); resolves to generate's exit code.
 */
export type Generate = (planned: (layoutModule: string) => void) => Promise<number>;

interface Bundling {
  provideLayout(source: string): void;
  done: Promise<void>;
  stop(): Promise<void>;
}

function startBundles(options: { clientOutDir: string; ssrOutDir: string; layoutModule: string }): Bundling {
  const worker = new Worker(new URL('./bundle-worker.mjs', import.meta.url), {
    workerData: { configFile: resolve('vite.config.ts'), ...options },
  });
  let provided = false;
  const done = new Promise<void>((finish, fail) => {
    worker.once('message', () => finish());
    worker.once('error', fail);
    worker.once('exit', (code) => fail(new Error(`The bundling worker stopped with code ${code} before it finished`)));
  });
  return {
    provideLayout(source) {
      if (provided) return;
      provided = true;
      worker.postMessage({ layout: source });
    },
    done,
    stop: async () => {
      done.catch(() => undefined);
      await worker.terminate();
    },
  };
}

/** Builds the site; undefined when `generate` reported errors (then nothing is built or changed). */
export async function buildSite(generate?: Generate): Promise<BuildTimings | undefined> {
  const started = performance.now();
  const generatedDir = generatedDirectory();
  const finalDir = resolve(process.env.SITE_OUT_DIR ?? 'dist');
  // Per process, like the work folder: a second build at the same time must not empty it.
  const ownSsrDir = !process.env.SITE_SSR_DIR;
  const ssrDir = resolve(process.env.SITE_SSR_DIR ?? `.cache/ssr-${process.pid}`);
  const workDir = workDirFor(finalDir);
  const layoutModule = join(generatedDir, 'layout.ts');
  await clearAbandonedWork(finalDir);
  await rm(workDir, { recursive: true, force: true });
  const bundles = startBundles({ clientOutDir: workDir, ssrOutDir: ssrDir, layoutModule });
  try {
    if (generate) {
      const code = await generate((source) => bundles.provideLayout(source));
      if (code !== 0) {
        await bundles.stop();
        await rm(workDir, { recursive: true, force: true });
        return undefined;
      }
    }
    // Without generate (or if it wrote nothing new), the layout on disk is the one to bundle.
    bundles.provideLayout(await readFile(layoutModule, 'utf8'));
    const generated = performance.now();
    // Each page's JSON (/_data/...) and the hashed images, served as they are.
    await Promise.all([bundles.done, linkTree(join(generatedDir, 'public'), workDir)]);
    const bundled = performance.now();
    const ssrEntry = join(ssrDir, 'entry-prerender.js');
    const { layoutData } = (await import(pathToFileURL(ssrEntry).href)) as { layoutData: LayoutData };
    const { pages } = await prerender({ distDir: workDir, generatedDir, ssrEntry, siteUrl: layoutData.site.url });
    await writeHostingFiles(workDir, layoutData.site.forms);
    const prerendered = performance.now();
    await swapIn(workDir, finalDir);
    const done = performance.now();
    return {
      pages,
      ms: done - started,
      steps: { generate: generated - started, bundles: bundled - started, prerender: prerendered - bundled, swap: done - prerendered },
    };
  } catch (error) {
    // dist/ is untouched; the half-built folder goes (the next build would clear it anyway).
    await bundles.stop();
    await rm(workDir, { recursive: true, force: true });
    throw error;
  } finally {
    if (ownSsrDir) await rm(ssrDir, { recursive: true, force: true });
  }
}

function generatedDirectory(): string {
  return resolve(process.env.SITE_GENERATED_DIR ?? 'site/generated');
}

/** `catalogue generate` in this process, as the CLI prints and exits it. */
function generateWith(catalogueDir: string): Generate {
  return (planned) =>
    catalogue(['node', 'catalogue', 'generate', '--catalogue', catalogueDir, '--out', generatedDirectory()], undefined, {
      onPlanned: (files: readonly OutputFile[]) => {
        const layout = files.find((file) => file.path === 'layout.ts');
        if (layout) planned(String(layout.content));
      },
    });
}

const USAGE = `Usage: npm run build -- [--catalogue DIR] [--no-generate]
       (the same as tsx scripts/build.ts [--catalogue DIR] [--no-generate])

Validates and generates the catalogue (as 'catalogue generate' does), then builds and prerenders
the site into dist/, with the headers hosts serve it with (dist/_headers for Netlify and
Cloudflare Pages, dist/_nginx.conf for nginx). Nothing is built if the catalogue has errors.

  --catalogue DIR   the catalogue folder (default: catalogue)
  --no-generate     build from the generated files already there

Exit codes: 0 built; 1 catalogue errors or a failed bundle or prerender (dist/ is left as it
was); 2 usage. DEBUG=1 adds the stack trace to a failure.
`;

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  let options: { catalogue: string; generate: boolean; help?: boolean };
  try {
    const { values } = parseArgs({
      options: { catalogue: { type: 'string', default: 'catalogue' }, 'no-generate': { type: 'boolean', default: false }, help: { type: 'boolean', short: 'h' } },
    });
    options = { catalogue: values.catalogue, generate: !values['no-generate'], help: values.help };
  } catch (error) {
    process.stderr.write(`build: ${(error as Error).message}\n\n${USAGE}`);
    process.exit(2);
  }
  if (options.help) {
    process.stdout.write(USAGE);
    process.exit(0);
  }
  let exitCode = 1;
  let result: BuildTimings | undefined;
  try {
    result = await buildSite(
      options.generate
        ? async (planned) => {
            exitCode = await generateWith(options.catalogue)(planned);
            return exitCode;
          }
        : undefined,
    );
  } catch (error) {
    // Vite's and the prerender's messages name the file and line; the stack only with DEBUG=1.
    const detail = error instanceof Error ? (process.env.DEBUG ? (error.stack ?? error.message) : error.message) : String(error);
    process.stderr.write(`build: the site was not built, and dist/ is as it was.\n${detail}\n`);
    process.exit(1);
  }
  if (!result) process.exit(exitCode);
  const { pages, ms, steps } = result;
  const s = (value: number) => `${(value / 1000).toFixed(2)} s`;
  console.log(
    `Built ${pages} pages into ${process.env.SITE_OUT_DIR ?? 'dist'}/ in ${s(ms)} (generate ${s(steps.generate)} and bundles ${s(steps.bundles)} side by side, prerender ${s(steps.prerender)}, swap ${s(steps.swap)})`,
  );
}
