/**
 * Starting a worker thread and hearing how it ends, shared by the parse pool (load/), the
 * bundling worker and the prerender workers (build/). A worker's first message is its result; an
 * error, or an exit before that message, is its failure; either way `ended` settles, so a caller
 * can hand back unfinished work. Worker scripts are plain JavaScript: on Node 20 a thread does not
 * inherit the loader that lets the main thread import TypeScript.
 */
import { Worker } from 'node:worker_threads';

export interface WorkerStart {
  /** Named in the error when the thread stops early: 'The bundling worker', 'A prerender worker'. */
  name: string;
  workerData?: unknown;
  env?: NodeJS.ProcessEnv;
  /** Every message the worker sends, the first (its result) included. */
  onMessage?: (message: unknown) => void;
  /** True to let the process end while this thread is still shutting down. */
  unref?: boolean;
}

export interface StartedWorker<Result> {
  /**
   * The worker's first message. Rejects with the worker's error, or when it exits before sending
   * one. A rejection nobody waits for (a worker stopped on purpose) is never reported as unhandled.
   */
  result: Promise<Result>;
  /** Settles, never rejecting, once the thread has failed or exited. */
  ended: Promise<void>;
  post(message: unknown): void;
  /** Stops the thread; `result` then rejects unless it had already arrived. */
  stop(): Promise<void>;
}

export function startWorker<Result>(script: URL, options: WorkerStart): StartedWorker<Result> {
  const worker = new Worker(script, { workerData: options.workerData, ...(options.env ? { env: options.env } : {}) });
  if (options.unref) worker.unref();
  let endedNow = () => {};
  const ended = new Promise<void>((resolve) => (endedNow = resolve));
  const result = new Promise<Result>((resolve, reject) => {
    worker.on('message', (message: unknown) => {
      resolve(message as Result);
      options.onMessage?.(message);
    });
    worker.once('error', (error) => {
      reject(error);
      endedNow();
    });
    worker.once('exit', (code) => {
      reject(new Error(`${options.name} stopped with code ${code} before it finished`));
      endedNow();
    });
  });
  result.catch(() => undefined);
  return {
    result,
    ended,
    post: (message) => worker.postMessage(message),
    stop: async () => {
      await worker.terminate();
    },
  };
}
