// How a worker thread that runs the CLI's own code loads it (compiled-workers.ts): the CLI's
// compiled workers' module when the CLI runs compiled (its thread's environment names it), else
// the TypeScript module `source` (relative to the worker script's URL, `base`) through tsx,
// registered in this thread. Plain JavaScript: on Node 20 a worker thread does not inherit the
// loader that lets the main thread import TypeScript. Types: worker-code.d.mts.
import process from 'node:process';
import { URL } from 'node:url';

export async function workerCode(source, base) {
  const compiled = process.env.CATALOGUE_COMPILED_WORKERS;
  if (compiled) return import(compiled);
  const { register } = await import('tsx/esm/api');
  register();
  return import(new URL(source, base).href);
}
