// A thread that reads pages for the search index with page-analyser.ts, a batch at a time
// (search/analyse-pages.ts hands them out). Plain JavaScript: on Node 20 a worker thread does
// not inherit the loader that lets the main thread import TypeScript, so it loads the CLI's
// compiled workers' module when the CLI runs compiled (workers/compiled-workers.ts), else
// registers tsx itself.
import { parentPort } from 'node:worker_threads';
import { workerCode } from '../../workers/worker-code.mjs';

const { analysePage, analyserCaches, Declined } = await workerCode('./page-analyser.ts', import.meta.url);
const caches = analyserCaches();

parentPort.on('message', ({ start, pages }) => {
  const transfer = [];
  const results = pages.map(({ url, main }) => {
    const analysis = analysePage(url, main, caches);
    if (analysis instanceof Declined) return { declined: analysis.reason };
    for (const column of [analysis.fragment, analysis.locs, analysis.locEnds, analysis.locCounts, analysis.metaLocs, analysis.metaEnds]) transfer.push(column.buffer);
    return analysis;
  });
  parentPort.postMessage({ start, results }, transfer);
});
parentPort.postMessage('ready');
