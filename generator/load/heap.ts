/**
 * How fast the process's heap may grow, for a build that makes every page of a large catalogue.
 * With memory to spare, V8 lets its heap grow to several times what was live after each full
 * collection: the first build of 50,000 products peaked at 1.8-1.9 GiB, of which it needed under
 * 1.4 (GNU time; 1.3-1.4 GiB with the heap grown by at most a quarter each time, in about the same
 * time). Every build of a large catalogue asks for it (build.ts), as soon as the files are
 * counted: a rebuild can make every page too (a layout edit; new card code, which draws every
 * link-preview card again), and one after a change to the cards' code at 50,000 products peaked
 * at 1.73-1.78 GiB without it. A smaller catalogue does not. A `--heap-growing-percent` given to
 * node by hand is left alone. Such a build also asks for one full collection once its pages
 * render in workers (`collectForLargeBuild`).
 */
import v8 from 'node:v8';
import { runInNewContext } from 'node:vm';

/** From this many catalogue files, the heap grows by at most HEAP_GROWING_PERCENT per collection. */
export const LARGE_CATALOGUE_FILES = 20_000;
export const HEAP_GROWING_PERCENT = 25;

let applied = false;
/** Whether this process builds every page of a large catalogue (sizeHeapFor was told of one). */
let large = false;

/** True when the flag was set now (once per process, and never over one given by hand). */
export function sizeHeapFor(files: number, options: { setFlags?: (flags: string) => void; given?: readonly string[] } = {}): boolean {
  // Node refuses this flag in NODE_OPTIONS, so only its own command line can hold one.
  const { setFlags = v8.setFlagsFromString, given = process.execArgv } = options;
  if (files >= LARGE_CATALOGUE_FILES) large = true;
  if (applied || files < LARGE_CATALOGUE_FILES || given.some((arg) => /heap[-_]growing[-_]percent/.test(arg))) return false;
  setFlags(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`);
  applied = true;
  return true;
}

/**
 * A full collection now, when this process builds every page of a large catalogue (sizeHeapFor);
 * true when it collected. The build calls it once generate's plan is let go and the pages render
 * in workers. V8 collects as a thread allocates, and the build's own thread allocates almost
 * nothing while it waits for the renderers: at 50,000 products it held some 380 MB it no longer
 * needed (every page's planned data among it) through the whole of prerender, 25 seconds, when a
 * fresh clone's first build peaks. A full collection of that heap takes about a tenth of a second.
 */
export function collectForLargeBuild(collect: () => void = fullCollection): boolean {
  if (!large) return false;
  collect();
  return true;
}

/** A full collection, as `node --expose-gc`'s gc() does: the flag, set now, gives a new context the function. */
export function fullCollection(): void {
  v8.setFlagsFromString('--expose-gc');
  (runInNewContext('gc') as () => void)();
}
