// A prerender worker thread. Plain JavaScript because worker threads do not inherit tsx's loader
// on Node 20; tsx's API loads the TypeScript shard renderer instead.
import { parentPort, workerData } from 'node:worker_threads';
import { tsImport } from 'tsx/esm/api';

const { renderShard } = await tsImport('./prerender-shard.ts', import.meta.url);
parentPort.postMessage(await renderShard(workerData));
