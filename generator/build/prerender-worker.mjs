// A prerender worker thread. Plain JavaScript because worker threads do not inherit tsx's loader
// on Node 20. The build bundles the shard renderer beside the SSR entry, so a worker normally
// loads plain JavaScript; only a TypeScript shard (no bundle) goes through tsx's API.
import { parentPort, workerData } from 'node:worker_threads';
import { pathToFileURL } from 'node:url';

const { shard, job } = workerData;
const { renderShard } = shard.endsWith('.ts')
  ? await (await import('tsx/esm/api')).tsImport(pathToFileURL(shard).href, import.meta.url)
  : await import(pathToFileURL(shard).href);
parentPort.postMessage(await renderShard(job));
