import { createRequire } from 'node:module';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type PluginOption } from 'vite';
import { createAppChunking } from './generator/build/app-chunks.ts';
import { builtStyles } from './generator/build/styles-plugin.ts';
import { inGeneratedFolder, inToolFolder, inWorkFolder, isBuiltSite } from './generator/dev/watch-rules.ts';

/** Where `catalogue generate` writes the site's data. */
export const generatedDir = resolve('site/generated');

/** The project's own folder, wherever it is kept: the watcher's rules are relative to it. */
const projectDir = dirname(fileURLToPath(import.meta.url));

/**
 * What the dev server never watches: build output, caches and benchmark sandboxes churn while
 * staff work and are not the site's source; nor are the generated folder and the staging folders
 * `catalogue generate` swaps it with (.generated.new-*, .generated.old-*), ten thousand adds and
 * deletes on every run; nor a build's work folder beside its output (.dist.building-<pid>, the
 * whole site, whose pages would reload the open page) and the old output it moves aside, nor a
 * site built into a folder of any other name. Set here, not only by the dev plugin, because
 * vanilla-extract's compiler starts a Vite server of its own from this file: without them it
 * crawled every file under the project (a 10,000-product dist/, a 50,000-product sandbox) each
 * time `npm run dev` started. Tests of a path, not globs (generator/dev/watch-rules.ts): a glob
 * matched a folder named dist above the project too, and every save there went unseen.
 */
export const watchIgnored = [inToolFolder(projectDir), inWorkFolder, inGeneratedFolder(generatedDir), isBuiltSite];

/**
 * react-router's package exports name only its development build (warnings and checks), with no
 * `production` condition, so production builds point at its production build by hand.
 */
const reactRouterProduction = [
  { find: /^react-router$/, replacement: resolve('node_modules/react-router/dist/production/index.mjs') },
  { find: /^react-router\/dom$/, replacement: resolve('node_modules/react-router/dist/production/dom-export.mjs') },
];

/** vanilla-extract's Vite plugin, loaded only by the dev server: its code and compiler took some 0.14 s of every bundling to load. */
function devStyles(): PluginOption {
  const { vanillaExtractPlugin } = createRequire(import.meta.url)('@vanilla-extract/vite-plugin') as typeof import('@vanilla-extract/vite-plugin');
  return vanillaExtractPlugin();
}

/** The app in one file; each kind of page, and what kinds share, in files of their own (generator/build/app-chunks.ts). */
const appChunkOf = createAppChunking(/[\\/]site[\\/]hydrate\.tsx$/, /[\\/]site[\\/]pages[\\/]renderers\.ts$/);

export default defineConfig(({ command, isSsrBuild, mode }) => ({
  // The styles: the dev server has vanilla-extract's plugin (loaded only there), for its updates in
  // place; a build compiles them for the client and only names them for the SSR bundle, without
  // that plugin's compiler (a Vite server of its own): generator/build/styles-plugin.ts.
  plugins: [react(), command === 'serve' ? devStyles() : builtStyles({ ssr: Boolean(isSsrBuild) })],
  resolve: { alias: mode === 'production' ? reactRouterProduction : [] },
  // Bundled into the prerender's code, so Node there runs the production build too, not the one its exports name.
  ssr: { noExternal: mode === 'production' ? ['react-router', 'react-router-dom'] : [] },
  // The generated public folder (each page's JSON and the hashed images) is linked into the
  // output by generator/build/build.ts: far faster than Vite copying ten thousand files.
  publicDir: false,
  server: { watch: { ignored: watchIgnored } },
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
        assetsDir: 'assets',
        rollupOptions: {
          input: 'site/entry-client.tsx',
          output: {
            codeSplitting: {
              // A module the entry and the app share stays in the entry, not pulled into the app's file.
              includeDependenciesRecursively: false,
              groups: [{ name: (id, ctx) => appChunkOf(id, ctx), debugName: 'app' }],
            },
          },
        },
      },
}));
