// Makes the folders a build's pages will be written into (page-folders.ts), in a thread of its
// own while the build's thread generates. Plain JavaScript, as worker threads do not inherit
// tsx's loader on Node 20. A folder it cannot make is left to the prerender worker that writes
// the page, which reports the error with the page.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';

const { root, folders } = workerData;
let made = 0;
for (const folder of folders) {
  try {
    mkdirSync(path.join(root, folder), { recursive: true });
    made += 1;
  } catch {
    // The page's own write makes it, or says why not.
  }
}
parentPort.postMessage({ made });
