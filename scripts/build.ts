/**
 * `npm run build` after `npm run generate`: the client bundle and the SSR bundle (built side by
 * side), then the prerender of every page. SITE_GENERATED_DIR and SITE_OUT_DIR point it elsewhere
 * (tests, benchmarks).
 */
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';
import type { LayoutData } from '../site/page-types.ts';
import { prerender } from './prerender.ts';

// Set before React loads (in this thread and the prerender workers): its development build is far slower.
process.env.NODE_ENV = 'production';

export async function buildSite(): Promise<{ pages: number; ms: number }> {
  const started = performance.now();
  const generatedDir = resolve(process.env.SITE_GENERATED_DIR ?? 'site/generated');
  const distDir = resolve(process.env.SITE_OUT_DIR ?? 'dist');
  const ssrDir = resolve(process.env.SITE_SSR_DIR ?? '.cache/ssr');
  const configFile = resolve('vite.config.ts');
  await Promise.all([
    build({ configFile, logLevel: 'warn' }),
    build({ configFile, logLevel: 'warn', build: { ssr: 'site/entry-prerender.tsx' } }),
  ]);
  const ssrEntry = resolve(ssrDir, 'entry-prerender.js');
  const { layoutData } = (await import(pathToFileURL(ssrEntry).href)) as { layoutData: LayoutData };
  const { pages } = await prerender({ distDir, generatedDir, ssrEntry, siteUrl: layoutData.site.url });
  return { pages, ms: performance.now() - started };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { pages, ms } = await buildSite();
  console.log(`Built ${pages} pages into ${process.env.SITE_OUT_DIR ?? 'dist'}/ in ${(ms / 1000).toFixed(2)} s`);
}
