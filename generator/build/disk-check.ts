/**
 * What a rebuild needs to know of the disk before it trusts its records: whether the generated
 * folder's public files are as its last write left them (their stamps: emit/write.ts), and
 * whether the files the last build left in dist/ are still there (site-folder.ts). At 10,000
 * products that is some 20,000 stat calls, which the build's thread made one by one while it
 * had everything else to do. They are made by a worker thread (disk-check-worker.mjs) that
 * starts with the build, on the core the build's thread is not using, and is done long before
 * generate has planned its files; the build's thread then only asks about what it was told
 * changed.
 */
import { startWorker } from '../workers/pool.ts';
import { hashesFileFor } from '../emit/move-in.ts';
import type { StampCheck } from '../emit/write.ts';

export interface DiskCheck {
  /** The generated folder's public files whose stamps are not the ones its write of `generation` noted; absent when it kept none. */
  generated?: StampCheck;
  /** The files of the last build's dist/ that are gone (when it was asked about them). */
  missing?: ReadonlySet<string>;
}

/**
 * Starts looking; the answer is undefined when the worker could not give one (then each step
 * looks for itself, as it would without it).
 */
export function startDiskCheck(options: { generatedDir?: string; distDir?: string; distFiles?: readonly string[] }): Promise<DiskCheck | undefined> {
  const worker = startWorker<{ generated?: { generation: string; restamped: string[] }; missing?: string[] }>(new URL('./disk-check-worker.mjs', import.meta.url), {
    name: 'The disk check',
    workerData: {
      ...(options.generatedDir ? { generated: { dir: options.generatedDir, hashesFile: hashesFileFor(options.generatedDir) } } : {}),
      ...(options.distDir && options.distFiles ? { dist: { dir: options.distDir, files: options.distFiles } } : {}),
    },
    unref: true,
  });
  return worker.result.then(
    ({ generated, missing }) => ({
      ...(generated ? { generated: { generation: generated.generation, restamped: new Set(generated.restamped) } } : {}),
      ...(missing ? { missing: new Set(missing) } : {}),
    }),
    () => undefined,
  );
}
