/**
 * Cache entries written by a thread of their own. A first build at 10,000 products writes some
 * 10,000 link-preview cards into the picture cache, each opened, written and renamed into place:
 * about 0.1 ms of system time each, some 1.2 s of the build's thread while it draws the cards,
 * with the other core partly idle. Handed to this thread (write-aside-worker.mjs), they cost the
 * build's thread a message each way.
 *
 * The first writes of a process are made here, at once: a rebuild that draws a card or two does
 * not wait for a thread to start. Should the thread fail, what it had not written, and every
 * write after, is made here too. The thread never keeps the process alive with nothing to write.
 */
import { Worker } from 'node:worker_threads';
import { writeAtomically } from './index.ts';

/** Writes made on the calling thread before the writing thread is started. */
export const WRITTEN_HERE_FIRST = 32;

/** How many writes each way went: the first WRITTEN_HERE_FIRST are made here (and tests read them). */
export const writeAsideCounts = { here: 0, aside: 0 };

interface Pending {
  file: string;
  bytes: Uint8Array;
  done: (written: boolean) => void;
}

interface Writer {
  worker: Worker;
  pending: Map<number, Pending>;
  next: number;
}

/** The writing thread; 'none' once it has failed (every write is then made here). */
let writer: Writer | 'none' | undefined;

function writeHere(file: string, bytes: Uint8Array): boolean {
  writeAsideCounts.here += 1;
  return writeAtomically(file, bytes);
}

function startWriter(): Writer | 'none' {
  let worker: Worker;
  try {
    worker = new Worker(new URL('./write-aside-worker.mjs', import.meta.url));
  } catch {
    return 'none';
  }
  worker.unref();
  const started: Writer = { worker, pending: new Map(), next: 0 };
  worker.on('message', ({ id, written }: { id: number; written: boolean }) => {
    const pending = started.pending.get(id);
    if (!pending) return;
    started.pending.delete(id);
    if (started.pending.size === 0) worker.unref();
    writeAsideCounts.aside += 1;
    pending.done(written);
  });
  const failed = () => {
    if (writer === started) writer = 'none';
    // What it had not written is written here, in the order it was asked for.
    for (const { file, bytes, done } of started.pending.values()) done(writeHere(file, bytes));
    started.pending.clear();
  };
  worker.once('error', failed);
  worker.once('exit', failed);
  return started;
}

/**
 * Writes `bytes` to `file` as `writeAtomically` does (a temporary file renamed into place, the
 * folder made when missing), on the writing thread once this process has made its first writes
 * here; true once they are there, false when they could not be put there. `bytes` are copied to
 * the thread: the caller may use them again at once.
 */
export function writeAside(file: string, bytes: Uint8Array): Promise<boolean> {
  if (writer === 'none' || writeAsideCounts.here + writeAsideCounts.aside < WRITTEN_HERE_FIRST) return Promise.resolve(writeHere(file, bytes));
  writer ??= startWriter();
  if (writer === 'none') return Promise.resolve(writeHere(file, bytes));
  const { worker, pending } = writer;
  const id = writer.next++;
  return new Promise<boolean>((done) => {
    if (pending.size === 0) worker.ref();
    pending.set(id, { file, bytes, done });
    worker.postMessage({ id, file, bytes });
  });
}

/**
 * Stops the writing thread once it has written what it was given; the next writes start another.
 * `abruptly` (for tests) stops it at once, as if it had failed: what it had not written is written
 * here, and an entry it was writing may leave its temporary file, as a build stopped halfway does.
 */
export async function stopWriteAside({ abruptly = false }: { abruptly?: boolean } = {}): Promise<void> {
  const stopping = writer;
  writer = undefined;
  if (!stopping || stopping === 'none') return;
  if (abruptly) {
    await stopping.worker.terminate();
    return;
  }
  const exited = new Promise((ended) => stopping.worker.once('exit', ended));
  stopping.worker.ref();
  stopping.worker.postMessage({ close: true });
  await exited;
}
