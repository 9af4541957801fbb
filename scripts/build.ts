/**
 * `npm run build`: `catalogue generate` (in this process: one start-up, not two), then the client
 * bundle and the SSR bundle (built side by side, while the generated public files are linked in),
 * then the prerender of every page, then the finished folder replaces dist/. SITE_GENERATED_DIR,
 * SITE_OUT_DIR and SITE_SSR_DIR point it elsewhere (tests, benchmarks).
 *
 *   tsx scripts/build.ts [--catalogue DIR] [--no-generate]
 */
import { rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { build } from 'vite';
import { main as catalogue } from '../generator/cli.ts';
import type { LayoutData } from '../site/page-types.ts';
import { clearAbandonedWork, linkTree, swapIn, workDirFor } from './build-output.ts';
import { prerender } from './prerender.ts';

// Set before React loads (in this thread and the prerender workers): its development build is far slower.
process.env.NODE_ENV = 'production';

export interface BuildTimings {
  pages: number;
  ms: number;
  /** Milliseconds per step, so a slow build says where its time went. */
  steps: { bundles: number; prerender: number; swap: number };
}

export async function buildSite(): Promise<BuildTimings> {
  const started = performance.now();
  const generatedDir = generatedDirectory();
  const finalDir = resolve(process.env.SITE_OUT_DIR ?? 'dist');
  // Per process, like the work folder: a second build at the same time must not empty it.
  const ownSsrDir = !process.env.SITE_SSR_DIR;
  const ssrDir = resolve(process.env.SITE_SSR_DIR ?? `.cache/ssr-${process.pid}`);
  const workDir = workDirFor(finalDir);
  const configFile = resolve('vite.config.ts');
  await clearAbandonedWork(finalDir);
  await rm(workDir, { recursive: true, force: true });
  try {
    await Promise.all([
      build({ configFile, logLevel: 'warn', build: { outDir: workDir, emptyOutDir: false } }),
      build({ configFile, logLevel: 'warn', build: { ssr: true, outDir: ssrDir } }),
      // Each page's JSON (/_data/...) and the hashed images, served as they are.
      linkTree(join(generatedDir, 'public'), workDir),
    ]);
    const bundled = performance.now();
    const ssrEntry = join(ssrDir, 'entry-prerender.js');
    const { layoutData } = (await import(pathToFileURL(ssrEntry).href)) as { layoutData: LayoutData };
    const { pages } = await prerender({ distDir: workDir, generatedDir, ssrEntry, siteUrl: layoutData.site.url });
    const prerendered = performance.now();
    await swapIn(workDir, finalDir);
    const done = performance.now();
    return { pages, ms: done - started, steps: { bundles: bundled - started, prerender: prerendered - bundled, swap: done - prerendered } };
  } catch (error) {
    // dist/ is untouched; the half-built folder goes (the next build would clear it anyway).
    await rm(workDir, { recursive: true, force: true });
    throw error;
  } finally {
    if (ownSsrDir) await rm(ssrDir, { recursive: true, force: true });
  }
}

function generatedDirectory(): string {
  return resolve(process.env.SITE_GENERATED_DIR ?? 'site/generated');
}

const USAGE = `Usage: tsx scripts/build.ts [--catalogue DIR] [--no-generate]

Validates and generates the catalogue (as 'catalogue generate' does), then builds and prerenders
the site into dist/. Nothing is built if the catalogue has errors.

  --catalogue DIR   the catalogue folder (default: catalogue)
  --no-generate     build from the generated files already there
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
  if (options.generate) {
    const code = await catalogue(['node', 'catalogue', 'generate', '--catalogue', options.catalogue, '--out', generatedDirectory()]);
    if (code !== 0) process.exit(code);
  }
  const { pages, ms, steps } = await buildSite();
  const s = (value: number) => `${(value / 1000).toFixed(2)} s`;
  console.log(
    `Built ${pages} pages into ${process.env.SITE_OUT_DIR ?? 'dist'}/ in ${s(ms)} (bundles ${s(steps.bundles)}, prerender ${s(steps.prerender)}, swap ${s(steps.swap)})`,
  );
}
