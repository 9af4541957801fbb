/**
 * The worker threads that run the CLI's own code (the parse pool, the search index's page readers
 * and fragment writer, the link-preview card thread) load it compiled while the CLI runs compiled
 * (bin/compiled.js): a module of plain JavaScript, started in some tens of milliseconds, where
 * registering tsx took about 0.25-0.3 s of each thread's start. That start set how large a job had to be before a
 * thread was worth it, so a catalogue of 1,000 products parsed and read its pages on the build's
 * thread alone while the other core waited.
 *
 * loadCompiledCli names the module (a file URL) on `globalThis` before the CLI runs; startWorker
 * (pool.ts) hands it to every thread in its environment. Run from source (the tests,
 * CATALOGUE_FROM_SOURCE=1) there is none, and a thread registers tsx as before.
 */

/** The variable that names the compiled module in a worker thread's environment. */
export const COMPILED_WORKERS_ENV = 'CATALOGUE_COMPILED_WORKERS';

/** The compiled workers' module (a file URL) while the CLI runs compiled; undefined from source. */
export function compiledWorkers(): string | undefined {
  const named = (globalThis as Record<symbol, unknown>)[Symbol.for('catalogue.compiledWorkers')];
  return typeof named === 'string' ? named : undefined;
}

/**
 * A worker thread's environment: `env` with the compiled module named, or, run from source, with
 * no such name (one inherited from elsewhere would load another build's code).
 */
export function workerEnv(env: NodeJS.ProcessEnv, compiled = compiledWorkers()): NodeJS.ProcessEnv {
  if (compiled) return { ...env, [COMPILED_WORKERS_ENV]: compiled };
  if (env[COMPILED_WORKERS_ENV] === undefined) return env;
  const { [COMPILED_WORKERS_ENV]: _inherited, ...rest } = env;
  return rest;
}

/** How many items (files, pages) a job needs before a worker thread is worth starting: `compiled` when the threads load the compiled module, else `fromSource`. */
export function threadsFrom(thresholds: { compiled: number; fromSource: number }): number {
  return compiledWorkers() ? thresholds.compiled : thresholds.fromSource;
}
