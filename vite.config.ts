import { resolve } from 'node:path';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** Where `npm run generate` wrote the site's data; tests point it at a fixture folder. */
export const generatedDir = resolve(process.env.SITE_GENERATED_DIR ?? 'site/generated');

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), vanillaExtractPlugin()],
  resolve: { alias: { '@generated': generatedDir } },
  // The generated public folder (each page's JSON and the hashed images) is linked into the
  // output by scripts/build.ts: far faster than Vite copying ten thousand files.
  publicDir: false,
  build: isSsrBuild
    ? {
        outDir: process.env.SITE_SSR_DIR ?? '.cache/ssr',
        emptyOutDir: true,
        ssr: true,
        // The shard renderer is bundled too, so prerender workers load plain JavaScript, no tsx.
        rollupOptions: {
          input: { 'entry-prerender': 'site/entry-prerender.tsx', 'prerender-shard': 'scripts/prerender-shard.ts' },
          output: { entryFileNames: '[name].js' },
        },
      }
    : {
        outDir: process.env.SITE_OUT_DIR ?? 'dist',
        emptyOutDir: true,
        manifest: true,
        assetsDir: 'assets',
        rollupOptions: { input: 'site/entry-client.tsx' },
      },
}));
