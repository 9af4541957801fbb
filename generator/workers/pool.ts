/**
 * Starting a worker thread and hearing how it ends, shared by the parse pool (load/), the
 * bundling worker and the prerender workers (build/). A worker's first message is its result; an
 * error, or an exit before that message, is its failure; either way `ended` settles, so a caller
 * can hand back unfinished work. Worker scripts are plain JavaScript: on Node 20 a thread does not
 * inherit the loader that lets the main thread import TypeScript. A thread that runs the CLI's own
 * code loads it compiled when the CLI runs compiled (compiled-workers.ts).
 */
import v8 from 'node:v8';
import { Worker, type ResourceLimits } from 'node:worker_threads';
import { grouped } from '../diagnostics/format/grouped.ts';
import { workerEnv } from './compiled-workers.ts';

export interface WorkerStart {
  /** Named in the error when the thread stops early: 'The bundling worker', 'A prerender worker'. */
  name: string;
  workerData?: unknown;
  env?: NodeJS.ProcessEnv;
  /** Every message the worker sends, the first (its result) included. */
  onMessage?: (message: unknown) => void;
  /** The worker's error, when it fails (after its first message too, when `result` has settled already). */
  onError?: (error: Error) => void;
  /** True to let the process end while this thread is still shutting down. */
  unref?: boolean;
  /**
   * For a thread that beats (BEAT_MS): stopped, its result rejected with `stuck` (a sentence), once it has
   * not beaten for `limitMs`, that is when its code has kept it busy without a break that long (a
   * loop that never ends, which nothing in the thread itself can end). The beats go to the thread
   * as its workerData's `beats`, so workerData must be an object or absent.
   */
  heartbeat?: { limitMs: number; stuck: string };
  /** Said after the name when the thread runs out of memory: what may hold too much (a sentence). */
  outOfMemory?: string;
  /** The thread's heap limits (tests: a small one runs out in a moment); by default the process's. */
  resourceLimits?: ResourceLimits;
}

/**
 * What a thread started with `heartbeat` runs, in its own words (plain JavaScript):
 * `if (workerData?.beats) setInterval(() => Atomics.add(workerData.beats, 0, 1), BEAT_MS).unref();`
 * A timer, so it beats only while the thread's event loop is free: waiting, or between tasks.
 */
export const BEAT_MS = 1_000;

export interface StartedWorker<Result> {
  /**
   * The worker's first message. Rejects with the worker's error, or when it exits before sending
   * one. A rejection nobody waits for (a worker stopped on purpose) is never reported as unhandled.
   */
  result: Promise<Result>;
  /** Settles, never rejecting, once the thread has failed or exited. */
  ended: Promise<void>;
  post(message: unknown): void;
  /** Whether the thread keeps the process running (as a thread started without `unref` does): held while it owes an answer. */
  hold(held: boolean): void;
  /** Stops the thread; `result` then rejects unless it had already arrived. */
  stop(): Promise<void>;
}

/** Node's error code for a thread it ended because its heap reached its limit. */
const OUT_OF_MEMORY = 'ERR_WORKER_OUT_OF_MEMORY';

/**
 * A thread that ran out of memory, which Node ends itself: left alone, all the build said was
 * "Worker terminated due to reaching memory limit: JS heap out of memory". The message names the
 * thread, what may hold too much and how to give the threads more; `code` stays Node's.
 */
export class WorkerOutOfMemory extends Error {
  readonly code = OUT_OF_MEMORY;
}

/**
 * A thread's heap limit, and how a command (npm run build, npm run dev) gives its threads more
 * memory when what they hold is not a mistake. `limitMb`: the limit the thread was started with, if any; otherwise the process's,
 * which its threads share (Node's flag sets both).
 */
export function moreMemory(limitMb?: number): string {
  const limit = limitMb ?? Math.round(v8.getHeapStatistics().heap_size_limit / 2 ** 20);
  return `Its limit is about ${grouped(limit)} MB; should it really need more, raise it by starting the command with NODE_OPTIONS=--max-old-space-size=${limit * 2} (in MB).`;
}

/** Whether `error` is a thread's running out of memory (Node's error, or WorkerOutOfMemory). */
export function isOutOfMemory(error: unknown): boolean {
  return (error as { code?: unknown } | undefined)?.code === OUT_OF_MEMORY;
}

/** The code a thread exits with when a top-level await of a module it loads can never settle (Node's exit code 13). */
const UNSETTLED_AWAIT = 13;
/** Why, in words: the thread had nothing left to do but wait. */
const NEVER_LOADED =
  "the code it loaded never finished loading: a top-level 'await' in it (or in a module it imports) waits for something that never happens (exit code 13)";

