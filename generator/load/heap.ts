/**
 * How fast the process's heap may grow, for a build that makes every page of a large catalogue.
 * With memory to spare, V8 lets its heap grow to several times what was live after each full
 * collection: the first build of 50,000 products peaked at 1.8-1.9 GiB, of which it needed under
 * 1.4 (GNU time; 1.3-1.4 GiB with the heap grown by at most a quarter each time, in about the same
 * time). The build asks for it when it has no record of an earlier build (build.ts), as soon as
 * the files are counted. A rebuild after an edit does not: it peaks at 1.2 GiB at 50,000 products
 * as it is, and the tighter heap made it 1-1.5 s slower (7.0-7.7 s against 5.7-6.0 s). Nor does a
 * smaller catalogue. A `--heap-growing-percent` given to node by hand is left alone.
 */
import v8 from 'node:v8';

/** From this many catalogue files, the heap grows by at most HEAP_GROWING_PERCENT per collection. */
export const LARGE_CATALOGUE_FILES = 20_000;
export const HEAP_GROWING_PERCENT = 25;

let applied = false;

/** True when the flag was set now (once per process, and never over one given by hand). */
export function sizeHeapFor(files: number, options: { setFlags?: (flags: string) => void; given?: readonly string[] } = {}): boolean {
  // Node refuses this flag in NODE_OPTIONS, so only its own command line can hold one.
  const { setFlags = v8.setFlagsFromString, given = process.execArgv } = options;
  if (applied || files < LARGE_CATALOGUE_FILES || given.some((arg) => /heap[-_]growing[-_]percent/.test(arg))) return false;
  setFlags(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`);
  applied = true;
  return true;
}
