/**
 * What a rebuild needs to know of the disk before it trusts its records: whether the generated
 * folder's public files are as its last write left them (their stamps: emit/write.ts) and what
 * files it holds, and whether the files the last build left in dist/ are still there as it left
 * them, and what was added there (site-changes.mjs, site-folder.ts). At 10,000 products that is
 * some 70,000 stat calls and a listing of 20,000 files, which the build's thread would make while
 * it had everything else to do. They are made by a worker thread (disk-check-worker.mjs) that
 * starts with the build, on the core the build's thread is not using, and is done before generate
 * has planned its files; the build's thread then only asks about what it was told changed. First
 * it stats the catalogue's files against the stamps load noted when it last read them
 * (load/cache.ts), so load reads the files that changed without a stat of its own. A rebuild
 * tells it about the last build as soon as it has read its records, and it looks at dist/ then,
 * beside the prerender worker's start; at the generated folder only once that worker is warm
 * (build.ts). The prerender worker says so itself, through a flag the two share (`Go`): told by
 * way of the build's thread, busy planning, the folders were looked at some 0.2 s late at 10,000
 * products, and the build waited for their answer. A small site's build starts no worker and
 * looks for itself (`diskCheckWorthIt`).
 */
import { statSync } from 'node:fs';
import { startWorker } from '../workers/pool.ts';
import { hashesFileFor } from '../emit/move-in.ts';
import type { StampCheck } from '../emit/write.ts';
import type { StampsAhead } from '../load/cache.ts';
import { changesSince } from './site-changes.mjs';

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

/**
 * The files the last build left in a site folder ('/'-separated, relative to it), when it looked at
 * the folder (ms since 1970), and the files it moved in after that with their modification times
 * (build-record.ts).
 */
export interface LastBuild {
  files: readonly string[];
  since: number;
  own?: Readonly<Record<string, number>>;
}

/**
 * What was done to a site folder since its last build: its files gone or changed (`gone`), and
 * files and folders added (`extra`); `lookedAt`: when this look began (what changes later is the
 * next build's to see).
 */
export interface SiteChanges {
  gone: ReadonlySet<string>;
  extra: readonly string[];
  lookedAt: number;
}

export interface DiskCheck {
  /** The generated folder's public files whose stamps are not the ones its write of `generation` noted; absent when it kept none. */
  generated?: StampCheck;
  /** What was done to the last build's dist/ since (when it was asked about it): site-changes.mjs. */
  site?: SiteChanges;
}

export interface DiskChecks {
  /** The catalogue files whose stamps are as load last noted (with `catalogue`); undefined when the worker could not say or was not asked. */
  catalogue: Promise<StampsAhead | undefined>;
  /** The generated folder and dist/, as asked. */
  disk: Promise<DiskCheck | undefined>;
  /**
   * Started with `lastBuild: 'later'`: the files the last build left in dist/, when it looked at
   * the folder and what it moved in after that (undefined when there is no record of them). The
   * worker looks at the generated folder and dist/ only once told.
   */
  lastBuild(last: LastBuild | undefined): void;
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
  | { generated?: { generation: string; restamped: string[]; files: string[] }; site?: { gone: string[]; extra: string[]; lookedAt: number } };

/** What was done to `dir` since its last build, looked at on this thread (a small site's build). */
export function siteChangesSince(dir: string, { files, since, own }: LastBuild): SiteChanges {
  const lookedAt = Date.now();
  const { gone, extra } = changesSince(dir, files, since, own);
  return { gone: new Set(gone), extra, lookedAt };
}

/**
 * Starts looking; an answer is undefined when the worker could not give one (then each step
 * looks for itself, as it would without it).
 */
export function startDiskCheck(options: {
  catalogue?: { root: string; stampsFile: string };
  generatedDir?: string;
  distDir?: string;
  /**
   * The last build of `distDir` (`LastBuild`), or 'later': the worker starts on the catalogue at
   * once (the build reads its records meanwhile), and is told it with `lastBuild`.
   */
  lastBuild?: LastBuild | 'later';
  /** Raised when the generated folder may be looked at (after the catalogue's stamps, and dist/ once told of it): at once without it. */
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
      ...(options.distDir && options.lastBuild && options.lastBuild !== 'later' ? { dist: { dir: options.distDir, ...options.lastBuild } } : {}),
      ...(options.distDir && options.lastBuild === 'later' ? { dist: { dir: options.distDir, later: true } } : {}),
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
      const { generated, site } = answer;
      diskAnswer({
        ...(generated ? { generated: { generation: generated.generation, restamped: new Set(generated.restamped), files: generated.files } } : {}),
        ...(site ? { site: { gone: new Set(site.gone), extra: site.extra, lookedAt: site.lookedAt } } : {}),
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
    lastBuild: (last) => worker.post(last ?? {}),
  };
}