export function startWorker<Result>(script: URL, options: WorkerStart): StartedWorker<Result> {
  // Each thread is told of the compiled module of the CLI's code, if any (compiled-workers.ts).
  const beats = options.heartbeat && new Int32Array(new SharedArrayBuffer(Int32Array.BYTES_PER_ELEMENT));
  const workerData = beats ? { ...(options.workerData as object | undefined), beats } : options.workerData;
  const worker = new Worker(script, { workerData, env: workerEnv(options.env ?? process.env), ...(options.resourceLimits ? { resourceLimits: options.resourceLimits } : {}) });
  if (options.unref) worker.unref();
  let endedNow = () => {};
  const ended = new Promise<void>((resolve) => (endedNow = resolve));
  const result = new Promise<Result>((resolve, reject) => {
    if (beats && options.heartbeat) watchBeats(beats, options.heartbeat.limitMs, ended, () => {
      reject(new Error(`${options.name} was stopped after ${inSeconds(options.heartbeat!.limitMs)} without a break. ${options.heartbeat!.stuck}`));
      void worker.terminate();
    });
    worker.on('message', (message: unknown) => {
      resolve(message as Result);
      options.onMessage?.(message);
    });
    worker.once('error', (thrown) => {
      const error = isOutOfMemory(thrown)
        ? new WorkerOutOfMemory(`${options.name} ran out of memory.${options.outOfMemory ? ` ${options.outOfMemory}` : ''} ${moreMemory(options.resourceLimits?.maxOldGenerationSizeMb)}`)
        : thrown;
      reject(error);
      options.onError?.(error);
      endedNow();
    });
    worker.once('exit', (code) => {
      reject(new Error(code === UNSETTLED_AWAIT ? `${options.name} stopped before it finished: ${NEVER_LOADED}` : `${options.name} stopped with code ${code} before it finished`));
      endedNow();
    });
  });
  result.catch(() => undefined);
  return {
    result,
    ended,
    post: (message) => worker.postMessage(message),
    hold: (held) => (held ? worker.ref() : worker.unref()),
    stop: async () => {
      await worker.terminate();
    },
  };
}

/** A limit in words: '60 s', '0.5 s'. */
export const inSeconds = (ms: number): string => `${Math.round(ms / 100) / 10} s`;

/** Calls `stalled` once `beats` has not changed for `limitMs` before `ended` settles. */
function watchBeats(beats: Int32Array, limitMs: number, ended: Promise<void>, stalled: () => void): void {
  let seen = Atomics.load(beats, 0);
  let since = performance.now();
  const timer = setInterval(() => {
    const now = Atomics.load(beats, 0);
    if (now !== seen) {
      seen = now;
      since = performance.now();
    } else if (performance.now() - since >= limitMs) {
      clearInterval(timer);
      stalled();
    }
  }, Math.min(limitMs / 4, 5_000));
  // It never keeps the process alive: the thread does, while it runs.
  timer.unref();
  void ended.then(() => clearInterval(timer));
}

/** A worker fed batches by `feedWorker`. */
export interface FedWorker {
  /** Settles once the worker has handed back its last batch (or failed, and its batch was done by `here`). */
  done: Promise<void>;
  /** Stops the worker if it holds no batch (one still starting, say). */
  stopIfIdle: () => void;
}

/**
 * Feeds batches to one worker thread until `take` has none left: the worker says 'ready' first,
 * then answers each batch with one reply, handed to `keep`; the next batch is sent on each
 * message. A worker that fails hands its batch back, to be done by `here` on this thread. The
 * thread is unref'd, so one still shutting down never holds the process open. Shared by the parse
 * pool and the search index's page reader.
 */
export function feedWorker<Batch, Reply>(
  script: URL,
  name: string,
  take: () => Batch | undefined | Promise<Batch | undefined>,
  keep: (reply: Reply) => void,
  here: (batch: Batch) => void,
): FedWorker {
  let current: Batch | undefined;
  let finished = false;
  let finishNow = () => {};
  const done = new Promise<void>((resolve) => (finishNow = resolve));
  const finish = () => {
    if (finished) return;
    finished = true;
    void worker.stop();
    finishNow();
  };
  const worker = startWorker<'ready'>(script, {
    name,
    unref: true,
    onMessage(message) {
      if (message !== 'ready') keep(message as Reply);
      void Promise.resolve(take()).then((batch) => {
        current = batch;
        if (batch !== undefined) worker.post(batch);
        else finish();
      });
    },
  });
  void worker.ended.then(() => {
    if (current !== undefined) here(current);
    current = undefined;
    finish();
  });
  return {
    done,
    stopIfIdle: () => {
      if (current === undefined) finish();
    },
  };
}
