// How the caches write a file: through a temporary file renamed into place, the folder made only
// when missing (cache/index.ts `writeAtomically` and `makingFolder`). Plain JavaScript, so that the
// thread that writes cache entries aside (write-aside-worker.mjs) uses the very same code: on
// Node 20 a worker thread does not inherit tsx's loader. Types: write-through-temp.d.mts.
import { closeSync, mkdirSync, openSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import process from 'node:process';
import { threadId } from 'node:worker_threads';

/**
 * `make()` (a write or link that makes `file`), and when it finds `file`'s folder missing, the
 * folder and `make()` again. Making the folder first on every write cost a first build at 10,000
 * products about 0.1 s of the build's thread (a cache's 256 folders, each asked for again for
 * every one of its files).
 */
export function makingFolder(file, make) {
  try {
    return make();
  } catch (error) {
    if (error?.code !== 'ENOENT') throw error;
    mkdirSync(path.dirname(file), { recursive: true });
    return make();
  }
}

let writes = 0;

/**
 * Makes `file` hold what `write` writes to an open file, through a temporary file renamed into
 * place, so a reader (another build at the same moment) sees the old file or the new one, never
 * half of one. False, with the temporary file removed, when it could not be written.
 */
export function writeThroughTemp(file, write) {
  const temp = `${file}.${process.pid}-${threadId}-${writes++}.tmp`;
  try {
    const fd = makingFolder(temp, () => openSync(temp, 'w'));
    try {
      write(fd);
    } finally {
      closeSync(fd);
    }
    renameSync(temp, file);
    return true;
  } catch {
    try {
      rmSync(temp, { force: true });
    } catch {
      // Nothing was written there either.
    }
    return false;
  }
}
