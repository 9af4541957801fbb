/**
 * Reads many pages for the search index (page-analyser.ts) on every core: the build's thread
 * takes batches of them, and past a few hundred pages a worker thread takes batches too
 * (analyser-worker.mjs). A worker is ready in about 90 ms when it loads the compiled CLI's
 * workers' module (workers/compiled-workers.ts), about as long as this thread takes to read a
 * hundred pages; run from source it loads tsx, a quarter of a second, and is started only past a
 * few thousand.
 */
import { availableParallelism } from 'node:os';
import { threadsFrom } from '../../workers/compiled-workers.ts';
import { feedWorker, type FedWorker } from '../../workers/pool.ts';
import { analysePage, analyserCaches, Declined, type AnalyserCaches } from './page-analyser.ts';
import type { PageAnalysis } from './pagefind-format.ts';

export interface PageToAnalyse {
  /** The page's URL as Pagefind gives it ('/timber/plywood/'). */
  url: string;
  /** Its <main>, as search reads it (indexed-main.ts). */
  main: string;
}

/** Below this many pages the build's thread reads them alone. */
export const WORKERS_FROM = { fromSource: 3000, compiled: 400 };
const BATCH = 128;

/** Caches kept by the build's thread between calls (a rebuild reads a handful of pages; a word seen once is worked out once). */
let hereCaches: AnalyserCaches | undefined;

/**
 * The analyses of `count` pages, each one or why it is left to Pagefind, in order. The pages are
 * had a batch at a time from `pagesOf` (pages `start` to `end`), so that their <main>s are never
 * all held at once.
 */
export async function analyseAll(
  count: number,
  pagesOf: (start: number, end: number) => Promise<PageToAnalyse[]>,
  options: {
    workers?: number;
    /** False to leave every batch to the workers (tests). */
    here?: boolean;
    /** Told each batch's page count as its results come in, whoever read it (for a progress line). */
    onRead?: (pages: number) => void;
  } = {},
): Promise<(PageAnalysis | Declined)[]> {
  const results = new Array<PageAnalysis | Declined>(count);
  const onRead = options.onRead ?? (() => {});
  const caches = (hereCaches ??= analyserCaches());
  let next = 0;
  const take = async (): Promise<Batch | undefined> => {
    if (next >= count) return undefined;
    const start = next;
    next = Math.min(count, next + BATCH);
    return { start, pages: await pagesOf(start, next) };
  };
  const readHere = (batch: { start: number; pages: PageToAnalyse[] }) => {
    batch.pages.forEach(({ url, main }, at) => (results[batch.start + at] = analysePage(url, main, caches)));
    onRead(batch.pages.length);
  };
  const workerCount = options.workers ?? (count >= threadsFrom(WORKERS_FROM) ? availableParallelism() - 1 : 0);
  const workers = Array.from({ length: Math.max(0, workerCount) }, () => runWorker(take, results, readHere, onRead));
  for (let batch = options.here === false && workers.length > 0 ? undefined : await take(); batch; batch = await take()) {
    readHere(batch);
    // Worker replies come in between batches, so a worker is never left waiting for its next.
    await new Promise((resolve) => setImmediate(resolve));
  }
  // Nothing is left to hand out: a worker still starting is stopped rather than waited for.
  if (next >= count) workers.forEach((worker) => worker.stopIfIdle());
  await Promise.all(workers.map((worker) => worker.done));
  return results;
}

type Batch = { start: number; pages: PageToAnalyse[] };
type Reply = { start: number; results: (PageAnalysis | { declined: string })[] };

/** Feeds batches to one worker until none are left; a worker that fails hands its batch back to this thread. */
function runWorker(take: () => Promise<Batch | undefined>, results: (PageAnalysis | Declined)[], readHere: (batch: Batch) => void, onRead: (pages: number) => void): FedWorker {
  const keep = (reply: Reply) => {
    reply.results.forEach((result, at) => (results[reply.start + at] = 'declined' in result ? new Declined(result.declined) : result));
    onRead(reply.results.length);
  };
  return feedWorker<Batch, Reply>(new URL('./analyser-worker.mjs', import.meta.url), 'A search analyser thread', take, keep, readHere);
}
