import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { COMPILED_WORKERS_ENV, compiledWorkers, threadsFrom, workerEnv } from './compiled-workers.ts';
import { startWorker } from './pool.ts';

const NAMED = Symbol.for('catalogue.compiledWorkers');
const globals = globalThis as Record<symbol, unknown>;

afterEach(() => {
  delete globals[NAMED];
});

/**
 * A stand-in for the compiled workers' module, whose functions say they were called: a thread
 * that loads it instead of the TypeScript sources answers with these.
 */
function standIn(): { url: string; dir: string } {
  const dir = mkdtempSync(path.join(tmpdir(), 'compiled-workers-'));
  const file = path.join(dir, 'workers-test.mjs');
  writeFileSync(
    file,
    [
      "import { writeFileSync } from 'node:fs';",
      "export const parseYamlFile = (entry) => ({ parsedBy: 'stand-in', path: entry.path });",
      "export const analysePage = (url) => ({ analysedBy: 'stand-in', url, fragment: new Uint8Array(1), locs: new Uint32Array(1), locEnds: new Uint32Array(1), locCounts: new Uint32Array(1), metaLocs: new Uint32Array(1), metaEnds: new Uint32Array(1) });",
      'export const analyserCaches = () => ({});',
      'export class Declined {}',
      "export const linkIntoSync = (entry, bytes, target) => writeFileSync(target, 'written by the stand-in');",
    ].join('\n'),
  );
  return { url: pathToFileURL(file).href, dir };
}

/** Starts one of the CLI's worker scripts with the stand-in named, and gives its first answer to `message`. */
async function answerOf(script: URL, message: unknown): Promise<unknown> {
  const answers: unknown[] = [];
  let answered = () => {};
  const second = new Promise<void>((resolve) => (answered = resolve));
  const worker = startWorker<'ready'>(script, {
    name: 'A worker under test',
    onMessage: (reply) => {
      answers.push(reply);
      if (answers.length === 2) answered();
    },
  });
  expect(await worker.result).toBe('ready');
  worker.post(message);
  await second;
  await worker.stop();
  return answers[1];
}

describe('workers that load the compiled CLI', () => {
  it('are named the module in their environment while the CLI runs compiled, and never an inherited one from source', () => {
    expect(workerEnv({ HOME: '/home/staff' }, 'file:///cache/workers-1.mjs')).toEqual({ HOME: '/home/staff', [COMPILED_WORKERS_ENV]: 'file:///cache/workers-1.mjs' });
    // Run from source: a name left in the environment by another command would load other code.
    expect(workerEnv({ HOME: '/home/staff', [COMPILED_WORKERS_ENV]: 'file:///other/workers-2.mjs' }, undefined)).toEqual({ HOME: '/home/staff' });
    const untouched = { HOME: '/home/staff' };
    expect(workerEnv(untouched, undefined)).toBe(untouched);
  });

  it('start from fewer items when the threads load the compiled module', () => {
    const thresholds = { fromSource: 3000, compiled: 400 };
    expect(compiledWorkers()).toBeUndefined();
    expect(threadsFrom(thresholds)).toBe(3000);
    globals[NAMED] = 'file:///cache/workers-1.mjs';
    expect(compiledWorkers()).toBe('file:///cache/workers-1.mjs');
    expect(threadsFrom(thresholds)).toBe(400);
  });

  it('load the module named instead of the TypeScript sources: the parse worker, the page reader and the fragment writer', async () => {
    const { url, dir } = standIn();
    try {
      globals[NAMED] = url;
      const parsed = await answerOf(new URL('../load/parse-worker.js', import.meta.url), { start: 0, entries: [{ path: 'catalogue/timber/plywood.yaml', text: 'title: Plywood\n' }] });
      expect(parsed).toEqual({ start: 0, results: [{ parsedBy: 'stand-in', path: 'catalogue/timber/plywood.yaml' }] });

      const read = (await answerOf(new URL('../build/search/analyser-worker.mjs', import.meta.url), { start: 5, pages: [{ url: '/timber/plywood/', main: '<main>Plywood</main>' }] })) as { start: number; results: { analysedBy?: string; url?: string }[] };
      expect(read.start).toBe(5);
      expect(read.results[0]).toMatchObject({ analysedBy: 'stand-in', url: '/timber/plywood/' });

      const target = path.join(dir, 'fragment.pf_fragment');
      const written = await answerOf(new URL('../build/search/fragment-writer.mjs', import.meta.url), { fragments: [[path.join(dir, 'entry'), new Uint8Array([1, 2, 3]), target]] });
      expect(written).toEqual({ written: 1 });
      expect(readFileSync(target, 'utf8')).toBe('written by the stand-in');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('load the TypeScript sources when none is named', async () => {
    const parsed = (await answerOf(new URL('../load/parse-worker.js', import.meta.url), { start: 0, entries: [{ path: 'catalogue/timber/plywood.yaml', text: 'title: Plywood\n' }] })) as { results: { data?: unknown }[] };
    expect(parsed.results[0]?.data).toEqual({ title: 'Plywood' });
  });
});
