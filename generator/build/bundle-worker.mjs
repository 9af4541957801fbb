// The client and SSR bundles, built in a worker thread so that they run beside `catalogue
// generate` on the main thread instead of after it. Plain JavaScript because worker threads do
// not inherit tsx's loader on Node 20 (Vite bundles vite.config.ts itself).
//
// The bundles need one generated file, layout.ts. The main thread posts its text as soon as
// generate has planned it ({ layout }), and this worker serves it from memory under its real
// path, so bundling never waits for generate to write ten thousand page files.
import { setInterval } from 'node:timers';
import { parentPort, workerData } from 'node:worker_threads';
import path from 'node:path';
import { build } from 'vite';

const { configFile, clientOutDir, ssrOutDir, layoutModule, beats } = workerData;
// A beat a second while this thread has a moment free (workers/pool.ts, `heartbeat`): code the
// bundler runs (vite.config.ts, a plugin, a .css.ts module vanilla-extract runs for the styles)
// that loops for ever stops the beats, and the build stops this thread and says so.
if (beats) setInterval(() => Atomics.add(beats, 0, 1), 1_000).unref();

let provide;
const layoutSource = new Promise((resolve) => (provide = resolve));
// Once: a listener left on parentPort would keep this thread, and so the build, alive.
parentPort.once('message', (message) => provide(String(message.layout)));

const withoutExtension = layoutModule.replace(/\.ts$/, '');
// vite.config.ts points '@generated' at site/generated; a build may generate elsewhere.
const generated = { resolve: { alias: { '@generated': path.dirname(layoutModule) } } };

/** '@generated/layout' (before or after vite.config.ts's alias) is the text generate planned. */
const plannedLayout = {
  name: 'planned-generated-layout',
  enforce: 'pre',
  resolveId(source) {
    return source === '@generated/layout' || source === withoutExtension || source === layoutModule ? layoutModule : undefined;
  },
  load(id) {
    return id === layoutModule ? layoutSource : undefined;
  },
};

await Promise.all([
  build({ configFile, logLevel: 'warn', ...generated, plugins: [plannedLayout], build: { outDir: clientOutDir, emptyOutDir: false } }),
  build({ configFile, logLevel: 'warn', ...generated, plugins: [plannedLayout], build: { ssr: true, outDir: ssrOutDir } }),
]);
parentPort.postMessage({ done: true });
