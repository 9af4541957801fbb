// Writes cache entries for the build's thread (write-aside.ts), each as cache/index.ts
// `writeAtomically` writes it (write-through-temp.mjs). Plain JavaScript: on Node 20 a thread
// does not inherit tsx's loader.
import { writeFileSync } from 'node:fs';
import { parentPort } from 'node:worker_threads';
import { writeThroughTemp } from './write-through-temp.mjs';

parentPort.on('message', ({ id, file, bytes, close }) => {
  // Asked to stop: everything sent before has been written.
  if (close) parentPort.close();
  else parentPort.postMessage({ id, written: writeThroughTemp(file, (fd) => writeFileSync(fd, bytes)) });
});
