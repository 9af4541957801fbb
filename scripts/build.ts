/**
 * `npm run build` after `npm run generate`: the client bundle and the SSR bundle (built side by
 * side, while the generated public files are linked in), then the prerender of every page, then
 * the finished folder replaces dist/. SITE_GENERATED_DIR and SITE_OUT_DIR point it elsewhere
 * (tests, benchmarks).
 */
import { rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';
import type { LayoutData } from '../site/page-types.ts';
import { linkTree, swapIn, workDirFor } from './build-output.ts';
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
  const generatedDir = resolve(process.env.SITE_GENERATED_DIR ?? 'site/generated');
  const finalDir = resolve(process.env.SITE_OUT_DIR ?? 'dist');
  const ssrDir = resolve(process.env.SITE_SSR_DIR ?? '.cache/ssr');
  const workDir = workDirFor(finalDir);
  const configFile = resolve('vite.config.ts');
  await rm(workDir, { recursive: true, force: true });
  await Promise.all([
    build({ configFile, logLevel: 'warn', build: { outDir: workDir, emptyOutDir: false } }),
    build({ configFile, logLevel: 'warn', build: { ssr: 'site/entry-prerender.tsx', outDir: ssrDir } }),
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
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { pages, ms, steps } = await buildSite();
  const s = (value: number) => `${(value / 1000).toFixed(2)} s`;
  console.log(
    `Built ${pages} pages into ${process.env.SITE_OUT_DIR ?? 'dist'}/ in ${s(ms)} (bundles ${s(steps.bundles)}, prerender ${s(steps.prerender)}, swap ${s(steps.swap)})`,
  );
}
