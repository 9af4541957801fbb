// A parse worker. It is plain JavaScript because a worker thread does not inherit the loader
// that lets the main thread import TypeScript: it loads the CLI's compiled workers' module when
// the CLI runs compiled (workers/compiled-workers.ts), else registers tsx itself, then does the work.
import { parentPort } from 'node:worker_threads';
import { workerCode } from '../workers/worker-code.mjs';

const { parseYamlFile } = await workerCode('./parse.ts', import.meta.url);

parentPort.on('message', (batch) => {
  const results = batch.entries.map((entry) => parseYamlFile(entry));
  parentPort.postMessage({ start: batch.start, results });
});
parentPort.postMessage('ready');
