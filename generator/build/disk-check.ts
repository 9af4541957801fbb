/**
 * What a rebuild needs to know of the disk before it trusts its records: whether the generated
 * folder's public files are as its last write left them (their stamps: emit/write.ts) and what
 * files it holds, and whether the files the last build left in dist/ are still there
 * (site-folder.ts). At 10,000 products that is some 20,000 stat calls and a listing of 20,000
 * files, which the build's thread made while it had everything else to do. They are made by a
 * worker thread (disk-check-worker.mjs) that starts with the build, on the core the build's
 * thread is not using, and is done long before generate has planned its files; the build's
 * thread then only asks about what it was told changed. Before those, it stats the catalogue's
 * files against the stamps load noted when it last read them (load/cache.ts), so load reads the
 * files that changed without a stat of its own. A rebuild tells it about the last build as soon as
 * it has read its records, but it looks at the folders only once its prerender worker, started
 * after the stamps' answer, is warm (build.ts): one thread at a time beside the build's. The
 * prerender worker says so itself, through a flag the two share (`Go`): told by way of the build's
 * thread, busy planning, the folders were looked at some 0.2 s late at 10,000 products, and the
 * build waited for their answer. A small site's build starts no worker and looks for itself
 * (`diskCheckWorthIt`).
 */
import { statSync } from 'node:fs';
import { startWorker } from '../workers/pool.ts';
import { hashesFileFor } from '../emit/move-in.ts';
import type { StampCheck } from '../emit/write.ts';
import type { StampsAhead } from '../load/cache.ts';

/**
 * A flag threads share: the disk check waits on it (`startDiskCheck`'s `after`) until a prerender
 * worker raises it once warm (prerender.ts), or the build's thread does (no renderer, or one that
 * failed or was stopped before it was warm). Raising it twice is raising it once.
 */
export class Go {
  readonly flag = new Int32Array(new SharedArrayBuffer(4));

  raise(): void {
    Atomics.store(this.flag, 0, 1);
    Atomics.notify(this.flag, 0);
  }
}

/** The longest the disk check waits for its `Go` before it looks anyway: a flag no thread raises must not hang the build. */
export const GO_AT_LATEST_MS = 30_000;

export interface DiskCheck {
  /** The generated folder's public files whose stamps are not the ones its write of `generation` noted; absent when it kept none. */
  generated?: StampCheck;
  /** The files of the last build's dist/ that are gone (when it was asked about them). */
  missing?: ReadonlySet<string>;
}

export interface DiskChecks {
  /** The catalogue files whose stamps are as load last noted (with `catalogue`); undefined when the worker could not say or was not asked. */
  catalogue: Promise<StampsAhead | undefined>;
  /** The generated folder and dist/, as asked. */
  disk: Promise<DiskCheck | undefined>;
  /**
   * Started with `lastBuild: 'later'`: the files the last build left in dist/ (undefined when there
   * is no record of them). The worker looks at the generated folder and dist/ only once told.
   */
  lastBuild(files: readonly string[] | undefined): void;
}

/**
 * A catalogue's stamps file (load/cache.ts: about 120 bytes for each file load last read) of at
 * least this size, about 5,000 files, has its build's disk looked at by the worker. Below it the
 * build's thread looks for itself: rebuilds after one product edit, each in turn with the worker
 * and without it (load 1.1-1.3), took 70-100 ms less without it at 65 products (with it
 * 1.05-1.11 s, without 0.97-1.07 s, 6 pairs) and at 1,000 (1.30-1.50 s, 1.20-1.45 s, 5 pairs): its
 * start, and the build's thread waiting while it took turns with the renderer, cost more than
 * the few thousand stat calls it saved. At 10,000 products it was about 0.1 s faster with the worker.
 */
export const DISK_CHECK_FROM_BYTES = 600_000;

/**
 * True when a build of the catalogue whose stamps are in `stampsFile` should start the disk check
 * (one stat, before anything is read). CATALOGUE_DISK_CHECK_FROM_BYTES sets the size (tests start
 * the worker for a small catalogue with 0).
 */
export function diskCheckWorthIt(stampsFile: string, fromBytes = Number(process.env.CATALOGUE_DISK_CHECK_FROM_BYTES ?? DISK_CHECK_FROM_BYTES)): boolean {
  const size = statSync(stampsFile, { throwIfNoEntry: false })?.size;
  return size !== undefined && size >= fromBytes;
}

type Answer =
  | { catalogue: { version: string; count: number; same: [string, string, string][] } | null }
  | { generated?: { generation: string; restamped: string[]; files: string[] }; missing?: string[] };

/**
 * Starts looking; an answer is undefined when the worker could not give one (then each step
 * looks for itself, as it would without it).
 */
export function startDiskCheck(options: {
  catalogue?: { root: string; stampsFile: string };
  generatedDir?: string;
  distDir?: string;
  /**
   * The files the last build left in `distDir`, or 'later': the worker starts on the catalogue at
   * once (the build reads its records meanwhile), and is told them with `lastBuild`.
   */
  distFiles?: readonly string[] | 'later';
  /** Raised when the folders may be looked at (after the catalogue's stamps, and the last build's files once told): at once without it. */
  after?: Go;
}): DiskChecks {
  let catalogueAnswer: (stamps: StampsAhead | undefined) => void = () => {};
  const catalogue = new Promise<StampsAhead | undefined>((resolve) => (catalogueAnswer = resolve));
  let diskAnswer: (check: DiskCheck | undefined) => void = () => {};
  const disk = new Promise<DiskCheck | undefined>((resolve) => (diskAnswer = resolve));
  const worker = startWorker<Answer>(new URL('./disk-check-worker.mjs', import.meta.url), {
    name: 'The disk check',
    workerData: {
      ...(options.catalogue ? { catalogue: options.catalogue } : {}),
      ...(options.generatedDir ? { generated: { dir: options.generatedDir, hashesFile: hashesFileFor(options.generatedDir) } } : {}),
      ...(options.distDir && options.distFiles && options.distFiles !== 'later' ? { dist: { dir: options.distDir, files: options.distFiles } } : {}),
      ...(options.distDir && options.distFiles === 'later' ? { dist: { dir: options.distDir, later: true } } : {}),
      ...(options.after ? { go: options.after.flag, goAtLatestMs: GO_AT_LATEST_MS } : {}),
    },
    unref: true,
    onMessage: (message) => {
      const answer = message as Answer;
      if ('catalogue' in answer) {
        const found = answer.catalogue;
        catalogueAnswer(found ? { version: found.version, count: found.count, same: new Map(found.same.map(([file, stamp, key]) => [file, [stamp, key]])) } : undefined);
        return;
      }
      const { generated, missing } = answer;
      diskAnswer({
        ...(generated ? { generated: { generation: generated.generation, restamped: new Set(generated.restamped), files: generated.files } } : {}),
        ...(missing ? { missing: new Set(missing) } : {}),
      });
    },
  });
  if (!options.catalogue) catalogueAnswer(undefined);
  // A thread that fails or ends early answers nothing more.
  void worker.ended.then(() => {
    catalogueAnswer(undefined);
    diskAnswer(undefined);
  });
  // Not asked about the catalogue: there is no answer to wait for.
  if (!options.catalogue) catalogueAnswer(undefined);
  return {
    catalogue,
    disk,
    lastBuild: (files) => worker.post({ distFiles: files ?? null }),
  };
}
