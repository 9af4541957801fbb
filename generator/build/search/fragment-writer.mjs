// A thread that writes the search index's fragments (search-index.ts), each as the picture
// cache links an entry into a site (images/cache.ts linkIntoSync): linked from the cache when it
// holds the same bytes, otherwise written and linked into the cache. A first build at 10,000
// pages writes 10,000 of them, about 2 s of system time, here while the build's thread assembles
// and stores the index. Plain JavaScript: on Node 20 a thread does not inherit tsx's loader, so
// it loads the CLI's compiled workers' module when the CLI runs compiled
// (workers/compiled-workers.ts), else registers tsx itself.
import { parentPort } from 'node:worker_threads';
import { workerCode } from '../../workers/worker-code.mjs';

const { linkIntoSync } = await workerCode('../../images/cache.ts', import.meta.url);

parentPort.on('message', ({ fragments }) => {
  if (!fragments) return parentPort.close();
  for (const [entry, bytes, target] of fragments) linkIntoSync(entry, bytes, target);
  parentPort.postMessage({ written: fragments.length });
});
parentPort.postMessage('ready');
