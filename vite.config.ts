import { resolve } from 'node:path';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** Where `catalogue generate` writes the site's data (the build and dev server serve '@generated/layout' themselves). */
export const generatedDir = resolve('site/generated');

/**
 * react-router's package exports name only its development build (warnings and checks), with no
 * `production` condition, so production builds point at its production build by hand.
 */
const reactRouterProduction = [
  { find: /^react-router$/, replacement: resolve('node_modules/react-router/dist/production/index.mjs') },
  { find: /^react-router\/dom$/, replacement: resolve('node_modules/react-router/dist/production/dom-export.mjs') },
];

export default defineConfig(({ isSsrBuild, mode }) => ({
  plugins: [react(), vanillaExtractPlugin()],
  resolve: { alias: [{ find: '@generated', replacement: generatedDir }, ...(mode === 'production' ? reactRouterProduction : [])] },
  // Bundled into the prerender's code, so Node there runs the production build too, not the one its exports name.
  ssr: { noExternal: mode === 'production' ? ['react-router', 'react-router-dom'] : [] },
  // The generated public folder (each page's JSON and the hashed images) is linked into the
  // output by generator/build/build.ts: far faster than Vite copying ten thousand files.
  publicDir: false,
  build: isSsrBuild
    ? {
        outDir: '.cache/ssr',
        emptyOutDir: true,
        ssr: true,
        // The shard renderer is bundled too, so prerender workers load plain JavaScript, no tsx.
        rollupOptions: {
          input: { 'entry-prerender': 'site/entry-prerender.tsx', 'prerender-shard': 'generator/build/prerender-shard.ts' },
          output: { entryFileNames: '[name].js' },
        },
      }
    : {
        outDir: 'dist',
        emptyOutDir: true,
        manifest: true,
        // Every page links the styles of all the app's code, including what loads on demand (the
        // forms, search results), so one stylesheet: split, Rolldown gave the theme's variables a
        // file of their own once two on-demand chunks shared code, one more request on every page.
        cssCodeSplit: false,
        assetsDir: 'assets',
        rollupOptions: { input: 'site/entry-client.tsx' },
      },
}));
