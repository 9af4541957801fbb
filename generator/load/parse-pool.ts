/**
 * Parses many files on every core. Plain files (plain-yaml.ts: nearly all of a catalogue) are read
 * here first, about 80,000 a second; yaml parses the others at about 6,000 small files a second
 * on one core, so many of them are split into batches shared between the main thread and
 * workers. Workers take a moment to start, so a few hundred are parsed on the main thread alone.
 */
import { availableParallelism } from 'node:os';
import { threadsFrom } from '../workers/compiled-workers.ts';
import { feedWorker, type FedWorker } from '../workers/pool.ts';
import { parsePlainFile, parseYamlFile, type FileToParse, type ParseResult } from './parse.ts';

/**
 * Below this many files, starting a worker costs more than it saves. Run from source, a worker
 * takes 250-400 ms to start here (it loads tsx), and the main thread parses about 5,000 files a
 * second. Measured on the shared 2-core machine: 1,000 files 200 ms alone against 609 ms with a
 * worker; 5,000 about even; 10,000 1.9 s alone against 1.4 s with one. Loading the compiled
 * CLI's workers' module instead, a worker is ready in about 90 ms (workers/compiled-workers.ts).
 */
export const WORKER_THRESHOLD = { fromSource: 4000, compiled: 1000 };
const BATCH_SIZE = 150;

export async function parseFiles(
  all: readonly FileToParse[],
  options: {
    workers?: number;
    mainThreadHelps?: boolean;
    /** Told how many more files are parsed, a batch at a time, whichever thread parsed them (for a progress line). */
    onParsed?: (count: number) => void;
  } = {},
): Promise<ParseResult[]> {
  const results = new Array<ParseResult>(all.length);
  const onParsed = options.onParsed ?? (() => {});
  let plainParsed = 0;
  // The plain files, here and now; the rest (by their place in `all`) go to yaml.
  const place: number[] = [];
  const entries: FileToParse[] = [];
  all.forEach((entry, at) => {
    const plain = parsePlainFile(entry);
    if (plain) {
      results[at] = plain;
      if (++plainParsed % BATCH_SIZE === 0) onParsed(BATCH_SIZE);
    } else {
      place.push(at);
      entries.push(entry);
    }
  });
  if (plainParsed % BATCH_SIZE > 0) onParsed(plainParsed % BATCH_SIZE);
  let next = 0;
  const takeBatch = (): Batch | undefined => {
    if (next >= entries.length) return undefined;
    const start = next;
    next = Math.min(entries.length, next + BATCH_SIZE);
    return { start, entries: entries.slice(start, next) };
  };

  const workerCount = options.workers ?? (entries.length >= threadsFrom(WORKER_THRESHOLD) ? availableParallelism() - 1 : 0);
  const keep = (start: number, parsed: ParseResult[]) => {
    parsed.forEach((result, i) => (results[place[start + i]!] = result));
    onParsed(parsed.length);
  };
  const parseHere = (batch: Batch) => {
    // Documents are not kept: holding thousands of trees costs more in garbage collection than
    // parsing again the few files that turn out to need one for a diagnostic.
    keep(batch.start, batch.entries.map((entry) => parseYamlFile(entry)));
  };
  const workers = Array.from({ length: Math.max(0, workerCount) }, () => runWorker(takeBatch, keep, parseHere));

  const mainThreadHelps = options.mainThreadHelps ?? true;
  for (let batch = mainThreadHelps || workers.length === 0 ? takeBatch() : undefined; batch; batch = takeBatch()) {
    parseHere(batch);
    // Let worker messages in between batches, so workers are never left waiting for work.
    await new Promise((resolve) => setImmediate(resolve));
  }
  // Nothing is left to hand out: a worker still starting up (on a busy machine that can take
  // longer than the whole parse) is stopped rather than waited for; one mid-batch is waited for.
  if (next >= entries.length) workers.forEach((worker) => worker.stopIfIdle());
  await Promise.all(workers.map((worker) => worker.done));
  return results;
}

interface Batch {
  start: number;
  entries: FileToParse[];
}
type BatchReply = { start: number; results: ParseResult[] };

/** Feeds batches to one worker until none are left; a worker that fails hands its batch back to the main thread. */
function runWorker(takeBatch: () => Batch | undefined, keep: (start: number, results: ParseResult[]) => void, parseHere: (batch: Batch) => void): FedWorker {
  return feedWorker<Batch, BatchReply>(new URL('./parse-worker.js', import.meta.url), 'A parse worker', takeBatch, (reply) => keep(reply.start, reply.results), parseHere);
}
