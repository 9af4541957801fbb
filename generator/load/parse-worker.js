// A parse worker. It is plain JavaScript because a worker thread does not inherit the loader
// that lets the main thread import TypeScript; it registers tsx itself, then does the work.
import { parentPort } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
const { parseYamlFile } = await import('./parse.ts');

parentPort.on('message', (batch) => {
  const results = batch.entries.map((entry) => parseYamlFile(entry));
  parentPort.postMessage({ start: batch.start, results });
});
parentPort.postMessage('ready');
