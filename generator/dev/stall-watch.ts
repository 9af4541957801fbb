/**
 * Says on stderr when the dev server's thread has had no break for a while: the site's code it
 * runs (a page's component, a .css.ts module) loops for ever, and a server stuck so answers
 * nothing, not even with an error page, and prints nothing. Nothing in the same process can end
 * that code; the person at the terminal can, and is told how. A thread of its own watches this
 * one's beats (a timer, so it beats only while this thread has a moment free), and says so once
 * more if the server comes back.
 */
import { Worker } from 'node:worker_threads';

/** How long the server's thread may go without a break before the watch says so (a full regenerate at 10,000 products takes a few seconds, in steps). */
export const STALL_SAY_MS = 30_000;
const BEAT_MS = 500;

export interface StallWatch {
  stop(): Promise<void>;
}

export function watchForStalls(options: { limitMs?: number; stuck: string; unstuck: string }): StallWatch {
  const limitMs = options.limitMs ?? STALL_SAY_MS;
  const beats = new Int32Array(new SharedArrayBuffer(Int32Array.BYTES_PER_ELEMENT));
  const beat = setInterval(() => Atomics.add(beats, 0, 1), Math.min(BEAT_MS, limitMs / 4));
  beat.unref();
  const worker = new Worker(new URL('./stall-watch-worker.mjs', import.meta.url), { workerData: { beats, limitMs, stuck: options.stuck, unstuck: options.unstuck } });
  // It never keeps the server's process alive.
  worker.unref();
  return {
    async stop() {
      clearInterval(beat);
      await worker.terminate();
    },
  };
}
