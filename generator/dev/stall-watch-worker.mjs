// Watches the dev server's own thread from beside it (stall-watch.ts). Plain JavaScript, as worker
// threads do not inherit tsx's loader on Node 20. It writes straight to stderr's file descriptor:
// what a worker writes to process.stderr goes through the thread it is watching, which is stuck.
import { writeSync } from 'node:fs';
import { setInterval } from 'node:timers';
import { workerData } from 'node:worker_threads';

const { beats, limitMs, stuck, unstuck } = workerData;
let seen = Atomics.load(beats, 0);
let since = Date.now();
let said = false;
setInterval(() => {
  const now = Atomics.load(beats, 0);
  if (now !== seen) {
    seen = now;
    since = Date.now();
    if (said) writeSync(2, `${unstuck}\n`);
    said = false;
  } else if (!said && Date.now() - since >= limitMs) {
    writeSync(2, `${stuck}\n`);
    said = true;
  }
}, Math.min(limitMs / 4, 1_000));
