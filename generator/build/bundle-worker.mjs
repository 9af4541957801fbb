// The client and SSR bundles, built in a worker thread so that they run beside `catalogue
// generate` on the main thread instead of after it. Plain JavaScript because worker threads do
// not inherit tsx's loader on Node 20 (Vite bundles vite.config.ts itself). Nothing here waits
// for generate: no generated file is bundled (the build hands the layout to the SSR entry with
// each page, and the client fetches it).
import { setInterval } from 'node:timers';
import { parentPort, workerData } from 'node:worker_threads';
import { build } from 'vite';

const { configFile, clientOutDir, ssrOutDir, beats } = workerData;
// A beat a second while this thread has a moment free (workers/pool.ts, `heartbeat`): code the
// bundler runs (vite.config.ts, a plugin, a .css.ts module vanilla-extract runs for the styles)
// that loops for ever stops the beats, and the build stops this thread and says so.
if (beats) setInterval(() => Atomics.add(beats, 0, 1), 1_000).unref();

await Promise.all([
  build({ configFile, logLevel: 'warn', build: { outDir: clientOutDir, emptyOutDir: false } }),
  build({ configFile, logLevel: 'warn', build: { ssr: true, outDir: ssrOutDir } }),
]);
parentPort.postMessage({ done: true });
