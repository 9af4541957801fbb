// A parse worker. It is plain JavaScript because a worker thread does not inherit the loader
// that lets the main thread import TypeScript: it loads the CLI's compiled workers' module when
// the CLI runs compiled (workers/compiled-workers.ts), else registers tsx itself, then does the work.
import process from 'node:process';
import { parentPort } from 'node:worker_threads';

const compiled = process.env.CATALOGUE_COMPILED_WORKERS;
const { parseYamlFile } = compiled ? await import(compiled) : await fromSource();

async function fromSource() {
  const { register } = await import('tsx/esm/api');
  register();
  return import('./parse.ts');
}

parentPort.on('message', (batch) => {
  const results = batch.entries.map((entry) => parseYamlFile(entry));
  parentPort.postMessage({ start: batch.start, results });
});
parentPort.postMessage('ready');
