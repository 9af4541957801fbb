/**
 * Parses many files on every core. yaml parses about 6,000 small files a second on one core,
 * so a large catalogue is split into batches shared between the main thread and workers.
 * Workers take a moment to start, so small catalogues are parsed on the main thread alone.
 */
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';

import { parseCatalogueFile, type FileToParse, type ParseResult } from './parse.ts';

/** Below this many files, starting a worker costs more than it saves. */
export const WORKER_THRESHOLD = 600;
const BATCH_SIZE = 150;

export async function parseFiles(entries: readonly FileToParse[], options: { workers?: number; mainThreadHelps?: boolean } = {}): Promise<ParseResult[]> {
  const results = new Array<ParseResult>(entries.length);
  let next = 0;
  const takeBatch = (): Batch | undefined => {
    if (next >= entries.length) return undefined;
    const start = next;
    next = Math.min(entries.length, next + BATCH_SIZE);
    return { start, entries: entries.slice(start, next) };
  };

  const workerCount = options.workers ?? (entries.length >= WORKER_THRESHOLD ? availableParallelism() - 1 : 0);
  const parseHere = (batch: Batch) => {
    // Documents are not kept: holding thousands of trees costs more in garbage collection than
    // parsing again the few files that turn out to need one for a diagnostic.
    batch.entries.forEach((entry, i) => (results[batch.start + i] = parseCatalogueFile(entry)));
  };
  const workers = Array.from({ length: Math.max(0, workerCount) }, () => runWorker(takeBatch, results, parseHere));

  const mainThreadHelps = options.mainThreadHelps ?? true;
  for (let batch = mainThreadHelps || workers.length === 0 ? takeBatch() : undefined; batch; batch = takeBatch()) {
    parseHere(batch);
    // Let worker messages in between batches, so workers are never left waiting for work.
    await new Promise((resolve) => setImmediate(resolve));
  }
  await Promise.all(workers);
  return results;
}

interface Batch {
  start: number;
  entries: FileToParse[];
}
type BatchReply = { start: number; results: ParseResult[] };

/** Feeds batches to one worker until none are left. A worker that fails hands its batch back to the main thread. */
function runWorker(takeBatch: () => Batch | undefined, results: ParseResult[], parseHere: (batch: Batch) => void): Promise<void> {
  return new Promise((resolve) => {
    let current: Batch | undefined;
    let finished = false;
    const finish = () => {
      if (finished) return;
      finished = true;
      void worker.terminate().finally(resolve);
    };
    const worker = new Worker(new URL('./parse-worker.js', import.meta.url));
    worker.unref();
    worker.on('message', (message: 'ready' | BatchReply) => {
      if (message !== 'ready') message.results.forEach((result, i) => (results[message.start + i] = result));
      current = takeBatch();
      if (current) worker.postMessage(current);
      else finish();
    });
    worker.on('error', () => {
      if (current) parseHere(current);
      current = undefined;
      finish();
    });
    worker.on('exit', () => {
      if (current) parseHere(current);
      current = undefined;
      finish();
    });
  });
}
