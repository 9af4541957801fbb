// A prerender worker thread. Plain JavaScript because worker threads do not inherit tsx's loader
// on Node 20. The build bundles the shard renderer beside the SSR entry, so a worker normally
// loads plain JavaScript; only a TypeScript shard (no bundle) goes through tsx's API.
//
// Given its pages (`job`), it renders them and posts the result. Started ahead of need (`warm`:
// the SSR entry it will likely render with), it loads that entry and renders the 404 page and the
// pages of `warmUp` (with the last build's layout) unwritten while the build generates, says
// 'warm', then waits for its job as a message.
// A job that comes while it warms up ends the warm-up (warmUp's `jobWaiting`): it is rendered at once.
import { parentPort, receiveMessageOnPort, workerData } from 'node:worker_threads';
import { pathToFileURL } from 'node:url';

const { shard, job, warm, warmUp: warmOn, warmFlag, warmDoing } = workerData;
const { renderShard, warmUp } = shard.endsWith('.ts')
  ? await (await import('tsx/esm/api')).tsImport(pathToFileURL(shard).href, import.meta.url)
  : await import(pathToFileURL(shard).href);
if (job) {
  parentPort.postMessage(await renderShard(job));
} else {
  /** The job, when it came during the warm-up (taken from the port, so it is not heard again below). */
  let early;
  await warmUp(warm, warmOn, () => (early ??= receiveMessageOnPort(parentPort)) !== undefined, warmDoing);
  // Raised here, for a thread waiting on it (the build's disk check): the build's own thread hears 'warm' only when it is next free.
  if (warmFlag) {
    Atomics.store(warmFlag, 0, 1);
    Atomics.notify(warmFlag, 0);
  }
  parentPort.postMessage('warm');
  if (early) parentPort.postMessage(await renderShard(early.message));
  else parentPort.once('message', async (message) => parentPort.postMessage(await renderShard(message)));
}
