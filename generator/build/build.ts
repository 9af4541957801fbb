/**
 * `catalogue build` (and `npm run build`): generate on the main thread while a worker thread
 * builds the client and SSR bundles from the layout generate has planned (bundle-worker.mjs);
 * then the generated public files are linked in, every page is prerendered, the hosting headers
 * are written (_headers, _nginx.conf: generator/hosting/), and the finished folder replaces dist/. Nothing is built or changed when the catalogue has errors.
 */
import { readFile, rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { PrerenderEntry } from '../../contract/render.ts';
import { hasErrors, planGenerate, writeGenerate, type GenerateResult } from '../pipeline.ts';
import { startWorker } from '../workers/pool.ts';
import { clearAbandonedSsr, clearAbandonedWork, linkTree, ssrDirFor, swapIn, workDirFor } from './output.ts';
import { writeHostingFiles } from '../hosting/write.ts';
import { prerender } from './prerender.ts';
import { buildSearchIndex, type SearchIndexResult } from './search-index.ts';

export interface BuildOptions {
  catalogueDir: string;
  /** Where generate writes (site/generated). */
  generatedDir: string;
  /** The finished site (dist). */
  outDir: string;
  /** False to build from the generated files already there. */
  generate: boolean;
  /** Reuse parse results of unchanged files (default true). */
  cache?: boolean;
}

export interface BuildResult {
  /** What generate found and wrote; absent with `generate: false`. */
  generated?: GenerateResult;
  /** Absent when the catalogue had errors (then nothing was built or changed). */
  built?: BuildTimings;
}

export interface BuildTimings {
  pages: number;
  ms: number;
  /** Milliseconds per step, so a slow build says where its time went. */
  steps: { generate: number; bundles: number; prerender: number; search: number; swap: number };
  /** The site search's index in dist/pagefind/. */
  search: SearchIndexResult;
}

interface Bundling {
  provideLayout(source: string): void;
  done: Promise<void>;
  stop(): Promise<void>;
}

function startBundles(options: { clientOutDir: string; ssrOutDir: string; layoutModule: string }): Bundling {
  const worker = startWorker<unknown>(new URL('./bundle-worker.mjs', import.meta.url), {
    name: 'The bundling worker',
    workerData: { configFile: resolve('vite.config.ts'), ...options },
  });
  // Handled here too: a failure the build never waits for (it stopped for catalogue errors) is not news.
  const done = worker.result.then(() => undefined);
  done.catch(() => undefined);
  let provided = false;
  return {
    provideLayout(source) {
      if (provided) return;
      provided = true;
      worker.post({ layout: source });
    },
    done,
    stop: () => worker.stop(),
  };
}

/** Builds the site; `onGenerated` sees generate's result as soon as it is known (to print it). */
export async function buildSite(options: BuildOptions, onGenerated: (result: GenerateResult) => void = () => {}): Promise<BuildResult> {
  // Set before React loads (in this thread and the workers): its development build is far slower.
  process.env.NODE_ENV = 'production';
  const started = performance.now();
  const generatedDir = resolve(options.generatedDir);
  const finalDir = resolve(options.outDir);
  const ssrDir = ssrDirFor();
  const workDir = workDirFor(finalDir);
  const layoutModule = join(generatedDir, 'layout.ts');
  await Promise.all([clearAbandonedWork(finalDir), clearAbandonedSsr()]);
  await rm(workDir, { recursive: true, force: true });
  const bundles = startBundles({ clientOutDir: workDir, ssrOutDir: ssrDir, layoutModule });
  let generated: GenerateResult | undefined;
  try {
    if (options.generate) {
      const plan = await planGenerate(options.catalogueDir, generatedDir, { cache: options.cache ?? true });
      const layout = plan.outputs?.find((file) => file.path === 'layout.ts');
      if (layout) bundles.provideLayout(String(layout.content));
      generated = await writeGenerate(plan);
      onGenerated(generated);
      if (hasErrors(generated)) {
        await bundles.stop();
        await rm(workDir, { recursive: true, force: true });
        return { generated };
      }
    }
    // Without generate, the layout on disk is the one to bundle.
    bundles.provideLayout(await readFile(layoutModule, 'utf8'));
    const afterGenerate = performance.now();
    // Each page's JSON (/_data/...) and the hashed images, served as they are.
    await Promise.all([bundles.done, linkTree(join(generatedDir, 'public'), workDir)]);
    const bundled = performance.now();
    const ssrEntry = join(ssrDir, 'entry-prerender.js');
    const { layoutData } = (await import(pathToFileURL(ssrEntry).href)) as PrerenderEntry;
    const { pages } = await prerender({ distDir: workDir, generatedDir, ssrEntry, siteUrl: layoutData.site.url });
    await writeHostingFiles(workDir, layoutData.site.forms);
    const prerendered = performance.now();
    const search = await buildSearchIndex(workDir);
    const indexed = performance.now();
    await swapIn(workDir, finalDir);
    const done = performance.now();
    return {
      ...(generated ? { generated } : {}),
      built: {
        pages,
        ms: done - started,
        steps: {
          generate: afterGenerate - started,
          bundles: bundled - started,
          prerender: prerendered - bundled,
          search: indexed - prerendered,
          swap: done - indexed,
        },
        search,
      },
    };
  } catch (error) {
    // dist/ is untouched; the half-built folder goes (the next build would clear it anyway).
    await bundles.stop();
    await rm(workDir, { recursive: true, force: true });
    throw error;
  } finally {
    await rm(ssrDir, { recursive: true, force: true });
  }
}

/** One line saying what was built and where the time went. */
export function builtLine({ pages, ms, steps, search }: BuildTimings, outDir: string): string {
  const s = (value: number) => `${(value / 1000).toFixed(2)} s`;
  const kb = `${Math.round(search.bytes / 1024)} KB`;
  return (
    `Built ${pages} pages into ${outDir}/ in ${s(ms)} (generate ${s(steps.generate)} and bundles ${s(steps.bundles)} side by side, ` +
    `prerender ${s(steps.prerender)}, search index of ${search.pages} pages ${s(steps.search)} and ${kb}, swap ${s(steps.swap)})\n`
  );
}
